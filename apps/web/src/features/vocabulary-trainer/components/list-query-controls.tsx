import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import {
  VOCABULARY_SEARCH_MAX_LENGTH,
  VOCABULARY_SORTS,
  VocabularySortSchema,
  type VocabularySort,
} from '@reeprise/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/lib/i18n/exchange-messages';

type Props = {
  search: string;
  sort: VocabularySort;
  onSearch: (search: string) => void;
  onSort: (sort: VocabularySort) => void;
  /** The export and import buttons, beside the order. */
  children?: ReactNode;
};

/** Search and order of the trainer list (issue 19 §4). */
export function ListQueryControls({ search, sort, onSearch, onSort, children }: Props) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      role="search"
      aria-label={t('exchange.list.searchRegion')}
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <TextField
        type="search"
        size="small"
        label={t('exchange.list.search')}
        placeholder={t('exchange.list.searchPlaceholder')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        sx={{ flex: '1 1 260px' }}
        slotProps={{
          htmlInput: { maxLength: VOCABULARY_SEARCH_MAX_LENGTH },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={t('exchange.list.sort')}
        value={sort}
        onChange={(event) => {
          const parsed = VocabularySortSchema.safeParse(event.target.value);
          if (parsed.success) onSort(parsed.data);
        }}
        sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {VOCABULARY_SORTS.map((option) => (
          <option key={option} value={option}>
            {t(`exchange.list.sorts.${option}`)}
          </option>
        ))}
      </TextField>
      {children}
    </Paper>
  );
}
