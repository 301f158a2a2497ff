import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { ColorScheme } from '@/lib/color-scheme';
import { palette } from '@/lib/palette';

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
        notchedOutline: { borderColor: palette[mode].inputBorder },
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
          ? [{ props: { variant: 'outlined', color: 'secondary' }, style: { color: palette.light.secondaryChipText } }]
          : [],
    },
  };
}

/** The MUI palette of a scheme, from the app's one palette (lib/palette.ts) that the CSS variables share. */
function muiPalette(mode: ColorScheme): ThemeOptions['palette'] {
  const colours = palette[mode];
  return {
    mode,
    // the words on the blue and the amber are the palette's own: at night dark ones, which MUI would not pick
    // for the light blue; a key left undefined would not be filled in by MUI but leave the text unset
    primary: {
      main: colours.primary,
      dark: colours.primaryDark,
      light: colours.primaryLight,
      contrastText: colours.onPrimary,
    },
    secondary: {
      main: colours.secondary,
      light: colours.secondaryLight,
      dark: colours.secondaryDark,
      contrastText: colours.onSecondary,
    },
    error: { main: colours.error },
    warning: { main: colours.warning, light: colours.warningLight },
    info: { main: colours.info },
    success: { main: colours.success },
    background: { default: colours.background, paper: colours.paper },
  };
}

/** Reeprise's look: deep blue for reading, a warm amber accent for what you learn. */
export const theme = createTheme({ ...shared, components: components('light'), palette: muiPalette('light') });

/**
 * The same look at night: the blue lightened until it reads on a dark ground (AA for text, 3:1 for
 * borders and focus rings), the amber kept.
 */
export const darkTheme = createTheme({ ...shared, components: components('dark'), palette: muiPalette('dark') });

export const themes: Record<ColorScheme, typeof theme> = { light: theme, dark: darkTheme };
