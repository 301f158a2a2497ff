import { expect, test } from 'vitest';
import { formatDateTime } from './date-time';

// every month, both halves of the day, midnight and noon, one- and two-digit days, hours and minutes
const moments = Array.from({ length: 12 }, (_, month) =>
  [0, 7, 11, 12, 13, 23].map((hour) => new Date(2026, month, 1 + ((month * 5 + hour) % 28), hour, (month * 7 + hour) % 60)),
).flat();

test.each(['en', 'en-GB', 'de', 'de-AT'])('prints what Intl prints for medium date and short time in %s', (language) => {
  const intl = new Intl.DateTimeFormat(language.startsWith('de') ? 'de' : 'en', { dateStyle: 'medium', timeStyle: 'short' });
  for (const moment of moments) {
    // ICU versions differ only in the space before AM/PM (a plain or a narrow no-break one)
    const expected = intl.format(moment).replace(/[\u202f\u00a0]/g, ' ');
    expect(formatDateTime(moment.toISOString(), language).replace(/\u00a0/g, ' ')).toBe(expected);
  }
});

test('the time is the browser time zone’s, and PM stays with its time', () => {
  const moment = new Date(2026, 10, 27, 14, 5);
  expect(formatDateTime(moment.toISOString(), 'en')).toBe('Nov 27, 2026, 2:05\u00a0PM');
  expect(formatDateTime(moment.toISOString(), 'de')).toBe('27.11.2026, 14:05');
});
