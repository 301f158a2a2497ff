import type { Theme } from '@mui/material/styles';

/** A quiet grey fill for bubbles and code: grey 100 by day, grey 800 at night (text stays AA on both). */
export const mutedFill = (theme: Theme) =>
  theme.palette.mode === 'dark' ? theme.palette.grey[800] : theme.palette.grey[100];
