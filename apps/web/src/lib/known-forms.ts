import { paths, type KnownForms, type Language } from '@reeprise/contract';
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

export async function getKnownForms(language: Language, signal?: AbortSignal): Promise<KnownForms> {
  const json = await api.get(paths.vocabulary.knownForms({ language }), {
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
