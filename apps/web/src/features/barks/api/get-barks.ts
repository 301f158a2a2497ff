import { BarkSchema, extrasPaths, type Bark } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const BARKS_ERROR = 'could not fetch barks';

const BarksSchema = z.array(BarkSchema);

export function getBarks(signal?: AbortSignal): Promise<Bark[]> {
  return api.get(extrasPaths.barks.collection(), { schema: BarksSchema, errorMessage: BARKS_ERROR, signal });
}

export function getBarksQueryOptions() {
  return queryOptions({ queryKey: ['barks'], queryFn: ({ signal }) => getBarks(signal) });
}

/** The barks (map pins) of the user's accounts, newest first. */
export function useBarks() {
  return useQuery(getBarksQueryOptions());
}
