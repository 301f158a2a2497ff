import {
  POLL_INTERVAL_MS,
  SentenceExplanationSchema,
  paths,
  type ExplainSentence,
  type SentenceExplanation,
} from '@reeprise/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';

// loaded with the explanation panel only (the reader's first paint carries neither zod nor this)

export const EXPLAIN_ERROR = 'Could not explain the sentence';
/** The server's code when it has no language model to explain with (decision 038). */
export const NEEDS_MODEL = 'explanation_needs_model';

type Input = { textId: number } & ExplainSentence;

/** 200 with the kept explanation, or 201 with a PENDING one whose text streams (issue 36). */
export function explainSentence({ textId, ...body }: Input): Promise<SentenceExplanation> {
  return api.post(paths.generatedTexts.explainSentence(textId), body, {
    schema: SentenceExplanationSchema,
    errorMessage: EXPLAIN_ERROR,
  });
}

export function getExplanationQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['sentence-explanation', id],
    queryFn: ({ signal }) =>
      api.get(paths.sentenceExplanations.detail(id), {
        schema: SentenceExplanationSchema,
        errorMessage: EXPLAIN_ERROR,
        signal,
      }),
    // polled while written, as a text is: the socket shows it sooner, polling heals what it missed
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? POLL_INTERVAL_MS : false),
  });
}

export function useExplainSentence() {
  const queryClient = useQueryClient();
  return useMutation<SentenceExplanation, ApiError, Input>({
    mutationFn: explainSentence,
    onSuccess: (explanation) =>
      queryClient.setQueryData(['sentence-explanation', explanation.id], explanation),
  });
}

/** One explanation, kept in the cache the POST filled and polled while it is written. */
export function useExplanation(id: number | null) {
  return useQuery({ ...getExplanationQueryOptions(id ?? 0), enabled: id !== null });
}
