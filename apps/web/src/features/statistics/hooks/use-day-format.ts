import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * A learner's day, YYYY-MM-DD, as the date at UTC midnight that the charts' scales use. The charts take
 * dates, not days: what they import would otherwise be a chunk of its own beside the page's.
 */
export const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Days in the interface language: `short` for an axis ("3/14", "14.3."), `long` for a table or a
 * screen reader ("Mar 14, 2026", "14.03.2026").
 */
export function useDayFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'de' ? 'de-DE' : 'en-US';
  return useMemo(() => {
    const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      short: (date: Date) => short.format(date),
      shortDay: (day: string) => short.format(dayDate(day)),
      long: (day: string) => long.format(dayDate(day)),
    };
  }, [locale]);
}
