import {
  paths,
  type ClearPlacementResult,
  type Language,
  type Placement,
  type PlacementResult,
} from '@reeprise/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { getKnownFormsQueryOptions } from '@/lib/known-forms';
import { WORD_STATUSES_KEY } from '@/lib/word-status-languages';

const loadSchemas = () => import('./word-status-schemas');

export const PLACEMENT_ERROR = 'could not run placement';
export const CLEAR_PLACEMENT_ERROR = 'could not clear placement';

/** Marks the language's most frequent words known for `level` (A0 marks nothing): issue 34. */
export function runPlacement(placement: Placement): Promise<PlacementResult> {
  return api.post(paths.wordStatuses.placement(), placement, {
    schema: () => loadSchemas().then((module) => module.PlacementResultSchema),
    errorMessage: PLACEMENT_ERROR,
  });
}

/** Forms placement marked, and nothing else has since, go back to new. */
export function clearPlacement(language: Language): Promise<ClearPlacementResult> {
  return api.delete(paths.wordStatuses.placement({ language }), undefined, {
    schema: () => loadSchemas().then((module) => module.ClearPlacementResultSchema),
    errorMessage: CLEAR_PLACEMENT_ERROR,
  });
}

// the counts, and every level-fit bar and the reader's marks of that language
function refreshKnown(queryClient: QueryClient, language: Language) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: WORD_STATUSES_KEY }),
    queryClient.invalidateQueries({ queryKey: getKnownFormsQueryOptions(language).queryKey }),
  ]);
}

export function useRunPlacement() {
  const queryClient = useQueryClient();
  return useMutation<PlacementResult, ApiError, Placement>({
    mutationFn: runPlacement,
    onSuccess: (_result, { language }) => refreshKnown(queryClient, language),
  });
}

export function useClearPlacement() {
  const queryClient = useQueryClient();
  return useMutation<ClearPlacementResult, ApiError, Language>({
    mutationFn: clearPlacement,
    onSuccess: (_result, language) => refreshKnown(queryClient, language),
  });
}
