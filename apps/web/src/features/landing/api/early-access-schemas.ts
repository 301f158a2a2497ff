import { EarlyAccessRequestSchema, type EarlyAccessRequest } from '@reeprise/contract';

// loaded by create-early-access-signup.ts when the visitor first uses the e-mail box: zod is no part
// of the landing page's first load (docs/performance.md)
export { EarlyAccessResponseSchema } from '@reeprise/contract';

/** The address as the server will take it (trimmed, lower-cased), or undefined when it is not valid. */
export function parseEarlyAccessRequest(values: { email: string }): EarlyAccessRequest | undefined {
  const parsed = EarlyAccessRequestSchema.safeParse(values);
  return parsed.success ? parsed.data : undefined;
}
