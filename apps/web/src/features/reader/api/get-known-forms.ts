import type { Language } from '@reeprise/contract';
import { useKnownFormsOf } from '@/lib/known-forms';

// one query per language, shared with the level-fit bars of the text list (lib/known-forms)
export { getKnownForms, getKnownFormsQueryOptions, KNOWN_FORMS_ERROR } from '@/lib/known-forms';

/** The learner's forms in `language` (and which are still learning): the reader paints them. */
export function useKnownForms(language: Language | undefined) {
  return useKnownFormsOf(language);
}
