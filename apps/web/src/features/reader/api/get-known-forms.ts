import { KnownFormsSchema, type Language } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const KNOWN_FORMS_ERROR = 'could not fetch vocabulary';

export function getKnownForms(language: Language, signal?: AbortSignal): Promise<string[]> {
  return api
    .get(`/api/reeprise/vocabulary/known_forms/?language=${language}`, {
      schema: KnownFormsSchema,
      errorMessage: KNOWN_FORMS_ERROR,
      signal,
    })
    .then((answer) => answer.forms);
}

export function getKnownFormsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['vocabulary', 'known-forms', language],
    queryFn: ({ signal }) => getKnownForms(language, signal),
  });
}

/** Every form of the learner's words in `language`, lower case: the reader paints them green. */
export function useKnownForms(language: Language | undefined) {
  return useQuery({ ...getKnownFormsQueryOptions(language ?? 'ENGLISH'), enabled: language !== undefined });
}
