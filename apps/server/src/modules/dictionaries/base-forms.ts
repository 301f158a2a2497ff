import { normalizeWord } from '@reeprise/contract';

/**
 * The forms a click is looked up under, without repeats, in this order: the clicked form itself (NFC,
 * lower case), the base forms the learner's vocabulary already has for it, then its stems (Hunspell
 * and the inflection tables, platform/morphology), most likely first.
 */
export function candidateForms(word: string, known: string[] = [], stems: string[] = []): string[] {
  const candidates = [word.trim(), ...known, ...stems].map(normalizeWord);
  return [...new Set(candidates.filter(Boolean))];
}
