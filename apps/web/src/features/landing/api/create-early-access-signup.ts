import { paths, type EarlyAccessRequest, type EarlyAccessResponse } from '@reeprise/contract';
import { useMutation } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';

export const EARLY_ACCESS_ERROR = 'could not request early access';

// the contract's schemas (and zod) load when the visitor first uses the e-mail box, not with the page
const loadSchemas = () => import('./early-access-schemas');

/** Starts loading the schemas, e.g. when the e-mail field gets focus, so the check on submit is instant. */
export function preloadEarlyAccessSchemas(): void {
  // a failed preload is told by the submit that needs the schemas, not here
  loadSchemas().catch(() => undefined);
}

/** The request checked with the contract's schema: trimmed and lower-cased, or undefined when invalid. */
export async function validateEarlyAccessRequest(values: { email: string }) {
  return (await loadSchemas()).parseEarlyAccessRequest(values);
}

export function createEarlyAccessSignup(body: EarlyAccessRequest): Promise<EarlyAccessResponse> {
  return api.post(paths.earlyAccess(), body, {
    schema: () => loadSchemas().then((module) => module.EarlyAccessResponseSchema),
    errorMessage: EARLY_ACCESS_ERROR,
  });
}

export function useCreateEarlyAccessSignup() {
  return useMutation<EarlyAccessResponse, ApiError, EarlyAccessRequest>({
    mutationFn: createEarlyAccessSignup,
  });
}
