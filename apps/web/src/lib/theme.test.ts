import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { palette } from './palette';
import { themes } from './theme';

describe('the MUI themes', () => {
  it.each(['light', 'dark'] as const)('write the palette’s readable words on the %s scheme’s buttons', (mode) => {
    const { primary, secondary } = themes[mode].palette;
    expect(primary.contrastText).toBe(palette[mode].onPrimary);
    expect(secondary.contrastText).toBe(palette[mode].onSecondary);
    // WCAG AA for a contained button's label (axe's color-contrast rule)
    expect(getContrastRatio(primary.contrastText, primary.main)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(secondary.contrastText, secondary.main)).toBeGreaterThanOrEqual(4.5);
  });
});
