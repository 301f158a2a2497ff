import type { ColorScheme } from '@/lib/color-scheme';

/**
 * Every colour of the app, written once (issue 37). The MUI theme (lib/theme.ts) takes its palette from
 * here, and the build turns the same values into the CSS variables `--rp-<name>` (`primaryDark` is
 * `--rp-primary-dark`) that the pages drawn in plain CSS use (build/palette-css.ts, imported by main.tsx
 * as `virtual:palette.css`). A colour literal anywhere else in src/ is refused by palette.test.ts, and so
 * is a `var(--rp-…)` that names no colour here.
 *
 * Values MUI derives itself (its greys, its alert tints, its elevation shadows) are written out where the
 * plain-CSS pages need them, as MUI 7 computes them for the colours below.
 */

/** `hex` at `opacity`, as MUI's `alpha()` writes it. */
export function withAlpha(hex: string, opacity: number): string {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [red, green, blue] = [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16));
  return `rgba(${red}, ${green}, ${blue}, ${opacity})`;
}

const BRAND = {
  primary: '#1f4e79',
  primaryDark: '#12304d',
  primaryLight: '#4a78a6',
  secondary: '#f2a541',
  secondaryLight: '#ffd08a',
  secondaryDark: '#b8761a',
} as const;

const DARK_PRIMARY = { primary: '#8db8e6', primaryDark: '#5f8fc2', primaryLight: '#b8d4f2' } as const;

const BLACK_TEXT = 'rgba(0, 0, 0, 0.87)';

// MUI's elevation shadows 1 and 8 (theme.shadows), for the cards and menus drawn without MUI
const ELEVATION = {
  elevation1: '0 2px 1px -1px rgba(0, 0, 0, 0.2), 0 1px 1px 0 rgba(0, 0, 0, 0.14), 0 1px 3px 0 rgba(0, 0, 0, 0.12)',
  elevation8: '0 5px 5px -3px rgba(0, 0, 0, 0.2), 0 8px 10px 1px rgba(0, 0, 0, 0.14), 0 3px 14px 2px rgba(0, 0, 0, 0.12)',
} as const;

const light = {
  ...BRAND,
  onPrimary: '#fff',
  primaryHover: withAlpha(BRAND.primary, 0.04),
  primaryBorder: withAlpha(BRAND.primary, 0.5),
  primaryChipBorder: withAlpha(BRAND.primary, 0.7),
  onSecondary: BLACK_TEXT,
  secondaryChipBorder: withAlpha(BRAND.secondary, 0.7),
  // amber text on white is 2:1: words in the accent take a darker amber (6:1)
  secondaryChipText: '#8a5700',
  info: '#0288d1',
  infoChipBorder: withAlpha('#0288d1', 0.7),
  infoAlertBg: 'rgb(229, 246, 253)',
  infoAlertText: 'rgb(1, 67, 97)',
  success: '#2e7d32',
  successAlertBg: 'rgb(237, 247, 237)',
  successAlertText: 'rgb(30, 70, 32)',
  error: '#d32f2f',
  // error words on the page's ground; on a dark ground MUI's red is too dark to read (landing, forms)
  errorText: '#d32f2f',
  errorHover: withAlpha('#d32f2f', 0.04),
  errorAlertBg: 'rgb(253, 237, 237)',
  errorAlertText: 'rgb(95, 33, 32)',
  warning: '#ed6c02',
  // the word being read aloud (MUI's warning.light)
  warningLight: '#ff9800',
  warningChipBorder: withAlpha('#ed6c02', 0.7),
  warningAlertBg: 'rgb(255, 244, 229)',
  warningAlertText: 'rgb(102, 60, 0)',
  text: BLACK_TEXT,
  textSecondary: 'rgba(0, 0, 0, 0.6)',
  disabled: 'rgba(0, 0, 0, 0.38)',
  // a disabled button's words (MUI's action.disabled)
  disabledText: 'rgba(0, 0, 0, 0.26)',
  disabledBg: 'rgba(0, 0, 0, 0.12)',
  divider: 'rgba(0, 0, 0, 0.12)',
  action: 'rgba(0, 0, 0, 0.54)',
  hover: 'rgba(0, 0, 0, 0.04)',
  selected: 'rgba(0, 0, 0, 0.08)',
  chipBg: 'rgba(0, 0, 0, 0.08)',
  chipBorder: '#bdbdbd',
  // an outlined field's border at rest (MUI's) and the stronger one of our inputs (3:1, lib/theme.ts)
  outline: 'rgba(0, 0, 0, 0.23)',
  inputBorder: 'rgba(0, 0, 0, 0.45)',
  skeleton: 'rgba(0, 0, 0, 0.11)',
  tooltip: 'rgba(97, 97, 97, 0.92)',
  paper: '#fff',
  // the landing page's tinted bands and a table's header row
  surfaceTinted: '#fafafa',
  background: '#f6f8fb',
  switchThumb: '#fff',
  switchTrack: '#000',
  switchThumbDisabled: '#f5f5f5',
  appbar: BRAND.primary,
  onAppbar: '#fff',
  // the landing page's hero and footer, and the text list's welcome band, keep the blue in both schemes
  brand: BRAND.primary,
  brandDark: BRAND.primaryDark,
  onBrand: '#fff',
  onBrandBorder: withAlpha('#fff', 0.7),
  onBrandHover: withAlpha('#fff', 0.08),
  // a word or sentence marked in a text: dark words on pale yellow by day, pale yellow on olive at night
  mark: '#fff1a8',
  onMark: '#1f1a00',
  // the reader's words, each text colour on its fill at least 4.5:1 (features/reader/components/word-text.module.css)
  wordNewLine: '#4a6cd4',
  wordLearningBg: '#fdeac2',
  wordLearningText: '#5a3c00',
  wordLearningLine: '#a86b00',
  wordPhraseBg: '#d6e2ff',
  wordPhraseText: '#0d2a6b',
  wordPracticeLine: '#7b1fa2',
  wordPlayingBg: 'rgba(25, 118, 210, 0.1)',
  wordSelectedBg: '#1f4fd1',
  onWordSelected: '#fff',
  onTooltip: '#fff',
  // a known, a learning and a new word in a level-fit bar
  levelKnown: '#2e7d32',
  levelLearning: '#f0a500',
  levelNew: '#cfd8dc',
  ...ELEVATION,
} as const;

export type ColourName = keyof typeof light;

/**
 * The same look at night: the blue lightened until it reads on a dark ground (AA for text, 3:1 for
 * borders and focus rings), the amber kept.
 */
const dark: Record<ColourName, string> = {
  ...light,
  ...DARK_PRIMARY,
  onPrimary: BLACK_TEXT,
  primaryHover: withAlpha(DARK_PRIMARY.primary, 0.08),
  primaryBorder: withAlpha(DARK_PRIMARY.primary, 0.5),
  primaryChipBorder: withAlpha(DARK_PRIMARY.primary, 0.7),
  secondaryChipText: BRAND.secondary,
  info: '#29b6f6',
  infoChipBorder: withAlpha('#29b6f6', 0.7),
  infoAlertBg: 'rgb(7, 19, 24)',
  infoAlertText: 'rgb(184, 231, 251)',
  success: '#66bb6a',
  successAlertBg: 'rgb(12, 19, 13)',
  successAlertText: 'rgb(204, 232, 205)',
  error: '#f44336',
  errorText: '#f28b82',
  errorHover: withAlpha('#f44336', 0.08),
  errorAlertBg: 'rgb(22, 11, 11)',
  errorAlertText: 'rgb(244, 199, 199)',
  warning: '#ffa726',
  warningLight: '#ffb74d',
  warningChipBorder: withAlpha('#ffa726', 0.7),
  warningAlertBg: 'rgb(25, 18, 7)',
  warningAlertText: 'rgb(255, 226, 183)',
  text: '#fff',
  textSecondary: 'rgba(255, 255, 255, 0.7)',
  disabled: 'rgba(255, 255, 255, 0.5)',
  disabledText: 'rgba(255, 255, 255, 0.3)',
  disabledBg: 'rgba(255, 255, 255, 0.12)',
  divider: 'rgba(255, 255, 255, 0.12)',
  action: '#fff',
  hover: 'rgba(255, 255, 255, 0.08)',
  selected: 'rgba(255, 255, 255, 0.16)',
  chipBg: 'rgba(255, 255, 255, 0.16)',
  chipBorder: '#616161',
  outline: 'rgba(255, 255, 255, 0.23)',
  inputBorder: 'rgba(255, 255, 255, 0.4)',
  skeleton: 'rgba(255, 255, 255, 0.13)',
  paper: '#18212b',
  surfaceTinted: '#10161d',
  background: '#10161d',
  switchThumb: '#e0e0e0',
  switchTrack: '#fff',
  // MUI's AppBar leaves its colour in the dark (enableColorOnDark false): the paper's
  appbar: '#18212b',
  mark: '#5c4d00',
  onMark: '#fff1a8',
  wordNewLine: '#7d9bff',
  wordLearningBg: '#4d3700',
  wordLearningText: '#fdeac2',
  wordLearningLine: BRAND.secondary,
  wordPhraseBg: '#1f3a7a',
  wordPhraseText: '#d6e2ff',
  wordPracticeLine: '#ce93d8',
  wordPlayingBg: 'rgba(144, 202, 249, 0.16)',
};

export const palette: Record<ColorScheme, Record<ColourName, string>> = { light, dark };

/** `primaryDark` → `--rp-primary-dark`: the CSS variable a colour is known by in stylesheets. */
export function cssVariable(name: ColourName): string {
  return `--rp-${name.replace(/[A-Z0-9]+/g, (part) => `-${part.toLowerCase()}`)}`;
}

/** `var(--rp-primary-dark)`: a colour for an inline style or an SVG attribute that follows the scheme. */
export function cssColour(name: ColourName): string {
  return `var(${cssVariable(name)})`;
}
