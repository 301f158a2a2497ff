import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { NotifyProvider } from '@/components/ui/notify-provider';
import { theme } from './theme';

/** The frame of every MUI screen: theme, baseline styles and the snackbar. A chunk of its own. */
export function MuiRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <NotifyProvider>{children}</NotifyProvider>
    </ThemeProvider>
  );
}
