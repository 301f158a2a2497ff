import { z } from 'zod';

/** Every error answer of the API: a human message, plus field messages for validation errors. */
export const ErrorBodySchema = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
