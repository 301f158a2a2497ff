import { BarkSchema, extrasPaths, type Bark, type CreateBark } from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { getBarksQueryOptions } from './get-barks';

export const CREATE_BARK_ERROR = 'could not create bark';

export function createBark(body: CreateBark): Promise<Bark> {
  return api.post(extrasPaths.barks.collection(), body, {
    schema: BarkSchema,
    errorMessage: CREATE_BARK_ERROR,
  });
}

/** Adds a bark (needs barks.add_bark and membership of the account); the map shows it at once. */
export function useCreateBark() {
  const queryClient = useQueryClient();
  return useMutation<Bark, ApiError, CreateBark>({
    mutationFn: createBark,
    onSuccess: async (bark) => {
      const { queryKey } = getBarksQueryOptions();
      queryClient.setQueryData(queryKey, (barks) => [bark, ...(barks ?? [])]);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
