import { AdminLlmUsageSchema, extrasPaths, type AdminLlmUsage } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const LLM_USAGE_ERROR = 'could not fetch the LLM usage';

/** The tokens the LLM used in the last `days` days, per day, user and model; `q` searches usernames. */
export function getLlmUsage(days: number, q: string, signal?: AbortSignal): Promise<AdminLlmUsage> {
  const params = new URLSearchParams({ days: String(days) });
  if (q) params.set('q', q);
  return api.get(extrasPaths.admin.llmUsage(params), {
    schema: AdminLlmUsageSchema,
    errorMessage: LLM_USAGE_ERROR,
    signal,
  });
}

export const llmUsageQueryOptions = (days: number, q: string) =>
  queryOptions({
    queryKey: ['admin', 'llm_usage', days, q],
    queryFn: ({ signal }) => getLlmUsage(days, q, signal),
  });

export const useAdminLlmUsage = (days: number, q: string) => useQuery(llmUsageQueryOptions(days, q));
