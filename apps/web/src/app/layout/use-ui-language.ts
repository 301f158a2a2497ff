import type { MotherTongue } from '@reeprise/contract';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { browserLanguage, languageForMotherTongue, setUiLanguage, type UiLanguage } from '@/lib/i18n';

/**
 * The UI follows the user's mother_tongue, a visitor's browser otherwise. A layout effect, so the
 * switch happens before the browser paints the first frame in the wrong language. Answers whether the
 * interface shows that language yet: its strings may still be loading (decision 024), and a page
 * shows a spinner meanwhile rather than a frame in the other language. Should they fail to load, the
 * page goes on in the language it has.
 */
export function useUiLanguage(
  loggedIn: boolean | undefined,
  motherTongue: MotherTongue | undefined,
): boolean {
  const { i18n } = useTranslation(); // re-renders when the language changes
  const [unavailable, setUnavailable] = useState<UiLanguage>();
  const target =
    loggedIn === false ? browserLanguage() : motherTongue ? languageForMotherTongue(motherTongue) : undefined;
  useLayoutEffect(() => {
    if (!target) return;
    setUiLanguage(target).catch(() => setUnavailable(target));
  }, [target]);
  return target === undefined || i18n.language === target || unavailable === target;
}
