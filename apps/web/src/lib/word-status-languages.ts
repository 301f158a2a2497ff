import {
  LANGUAGES,
  LEVELS,
  paths,
  type PlacementLevel,
  type WordStatusLanguages,
  type WordStatusStats,
} from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

export const WORD_STATUS_LANGUAGES_ERROR = 'could not fetch known words';

/** Every answer about statuses lives under this key: a placement or an import refreshes them all. */
export const WORD_STATUSES_KEY = ['word-statuses'] as const;

// the text levels, from the contract's plain lists: PLACEMENT_LEVELS lives beside zod, which this module,
// on every learner page's first paint, must not bring along (decision 021); the test holds the two equal
const PLACEMENT_LEVEL_VALUES: readonly PlacementLevel[] = LEVELS;

const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

function readStats(json: unknown): WordStatusStats | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const { language, known, learning, ignored, placement_level } = json as Record<string, unknown>;
  const valid =
    (LANGUAGES as readonly unknown[]).includes(language) &&
    isCount(known) &&
    isCount(learning) &&
    isCount(ignored) &&
    (placement_level === null || (PLACEMENT_LEVEL_VALUES as readonly unknown[]).includes(placement_level));
  if (!valid) return undefined;
  return {
    language: language as WordStatusStats['language'],
    known: known as number,
    learning: learning as number,
    ignored: ignored as number,
    placement_level: placement_level as WordStatusStats['placement_level'],
  };
}

/**
 * The answer of `GET word_statuses/languages/` checked by hand, to the rules of WordStatusLanguagesSchema:
 * the statistics page paints with it and without zod (decision 023), and the create form asks for it on
 * the text list. word-status-languages.test.ts holds the two to the same verdicts.
 */
export function readWordStatusLanguages(json: unknown): WordStatusLanguages | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const { languages } = json as Record<string, unknown>;
  if (!Array.isArray(languages)) return undefined;
  const read = languages.map(readStats);
  return read.every((stats) => stats !== undefined) ? { languages: read } : undefined;
}

export async function getWordStatusLanguages(signal?: AbortSignal): Promise<WordStatusLanguages> {
  const json = await api.get(paths.wordStatuses.languages(), {
    errorMessage: WORD_STATUS_LANGUAGES_ERROR,
    signal,
  });
  const answer = readWordStatusLanguages(json);
  if (!answer) throw new ApiError(WORD_STATUS_LANGUAGES_ERROR, 200, undefined);
  return answer;
}

/** Each language's known, learning and ignored forms and its placement; fresh for a few seconds. */
export function getWordStatusLanguagesQueryOptions() {
  return queryOptions({
    queryKey: [...WORD_STATUSES_KEY, 'languages'],
    queryFn: ({ signal }) => getWordStatusLanguages(signal),
    staleTime: 5_000,
  });
}

export function useWordStatusLanguages() {
  return useQuery(getWordStatusLanguagesQueryOptions());
}

/** A language's figures, or zeros when the learner has nothing in it yet. */
export function statsOf(answer: WordStatusLanguages | undefined, language: WordStatusStats['language']) {
  return (
    answer?.languages.find((stats) => stats.language === language) ?? {
      language,
      known: 0,
      learning: 0,
      ignored: 0,
      placement_level: null,
    }
  );
}
