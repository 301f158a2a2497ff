import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  IMPORT_FIELDS,
  LANGUAGES,
  LanguageSchema,
  type ImportMapping,
  type ImportPreview,
  type Language,
} from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLanguageName } from '@/lib/language-names';

type Props = {
  /** A CSV/TSV file's columns and first rows, or an Anki note type's fields and first notes. */
  preview: Pick<ImportPreview, 'columns' | 'sample' | 'row_count'>;
  /** What a row is: a line of a file, or an Anki note. */
  rows?: 'rows' | 'notes';
  mapping: ImportMapping;
  onMapping: (mapping: ImportMapping) => void;
  language: Language | '';
  onLanguage: (language: Language | '') => void;
  disabled: boolean;
};

const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Which column fills which field, the words' language when no column holds it, and the first rows. */
export function ImportMappingFields({ preview, rows = 'rows', mapping, onMapping, language, onLanguage, disabled }: Props) {
  const { t } = useTranslation('vocabulary-exchange');
  const languageName = useLanguageName();
  const columnLabel = (index: number) => preview.columns[index] || t('exchange.import.columnNumber', { number: index + 1 });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        {rows === 'notes'
          ? t('exchange.import.fieldsFound', { count: preview.row_count })
          : t('exchange.import.rowsFound', { count: preview.row_count })}
      </Typography>
      <Box
        role="group"
        aria-label={t('exchange.import.mapping')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' } }}
      >
        {IMPORT_FIELDS.map((field) => (
          <TextField
            key={field}
            select
            size="small"
            disabled={disabled}
            label={t(`exchange.import.fields.${field}`)}
            value={mapping[field] == null ? '' : String(mapping[field])}
            onChange={(event) => {
              const value = event.target.value === '' ? null : Number(event.target.value);
              onMapping({ ...mapping, [field]: field === 'word' ? (value ?? 0) : value });
            }}
            slotProps={selectProps}
          >
            {field !== 'word' && <option value="">{t('exchange.import.notInFile')}</option>}
            {preview.columns.map((_, index) => (
              <option key={index} value={index}>
                {columnLabel(index)}
              </option>
            ))}
          </TextField>
        ))}
        {mapping.language == null && (
          <TextField
            select
            size="small"
            required
            disabled={disabled}
            label={t('exchange.import.language')}
            value={language}
            onChange={(event) => {
              const parsed = LanguageSchema.safeParse(event.target.value);
              onLanguage(parsed.success ? parsed.data : '');
            }}
            slotProps={selectProps}
          >
            <option value="">{t('exchange.import.chooseLanguage')}</option>
            {LANGUAGES.map((option) => (
              <option key={option} value={option}>
                {languageName(option)}
              </option>
            ))}
          </TextField>
        )}
      </Box>
      <TableContainer sx={{ maxHeight: 240, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={t('exchange.import.sample')}>
          <TableHead>
            <TableRow>
              {preview.columns.map((_, index) => (
                <TableCell key={index} sx={{ fontWeight: 600 }}>
                  {columnLabel(index)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.sample.map((row, rowIndex) => (
              <TableRow key={rowIndex}>
                {preview.columns.map((_, index) => (
                  <TableCell key={index} sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {row[index] ?? ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
