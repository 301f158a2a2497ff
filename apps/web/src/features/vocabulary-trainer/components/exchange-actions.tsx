import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportUrl } from '../api/export-vocabulary';
import type { ListFilters } from '../api/get-vocabulary-list';
import '@/lib/i18n/exchange-messages';

// the import dialog (its table and file reading) loads when the learner first opens it
const ImportDialog = lazy(() => import('./import-dialog').then((module) => ({ default: module.ImportDialog })));

/** Export what the list shows (CSV, TSV or an Anki deck) and import a file (issue 19 §3). */
export function ExchangeActions({ filters }: { filters: ListFilters }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [importing, setImporting] = useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon aria-hidden />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('exchange.export.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(['csv', 'tsv', 'apkg'] as const).map((format) => (
          <MenuItem
            key={format}
            component="a"
            href={exportUrl(filters, format)}
            download
            onClick={() => setAnchor(null)}
          >
            {t(`exchange.export.${format}`)}
          </MenuItem>
        ))}
      </Menu>
      <Button variant="outlined" startIcon={<UploadIcon aria-hidden />} onClick={() => setImporting(true)}>
        {t('exchange.import.button')}
      </Button>
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog defaultLanguage={filters.language || undefined} onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </Box>
  );
}
