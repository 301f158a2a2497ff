import type { MotherTongue } from '@reeprise/contract';
import { useLayoutEffect } from 'react';
import { browserLanguage, languageForMotherTongue, setUiLanguage } from '@/lib/i18n';

/**
 * The UI follows the user's mother_tongue, a visitor's browser otherwise. A layout effect, so the
 * switch happens before the browser paints the first frame in the wrong language.
 */
export function useUiLanguage(loggedIn: boolean | undefined, motherTongue: MotherTongue | undefined): void {
  const target =
    loggedIn === false ? browserLanguage() : motherTongue ? languageForMotherTongue(motherTongue) : undefined;
  useLayoutEffect(() => {
    if (target) setUiLanguage(target);
  }, [target]);
}
