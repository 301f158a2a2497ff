import { createTheme } from '@mui/material/styles';

/** Reeprise's look: deep blue for reading, a warm amber accent for what you learn. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1f4e79', dark: '#12304d', light: '#4a78a6' },
    secondary: { main: '#f2a541', light: '#ffd08a', dark: '#b8761a' },
    background: { default: '#f6f8fb' },
  },
  shape: { borderRadius: 10 },
  typography: {
    // no web font: the CSP and offline machines both prefer the system stack
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontWeight: 800 },
    h4: { fontWeight: 700 },
    button: { fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
