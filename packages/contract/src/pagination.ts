import { z } from 'zod';

/** DRF-style cursor page: `next`/`previous` are full URLs carrying an opaque `cursor`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    next: z.string().nullable(),
    previous: z.string().nullable(),
  });
}
export type Page<T> = { results: T[]; next: string | null; previous: string | null };

export const CursorQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
});
