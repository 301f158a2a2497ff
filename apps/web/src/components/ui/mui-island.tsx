import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useColorScheme } from '@/lib/color-scheme';
import { themes } from '@/lib/theme';

/**
 * MUI's theme around one part that loads on demand on a plain page (the drawer, a dialog, the snackbar,
 * the create form's full version): the text list paints without MUI (decision 021). Inside an MUI page
 * it repeats the same theme, which changes nothing. No CssBaseline: base.css sets the page's styles.
 */
export function MuiIsland({ children }: { children: ReactNode }) {
  const scheme = useColorScheme();
  return <ThemeProvider theme={themes[scheme]}>{children}</ThemeProvider>;
}
