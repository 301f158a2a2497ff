import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { NotifyProvider } from '@/components/ui/notify-provider';
import { i18n } from '@/lib/i18n';
import { theme } from './theme';

/** Everything a page needs around it except the router (tests bring a memory router). */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <NotifyProvider>{children}</NotifyProvider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
