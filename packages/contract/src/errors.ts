import { z } from 'zod';

/**
 * Every error answer of the API: a human message (English), plus field messages for validation errors.
 * Messages a learner may see carry a stable `code` (and the numbers it names in `params`), so the web app
 * shows them in the learner's language; `detail` stays the English text for every other client.
 */
export const ErrorBodySchema = z.object({
  detail: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
