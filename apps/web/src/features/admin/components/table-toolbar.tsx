import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';

type Props = { search: string; onSearch: (value: string) => void; searchLabel: string; children?: ReactNode };

/** The search box of a table and, beside it, what the table can create. */
export function TableToolbar({ search, onSearch, searchLabel, children }: Props) {
  const { t } = useTranslation('extras');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
      <TextField
        type="search"
        size="small"
        label={t('extras.admin.search')}
        placeholder={searchLabel}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        sx={{ flex: 1, maxWidth: { sm: 420 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {children}
    </Stack>
  );
}
