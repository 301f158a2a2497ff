import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ImportReport } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';

/** What an import did, and which rows it skipped and why. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  return (
    <Alert severity={report.skipped > 0 ? 'warning' : 'success'} role="status">
      <Typography>
        {t('exchange.import.added', { count: report.added })} · {t('exchange.import.merged', { count: report.merged })} ·{' '}
        {t('exchange.import.skipped', { count: report.skipped })}
      </Typography>
      {report.skipped_rows.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {report.skipped_rows.map(({ row, reason }) => (
            <li key={row}>{t(`exchange.import.reasons.${reason}`, { row })}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
