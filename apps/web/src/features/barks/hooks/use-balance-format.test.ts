import { describe, expect, test } from 'vitest';
import { formatBalance } from './use-balance-format';

// Intl puts a narrow no-break space before the euro sign in German
const normalize = (value: string) => value.replace(/\s/g, ' ');

describe('formatBalance (credits / 100 in euros)', () => {
  test.each([
    [1234, 'en-US', '€12.34'],
    [1234, 'de-DE', '12,34 €'],
    [0, 'en-US', '€0.00'],
    [5, 'de-DE', '0,05 €'],
    [123456789, 'de-DE', '1.234.567,89 €'],
    [-250, 'en-US', '-€2.50'],
  ])('%i credits in %s is %s', (credits, locale, expected) => {
    expect(normalize(formatBalance(credits, locale))).toBe(expected);
  });
});
