import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { ColorScheme } from '@/lib/color-scheme';

const shared: ThemeOptions = {
  shape: { borderRadius: 10 },
  typography: {
    // no web font: the CSP and offline machines both prefer the system stack
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontWeight: 800 },
    h4: { fontWeight: 700 },
    button: { fontWeight: 600 },
  },
};

/**
 * Where MUI's defaults fall short of WCAG 2.2 AA (issue 18 items 2 and 7), in both schemes: keyboard
 * focus on list items, card areas, row buttons and switches is a 2px ring, not a 1.3:1 grey fill;
 * switch tracks and input borders reach 3:1, placeholders 4.5:1.
 */
function components(mode: 'light' | 'dark'): ThemeOptions['components'] {
  const ring = ({ theme }: { theme: Theme }) => ({
    '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  });
  const ink = mode === 'light' ? '0, 0, 0' : '255, 255, 255';
  return {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiListItemButton: { styleOverrides: { root: ring } },
    MuiCardActionArea: { styleOverrides: { root: ring } },
    MuiSwitch: {
      styleOverrides: {
        track: { opacity: mode === 'light' ? 0.6 : 0.5 },
        switchBase: ({ theme }) => ({
          '&.Mui-focusVisible .MuiSwitch-thumb': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
        }),
      },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        notchedOutline: { borderColor: `rgba(${ink}, ${mode === 'light' ? 0.45 : 0.4})` },
      },
    },
    MuiInputBase: {
      styleOverrides: {
        input: {
          '&::placeholder': { opacity: 0.7 },
          'label[data-shrink=false] + .MuiInputBase-formControl &': {
            '&:focus::placeholder': { opacity: 0.7 },
          },
        },
      },
    },
    // amber text on white is 2:1: the "Demo text" chip's words take a darker amber (6:1)
    MuiChip: {
      variants:
        mode === 'light'
          ? [{ props: { variant: 'outlined', color: 'secondary' }, style: { color: '#8a5700' } }]
          : [],
    },
  };
}

/** Reeprise's look: deep blue for reading, a warm amber accent for what you learn. */
export const theme = createTheme({
  ...shared,
  components: components('light'),
  palette: {
    primary: { main: '#1f4e79', dark: '#12304d', light: '#4a78a6' },
    secondary: { main: '#f2a541', light: '#ffd08a', dark: '#b8761a' },
    background: { default: '#f6f8fb' },
  },
});

/**
 * The same look at night: the blue lightened until it reads on a dark ground (AA for text, 3:1 for
 * borders and focus rings), the amber kept; base.css and the landing page use the same colours.
 */
export const darkTheme = createTheme({
  ...shared,
  components: components('dark'),
  palette: {
    mode: 'dark',
    primary: { main: '#8db8e6', dark: '#5f8fc2', light: '#b8d4f2', contrastText: 'rgba(0, 0, 0, 0.87)' },
    secondary: { main: '#f2a541', light: '#ffd08a', dark: '#b8761a', contrastText: 'rgba(0, 0, 0, 0.87)' },
    background: { default: '#10161d', paper: '#18212b' },
  },
});

export const themes: Record<ColorScheme, typeof theme> = { light: theme, dark: darkTheme };
