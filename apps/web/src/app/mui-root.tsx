import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { NotifyProvider, preloadNotifySnackbar } from '@/components/ui/notify-provider';
import { useColorScheme } from '@/lib/color-scheme';
import { themes } from '@/lib/theme';

/**
 * The frame of every MUI screen: theme (light or dark) and baseline styles, a chunk of its own. The
 * notices' provider is the app's (app/provider.tsx); this one serves screens used without it (the admin
 * page). MUI is here anyway, so the snackbar's code loads now and the first notice shows at once.
 */
export function MuiRoot({ children }: { children: ReactNode }) {
  const scheme = useColorScheme();
  useEffect(() => {
    preloadNotifySnackbar().catch(() => undefined);
  }, []);
  return (
    <ThemeProvider theme={themes[scheme]}>
      <CssBaseline />
      <NotifyProvider>{children}</NotifyProvider>
    </ThemeProvider>
  );
}
