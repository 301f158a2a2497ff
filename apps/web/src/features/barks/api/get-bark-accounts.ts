import { BarkAccountSchema, extrasPaths, type BarkAccount } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const BARK_ACCOUNTS_ERROR = 'could not fetch bark accounts';

const BarkAccountsSchema = z.array(BarkAccountSchema);

export function getBarkAccounts(signal?: AbortSignal): Promise<BarkAccount[]> {
  return api.get(extrasPaths.barks.accounts(), {
    schema: BarkAccountsSchema,
    errorMessage: BARK_ACCOUNTS_ERROR,
    signal,
  });
}

export function getBarkAccountsQueryOptions() {
  return queryOptions({ queryKey: ['bark-accounts'], queryFn: ({ signal }) => getBarkAccounts(signal) });
}

/** The bark accounts the user belongs to. */
export function useBarkAccounts() {
  return useQuery(getBarkAccountsQueryOptions());
}
