import {
  EarlyAccessResponseSchema,
  type EarlyAccessRequest,
  type EarlyAccessResponse,
} from '@reeprise/contract';
import { useMutation } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';

export const EARLY_ACCESS_ERROR = 'could not request early access';

export function createEarlyAccessSignup(body: EarlyAccessRequest): Promise<EarlyAccessResponse> {
  return api.post('/api/early_access/', body, {
    schema: EarlyAccessResponseSchema,
    errorMessage: EARLY_ACCESS_ERROR,
  });
}

export function useCreateEarlyAccessSignup() {
  return useMutation<EarlyAccessResponse, ApiError, EarlyAccessRequest>({
    mutationFn: createEarlyAccessSignup,
  });
}
