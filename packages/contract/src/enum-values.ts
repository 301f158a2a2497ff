// The enum lists and labels as plain values. The web app's first page (the entry and the landing page)
// imports these, and must not carry zod along (docs/performance.md); enums.ts builds the schemas from them.

/** Languages a learner can read and collect vocabulary in. */
export const LANGUAGES = [
  'ENGLISH',
  'FRENCH',
  'GERMAN',
  'GREEK',
  'GREEK_LATIN_TRANSCRIPTION',
  'ITALIAN',
  'PORTUGUESE_FROM_BRAZIL',
  'PORTUGUESE_FROM_PORTUGAL',
  'RUSSIAN',
  'SPANISH',
] as const;
type LanguageValue = (typeof LANGUAGES)[number];

/** Short codes shown on text cards, exactly as the spec lists them. */
export const LANGUAGE_SHORT_CODES: Record<LanguageValue, string> = {
  ENGLISH: 'EN',
  FRENCH: 'FR',
  GERMAN: 'DE',
  GREEK: 'GRC',
  GREEK_LATIN_TRANSCRIPTION: 'GRC (Latin)',
  ITALIAN: 'IT',
  PORTUGUESE_FROM_BRAZIL: 'BR',
  PORTUGUESE_FROM_PORTUGAL: 'PT',
  RUSSIAN: 'RU',
  SPANISH: 'SP',
};

/** Human labels for the word-language select (the spec's "pretty label"). */
export const LANGUAGE_LABELS: Record<LanguageValue, string> = {
  ENGLISH: 'English',
  FRENCH: 'Français',
  GERMAN: 'Deutsch',
  GREEK: 'Ελληνικά',
  GREEK_LATIN_TRANSCRIPTION: 'Ellinika (Latin)',
  ITALIAN: 'Italiano',
  PORTUGUESE_FROM_BRAZIL: 'Português (Brasil)',
  PORTUGUESE_FROM_PORTUGAL: 'Português (Portugal)',
  RUSSIAN: 'Русский',
  SPANISH: 'Español',
};

/** Interface languages; they also decide the translation language of vocabulary. */
export const MOTHER_TONGUES = ['ENGLISH', 'GERMAN'] as const;

export const TEXT_TYPES = ['STORY', 'DIALOGUE', 'CRIME'] as const;

export const LEVELS = ['A0', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;

export const WORD_NUMBERS = [100, 200, 300] as const;

/** FAILED goes beyond the spec: generation that failed for good, with a retry action. */
export const GENERATION_STATUSES = ['PENDING', 'COMPLETE', 'FAILED'] as const;

/** Django-style permission codenames. */
export const PERMISSIONS = {
  viewBark: 'barks.view_bark',
  addBark: 'barks.add_bark',
  viewShoppingList: 'shoppinglist.view_shoppinglist',
} as const;
export const KNOWN_PERMISSIONS = Object.values(PERMISSIONS);

/** What a learner can mark a word form (decision 035); `new` clears the mark. */
export const WORD_STATUSES = ['known', 'ignored', 'new'] as const;

/** Placement levels: A0 (a beginner) marks nothing. */
export const PLACEMENT_LEVELS = ['A0', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;

/** How many of a language's most frequent words placement at each level marks known. */
export const PLACEMENT_WORD_COUNTS: Record<(typeof PLACEMENT_LEVELS)[number], number> = {
  A0: 0,
  A1: 500,
  A2: 1_000,
  B1: 2_000,
  B2: 4_000,
  C1: 7_000,
  C2: 10_000,
};
