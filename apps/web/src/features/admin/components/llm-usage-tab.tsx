import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminLlmUsage } from '@reeprise/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { useAdminLlmUsage } from '../api/llm-usage';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { TableToolbar } from './table-toolbar';

const PERIODS = [7, 30, 90] as const;

/** What the LLM cost: tokens per day, user and model, as the provider reported them. */
export function LlmUsageTab() {
  const { t } = useTranslation('extras');
  const [search, setSearch] = useState('');
  const [days, setDays] = useState<number>(30);
  const usage = useAdminLlmUsage(days, useDebouncedValue(search.trim()));
  return (
    <>
      <TableToolbar search={search} onSearch={setSearch} searchLabel={t('extras.admin.llmUsage.searchHint')}>
        <TextField
          select
          size="small"
          label={t('extras.admin.llmUsage.period')}
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
          sx={{ minWidth: 180 }}
        >
          {PERIODS.map((period) => (
            <MenuItem key={period} value={period}>
              {t('extras.admin.llmUsage.lastDays', { count: period })}
            </MenuItem>
          ))}
        </TextField>
      </TableToolbar>
      {usage.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('app.loading')} />
        </Box>
      ) : usage.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void usage.refetch()}>
              {t('extras.retry')}
            </Button>
          }
        >
          {(usage.error instanceof ApiError && usage.error.detail) || t('extras.admin.loadFailed')}
        </Alert>
      ) : (
        <UsageTable report={usage.data} />
      )}
    </>
  );
}

function UsageTable({ report }: { report: AdminLlmUsage }) {
  const { t, i18n } = useTranslation('extras');
  const number = (value: number) => value.toLocaleString(i18n.language);
  const sum = (pick: (row: AdminLlmUsage['rows'][number]) => number) =>
    report.rows.reduce((total, row) => total + pick(row), 0);
  const headers = ['day', 'user', 'model', 'calls', 'prompt', 'completion', 'total'] as const;
  return (
    <>
      <Typography sx={{ mb: 1.5 }} data-testid="llm-usage-summary">
        {t('extras.admin.llmUsage.summary', {
          total: number(sum((row) => row.prompt_tokens + row.completion_tokens)),
          prompt: number(sum((row) => row.prompt_tokens)),
          completion: number(sum((row) => row.completion_tokens)),
          calls: number(sum((row) => row.calls)),
        })}
      </Typography>
      {report.truncated && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {t('extras.admin.llmUsage.truncated', { count: report.rows.length })}
        </Alert>
      )}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('extras.admin.tabs.llmUsage')} sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              {headers.map((key) => (
                <TableCell key={key} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} align={alignOf(key)}>
                  {t(`extras.admin.llmUsage.${key}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {report.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={headers.length}>
                  <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                    {t('extras.admin.llmUsage.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {report.rows.map((row) => (
              <TableRow key={`${row.day} ${row.user_id} ${row.model}`} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {new Date(`${row.day}T00:00:00Z`).toLocaleDateString(i18n.language, {
                    dateStyle: 'medium',
                    timeZone: 'UTC',
                  })}
                </TableCell>
                <TableCell>{row.username}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.model}</TableCell>
                <TableCell align="right">{number(row.calls)}</TableCell>
                <TableCell align="right">{number(row.prompt_tokens)}</TableCell>
                <TableCell align="right">{number(row.completion_tokens)}</TableCell>
                <TableCell align="right">{number(row.prompt_tokens + row.completion_tokens)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

const alignOf = (key: string) =>
  ['calls', 'prompt', 'completion', 'total'].includes(key) ? 'right' : 'left';
