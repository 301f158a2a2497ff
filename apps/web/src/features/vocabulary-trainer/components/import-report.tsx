import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ImportReport } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * What an import did, and which rows it skipped and why. Imported as known (issue 34), `added` counts the
 * words newly known and `merged` those left as they were.
 */
export function ImportReportView({ report, asKnown = false }: { report: ImportReport; asKnown?: boolean }) {
  const { t, i18n } = useTranslation('known-words', 'vocabulary-exchange');
  const n = (value: number) => value.toLocaleString(i18n.language === 'de' ? 'de-DE' : 'en-US');
  return (
    <Alert severity={report.skipped > 0 ? 'warning' : 'success'} role="status">
      <Typography>
        {asKnown
          ? [
              t('knownWords.import.done', { count: report.added, n: n(report.added) }),
              t('knownWords.import.unchanged', { count: report.merged, n: n(report.merged) }),
              t('knownWords.import.skipped', { count: report.skipped, n: n(report.skipped) }),
            ].join(' · ')
          : [
              t('exchange.import.added', { count: report.added }),
              t('exchange.import.merged', { count: report.merged }),
              t('exchange.import.skipped', { count: report.skipped }),
            ].join(' · ')}
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
