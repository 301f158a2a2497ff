import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';

const LOCALES = { de: 'de-DE', en: 'en-US' } as const;

/** The balance of `credits` (credits / 100) as euros in the given locale: €12.34 or 12,34 €. */
export function formatBalance(credits: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(credits / 100);
}

/** Formats credits as a balance in the interface language. */
export function useBalanceFormat(): (credits: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'de' ? LOCALES.de : LOCALES.en;
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    return (credits: number) => format.format(credits / 100);
  }, [locale]);
}
