import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import {
  ANKI_FILE_MAX_BYTES,
  IMPORT_CONTENT_MAX_LENGTH,
  type AnkiImportPreview,
  type ImportMapping,
  type ImportPreview,
  type Language,
} from '@reeprise/contract';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { isAnkiPackage, useImportAnki, usePreviewAnkiImport } from '../api/import-anki';
import { useImportVocabulary, usePreviewImport } from '../api/import-vocabulary';
import { readWordList, useImportKnownWords } from '../api/mark-words-known';
import { AnkiNoteTypeField } from './anki-note-type-field';
import { ImportKnownWords, KnownWordsReport } from './import-known-words';
import { ImportMappingFields } from './import-mapping-fields';
import { ImportReportView } from './import-report';

type Props = { defaultLanguage?: Language; onClose: () => void };

/** The chosen file: a CSV/TSV file's text, or an Anki package sent as it is. */
type Source = { kind: 'delimited'; content: string } | { kind: 'anki'; file: File };

/**
 * Import from CSV/TSV or an Anki package in three steps: choose a file, check which column (or Anki
 * field) fills which field (the server's suggestion first, with the first rows to look at), import and
 * read what was added or skipped.
 */
export function ImportDialog({ defaultLanguage, onClose }: Props) {
  const { t, i18n } = useTranslation('known-words', 'vocabulary-exchange');
  const titleId = useId();
  const preview = usePreviewImport();
  const ankiPreview = usePreviewAnkiImport();
  const importing = useImportVocabulary();
  const ankiImporting = useImportAnki();
  const [source, setSource] = useState<Source | null>(null);
  const [fileName, setFileName] = useState('');
  const [tooLarge, setTooLarge] = useState(false);
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const [noteTypeId, setNoteTypeId] = useState('');
  const [language, setLanguage] = useState<Language | ''>(defaultLanguage ?? '');
  // "mark as known" (issue 34): a CSV file or an Anki deck with its mapping as before, or a plain list of
  // words, one per line, pasted or from a .txt file
  const [asKnown, setAsKnown] = useState(false);
  const [wordList, setWordList] = useState('');
  const list = useMemo(() => readWordList(wordList), [wordList]);
  const marking = useImportKnownWords();

  const anki = source?.kind === 'anki';
  const current = anki ? ankiImporting : importing;
  const noteType = ankiPreview.data?.note_types.find((type) => type.id === noteTypeId);
  const shown: Pick<ImportPreview, 'columns' | 'sample' | 'row_count'> | undefined = anki
    ? noteType
    : preview.data;
  const previewError = anki ? ankiPreview.error : preview.error;

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileName(file.name);
    if (asKnown && /\.txt$/i.test(file.name)) {
      marking.reset();
      setSource(null);
      setMapping(null);
      const text = await file.text();
      setTooLarge(text.length > IMPORT_CONTENT_MAX_LENGTH);
      if (text.length <= IMPORT_CONTENT_MAX_LENGTH) setWordList(text);
      return;
    }
    setSource(null);
    setMapping(null);
    importing.reset();
    ankiImporting.reset();
    preview.reset();
    ankiPreview.reset();
    if (isAnkiPackage(file.name)) {
      setTooLarge(file.size > ANKI_FILE_MAX_BYTES);
      if (file.size > ANKI_FILE_MAX_BYTES) return;
      setSource({ kind: 'anki', file });
      const answer: AnkiImportPreview | undefined = await ankiPreview
        .mutateAsync(file)
        .catch(() => undefined);
      const first = answer?.note_types[0];
      setNoteTypeId(first?.id ?? '');
      setMapping(first?.mapping ?? null);
      return;
    }
    const text = await file.text();
    setTooLarge(text.length > IMPORT_CONTENT_MAX_LENGTH);
    if (text.length > IMPORT_CONTENT_MAX_LENGTH) return;
    setSource({ kind: 'delimited', content: text });
    const answer: ImportPreview | undefined = await preview.mutateAsync(text).catch(() => undefined);
    setMapping(answer?.mapping ?? null);
  };

  // a plain list unless a CSV file or a deck was chosen
  const plainList = asKnown && source === null;
  const knownReady =
    plainList && list.words > 0 && list.fits && language !== '' && !marking.isPending && !marking.isSuccess;
  const handleMarkKnown = () => {
    if (knownReady) marking.mutate({ language, content: wordList });
  };

  const handleAsKnown = (checked: boolean) => {
    setAsKnown(checked);
    setFileName('');
    setTooLarge(false);
    setSource(null);
    setMapping(null);
    preview.reset();
    ankiPreview.reset();
    importing.reset();
    ankiImporting.reset();
    marking.reset();
  };

  const handleNoteType = (id: string) => {
    setNoteTypeId(id);
    setMapping(ankiPreview.data?.note_types.find((type) => type.id === id)?.mapping ?? null);
  };

  const needsLanguage = mapping !== null && mapping.language == null;
  const ready =
    source !== null && mapping !== null && (!needsLanguage || language !== '') && !current.isSuccess;
  const handleImport = () => {
    if (!ready) return;
    const chosen = language ? { language } : {};
    if (source.kind === 'anki')
      ankiImporting.mutate({ file: source.file, noteType: noteTypeId, mapping, asKnown, ...chosen });
    else
      importing.mutate({
        content: source.content,
        mapping,
        ...chosen,
        ...(asKnown ? { as_known: true } : {}),
      });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('exchange.import.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">{t('exchange.import.hint')}</Typography>
        {!asKnown && <Typography color="text.secondary">{t('exchange.import.ankiHint')}</Typography>}
        <div>
          <FormControlLabel
            control={
              <Checkbox
                checked={asKnown}
                onChange={(_event, checked) => handleAsKnown(checked)}
                disabled={current.isPending || marking.isPending}
              />
            }
            label={t('knownWords.import.asKnown')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ ml: 4 }}>
            {t('knownWords.import.asKnownHint')}
          </Typography>
        </div>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" component="label">
            {t('exchange.import.chooseFile')}
            <input
              type="file"
              hidden
              accept=".csv,.tsv,.txt,.apkg,.colpkg,text/csv,text/tab-separated-values,text/plain"
              onChange={(event) => void handleFile(event)}
            />
          </Button>
          {fileName && <Typography sx={{ overflowWrap: 'anywhere' }}>{fileName}</Typography>}
          {(preview.isPending || ankiPreview.isPending) && (
            <CircularProgress size={20} aria-label={t('app.loading')} />
          )}
        </Box>
        {tooLarge && <Alert severity="error">{t('exchange.import.tooLarge')}</Alert>}
        {previewError && (
          <Alert severity="error">{previewError.detail ?? t('exchange.import.previewFailed')}</Alert>
        )}
        {anki && ankiPreview.data && ankiPreview.data.note_types.length > 1 && (
          <AnkiNoteTypeField
            noteTypes={ankiPreview.data.note_types}
            value={noteTypeId}
            onChange={handleNoteType}
            disabled={current.isPending || current.isSuccess}
          />
        )}
        {shown && mapping && (
          <ImportMappingFields
            preview={shown}
            rows={anki ? 'notes' : 'rows'}
            mapping={mapping}
            onMapping={setMapping}
            language={language}
            onLanguage={setLanguage}
            disabled={current.isPending || current.isSuccess}
          />
        )}
        {plainList && (
          <ImportKnownWords
            text={wordList}
            onText={(text) => {
              marking.reset();
              setWordList(text);
            }}
            words={list.words}
            tooLong={!list.fits}
            language={language}
            onLanguage={setLanguage}
            disabled={marking.isPending}
          />
        )}
        {plainList && marking.isError && (
          <Alert severity="error">{marking.error.detail ?? t('knownWords.import.failed')}</Alert>
        )}
        {plainList && marking.data && (
          <KnownWordsReport
            known={marking.data.marked_known}
            unchanged={marking.data.unchanged}
            skipped={marking.data.skipped}
          />
        )}
        {current.isError && (
          <Alert severity="error">{current.error.detail ?? t('exchange.import.failed')}</Alert>
        )}
        {current.data && <ImportReportView report={current.data} asKnown={asKnown} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          {current.isSuccess || marking.isSuccess ? t('exchange.import.close') : t('exchange.import.cancel')}
        </Button>
        {plainList && !marking.isSuccess && (
          <Button
            variant="contained"
            onClick={handleMarkKnown}
            disabled={!knownReady}
            startIcon={marking.isPending ? <CircularProgress size={16} aria-hidden /> : undefined}
          >
            {t('knownWords.import.start', {
              count: list.words,
              n: list.words.toLocaleString(i18n.language === 'de' ? 'de-DE' : 'en-US'),
            })}
          </Button>
        )}
        {!plainList && !current.isSuccess && (
          <Button
            variant="contained"
            onClick={handleImport}
            disabled={!ready || current.isPending}
            startIcon={current.isPending ? <CircularProgress size={16} aria-hidden /> : undefined}
          >
            {t(anki ? 'exchange.import.startNotes' : 'exchange.import.start', {
              count: shown?.row_count ?? 0,
            })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
