import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Page } from '@reeprise/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ApiError } from '@/lib/api-client';

export type Column<T> = { key: string; label: string; render: (row: T) => ReactNode; nowrap?: boolean };

type Props<T extends { id: number }> = {
  label: string;
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>, Error>;
  columns: Column<T>[];
  /** Buttons of one row, in the last column. */
  actions?: (row: T) => ReactNode;
};

/** A page of an admin table with loading, error and empty states and Load more. */
export function AdminTable<T extends { id: number }>({ label, query, columns, actions }: Props<T>) {
  const { t } = useTranslation('extras');
  if (query.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('extras.retry')}
          </Button>
        }
      >
        {(query.error instanceof ApiError && query.error.detail) || t('extras.admin.loadFailed')}
      </Alert>
    );
  }
  const rows = query.data.pages.flatMap((page) => page.results);
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={label} sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {column.label}
                </TableCell>
              ))}
              {actions && <TableCell sx={{ fontWeight: 700 }}>{t('extras.admin.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + (actions ? 1 : 0)}>
                  <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                    {t('extras.admin.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={row.id} hover>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    sx={
                      column.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'break-word', maxWidth: 360 }
                    }
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
                {actions && (
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Box sx={{ display: 'flex', gap: 0.5 }}>{actions(row)}</Box>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {query.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {t('extras.loadMore')}
          </Button>
        </Box>
      )}
    </>
  );
}
