import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';

const LOCALES = { de: 'de-DE', en: 'en-US' } as const;

/** Formats numbers in the interface language: 1,234 in English, 1.234 in German. */
export function useNumberFormat(): (value: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'de' ? LOCALES.de : LOCALES.en;
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale);
    return (value: number) => format.format(value);
  }, [locale]);
}
