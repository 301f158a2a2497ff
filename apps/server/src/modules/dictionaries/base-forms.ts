import { normalizeWord, type Language } from '@reeprise/contract';

// Plain suffix rules, no morphology: enough to find `casa` from `casas` or `chat` from `chats`. A wrong
// guess costs nothing (it matches no headword or is listed after the exact form).
const SUFFIX_RULES: Partial<Record<Language, Array<[string, string]>>> = {
  ENGLISH: [
    ['ies', 'y'],
    ['es', ''],
    ['s', ''],
    ['ed', ''],
    ['ing', ''],
  ],
  FRENCH: [
    ['aux', 'al'],
    ['es', 'e'],
    ['s', ''],
    ['x', ''],
  ],
  GERMAN: [
    ['en', ''],
    ['n', ''],
    ['e', ''],
    ['er', ''],
    ['s', ''],
  ],
  ITALIAN: [
    ['i', 'o'],
    ['e', 'a'],
    ['i', 'e'],
  ],
  PORTUGUESE_FROM_BRAZIL: [
    ['ões', 'ão'],
    ['s', ''],
  ],
  PORTUGUESE_FROM_PORTUGAL: [
    ['ões', 'ão'],
    ['s', ''],
  ],
  SPANISH: [
    ['ces', 'z'],
    ['es', ''],
    ['s', ''],
  ],
};
const MIN_STEM = 2;

/** The clicked form (NFC, lower case), then its possible base forms, without repeats, in that order. */
export function candidateForms(language: Language, word: string, known: string[] = []): string[] {
  const form = normalizeWord(word.trim());
  const candidates = [form, ...known.map(normalizeWord)];
  for (const [suffix, replacement] of SUFFIX_RULES[language] ?? []) {
    if (form.endsWith(suffix) && form.length - suffix.length >= MIN_STEM) {
      candidates.push(form.slice(0, form.length - suffix.length) + replacement);
    }
  }
  return [...new Set(candidates.filter(Boolean))];
}
