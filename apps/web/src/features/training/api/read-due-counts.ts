import type { Due } from '@reeprise/contract';

export type DueCounts = Pick<Due, 'due_now' | 'due_today'>;

/**
 * The counts of a due answer asked for no words (limit 0), checked by hand to DueSchema's rules for
 * them: the trainer page paints without zod (decision 023). The words, if any, are not read here
 * (read-due-counts.test.ts holds the check to the schema's verdicts).
 */
export function readDueCounts(json: unknown): DueCounts | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const { due_now: now, due_today: today, results } = json as Record<string, unknown>;
  if (!Number.isSafeInteger(now) || !Number.isSafeInteger(today) || !Array.isArray(results)) return undefined;
  return { due_now: now as number, due_today: today as number };
}
