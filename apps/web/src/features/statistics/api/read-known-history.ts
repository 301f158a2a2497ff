import { LANGUAGES, type KnownHistory } from '@reeprise/contract';

// Checked by hand to KnownHistorySchema's rules: the statistics page loads no zod (decision 023), and this
// answer arrives after its first paint, where a schema chunk would be loaded for it alone.
// read-known-history.test.ts holds the check to the schema's verdicts.

const isDay = (value: unknown) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { date, known } = value as Record<string, unknown>;
  return typeof date === 'string' && Number.isSafeInteger(known) && (known as number) >= 0;
};

export function readKnownHistory(json: unknown): KnownHistory | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const { language, days } = json as Record<string, unknown>;
  const valid =
    (LANGUAGES as readonly unknown[]).includes(language) && Array.isArray(days) && days.every(isDay);
  if (!valid) return undefined;
  return {
    language: language as KnownHistory['language'],
    days: (days as KnownHistory['days']).map(({ date, known }) => ({ date, known })),
  };
}
