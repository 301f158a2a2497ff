import type { Language } from '@reeprise/contract';
import { LANGUAGE_TAGS } from './language-names';
import { WORD_PLACEHOLDER, type WebDictionary } from './web-dictionaries';

// Only the settings page offers these: the reader, which shows the links, does not load them.

const REVERSO_NAMES: Partial<Record<Language, string>> = {
  ENGLISH: 'english',
  FRENCH: 'french',
  GERMAN: 'german',
  ITALIAN: 'italian',
  PORTUGUESE_FROM_BRAZIL: 'portuguese',
  PORTUGUESE_FROM_PORTUGAL: 'portuguese',
  RUSSIAN: 'russian',
  SPANISH: 'spanish',
};

/** Ready-made templates for a language learned from the UI language (DeepL, Reverso where it has both). */
export function suggestedDictionaries(language: Language, uiLanguage: string): WebDictionary[] {
  const ui = uiLanguage.startsWith('de') ? 'de' : 'en';
  const from = LANGUAGE_TAGS[language].slice(0, 2);
  const suggestions: WebDictionary[] = [];
  if (from !== ui) suggestions.push({ name: 'DeepL', url: `https://www.deepl.com/translator#${from}/${ui}/${WORD_PLACEHOLDER}` });
  const reversoFrom = REVERSO_NAMES[language];
  const reversoTo = ui === 'de' ? 'german' : 'english';
  if (reversoFrom && reversoFrom !== reversoTo) {
    suggestions.push({ name: 'Reverso', url: `https://context.reverso.net/translation/${reversoFrom}-${reversoTo}/${WORD_PLACEHOLDER}` });
  }
  return suggestions;
}
