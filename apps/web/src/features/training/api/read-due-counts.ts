import type { Due } from '@reeprise/contract';

/** The counts of a due answer; the new-word counts are 0 from a server before issue 35. */
export type DueCounts = Pick<Due, 'due_now' | 'due_today'> & { new_waiting: number; new_today: number };

const optionalCount = (value: unknown) => value === undefined || Number.isSafeInteger(value);

/**
 * The counts of a due answer asked for no words (limit 0), checked by hand to DueSchema's rules for
 * them: the trainer page paints without zod (decision 023). The words, if any, are not read here
 * (read-due-counts.test.ts holds the check to the schema's verdicts).
 */
export function readDueCounts(json: unknown): DueCounts | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const {
    due_now: now,
    due_today: today,
    new_waiting: waiting,
    new_today: fresh,
    results,
  } = json as Record<string, unknown>;
  if (!Number.isSafeInteger(now) || !Number.isSafeInteger(today) || !Array.isArray(results)) return undefined;
  if (!optionalCount(waiting) || !optionalCount(fresh)) return undefined;
  return {
    due_now: now as number,
    due_today: today as number,
    new_waiting: (waiting as number | undefined) ?? 0,
    new_today: (fresh as number | undefined) ?? 0,
  };
}
