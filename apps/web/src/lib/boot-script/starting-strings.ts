import { startingUiLanguage } from '../i18n/starting-language';
import { stringsAttribute } from './attributes';

/**
 * Asks for the starting language's strings while the HTML is still parsed, rather than after the app's
 * code has arrived and run (decision 024): the language the app starts in, by the app's own rule. The
 * chunk's hashed name is on the script's tag; the development server names none.
 */
export function askForStartingStrings(script: Element | null): void {
  const language = startingUiLanguage();
  const strings = script?.getAttribute(stringsAttribute(language));
  if (!strings) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = strings;
  link.setAttribute('data-starting-strings', language);
  document.head.appendChild(link);
}
