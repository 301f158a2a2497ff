import type { KnownForms, Language, WordStatus } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

export const KNOWN_FORMS_ERROR = 'could not fetch vocabulary';

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The answer checked by hand, to the rules of KnownFormsSchema: every card's level fit bar asks for it,
 * and the text list paints without zod (decision 021). known-forms.test.ts holds the two to the same verdicts.
 */
export function readKnownForms(json: unknown): KnownForms | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const { forms, learning = [], ignored = [] } = json as Record<string, unknown>;
  if (!isStringArray(forms) || !isStringArray(learning) || !isStringArray(ignored)) return undefined;
  return { forms, learning, ignored };
}

/** A form's status for the learner (issue 34): `learning` is a vocabulary entry not yet known. */
export type FormStatus = 'new' | 'learning' | 'known' | 'ignored';

/**
 * The learner's forms of one language as sets: `forms` every form they have (vocabulary entries and forms
 * marked known), `learning` those still being learned, `ignored` names and foreign words (counted as known).
 */
export type WordModel = {
  forms: ReadonlySet<string>;
  learning: ReadonlySet<string>;
  ignored: ReadonlySet<string>;
};

export const EMPTY_WORD_MODEL: WordModel = { forms: new Set(), learning: new Set(), ignored: new Set() };

// one set per answer, shared by the reader and every card of the list (30,000 forms take milliseconds)
const models = new WeakMap<KnownForms, WordModel>();

/** The sets of one known_forms answer, built once per answer. */
export function wordModelOf(known: KnownForms | undefined): WordModel {
  if (!known) return EMPTY_WORD_MODEL;
  let model = models.get(known);
  if (!model) {
    model = { forms: new Set(known.forms), learning: new Set(known.learning), ignored: new Set(known.ignored) };
    models.set(known, model);
  }
  return model;
}

/** An ignored form is ignored whatever else it is; a vocabulary entry still being learned is learning. */
export function statusOf(model: WordModel, form: string): FormStatus {
  if (model.ignored.has(form)) return 'ignored';
  if (model.learning.has(form)) return 'learning';
  return model.forms.has(form) ? 'known' : 'new';
}

/**
 * The answer as it will be once the server has set `status` on `words` (the client shows it at once): a
 * status set by hand wins over a vocabulary entry being learned; back to new, an entry is learning again
 * (the server's answer brings that back: the client does not know which forms are entries).
 */
export function withStatus(known: KnownForms, words: readonly string[], status: WordStatus): KnownForms {
  const changed = new Set(words);
  const learning = new Set(known.learning);
  const forms = known.forms.filter((form) => !changed.has(form) || (status === 'new' && learning.has(form)));
  const ignored = known.ignored.filter((form) => !changed.has(form));
  if (status === 'known') forms.push(...changed);
  if (status === 'ignored') ignored.push(...changed);
  return {
    forms,
    learning: status === 'new' ? known.learning : known.learning.filter((form) => !changed.has(form)),
    ignored,
  };
}

export async function getKnownForms(language: Language, signal?: AbortSignal): Promise<KnownForms> {
  const json = await api.get(`/api/reeprise/vocabulary/known_forms/?language=${language}`, {
    errorMessage: KNOWN_FORMS_ERROR,
    signal,
  });
  const known = readKnownForms(json);
  if (!known) throw new ApiError(KNOWN_FORMS_ERROR, 200, undefined);
  return known;
}

/**
 * The learner's forms of one language (which are still learning, which ignored), shared by the reader's
 * marking and every level-fit bar: one request per language, refetched when 'vocabulary' changes.
 */
export function getKnownFormsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['vocabulary', 'known-forms', language],
    queryFn: ({ signal }) => getKnownForms(language, signal),
    // a list page mounts many cards of the same language: they share one answer for a while
    staleTime: 30_000,
  });
}

export function useKnownFormsOf(language: Language | undefined) {
  return useQuery({ ...getKnownFormsQueryOptions(language ?? 'ENGLISH'), enabled: language !== undefined });
}
