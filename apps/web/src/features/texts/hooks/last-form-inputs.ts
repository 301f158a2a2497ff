import {
  LANGUAGES,
  LAST_FORM_INPUTS_STORAGE_KEY,
  LEVELS,
  MAIN_CHARACTER_MAX_LENGTH,
  TEXT_TYPES,
  WORD_NUMBERS,
  type Language,
  type Level,
  type TextType,
  type WordNumber,
} from '@reeprise/contract';

/** What the create form remembers after a successful creation (spec §4). */
export type LastFormInputs = {
  language: Language;
  level: Level;
  text_type: TextType;
  word_number: WordNumber;
  main_character: string;
};

const isOneOf = (values: readonly (string | number)[], value: unknown) => values.includes(value as string);

/**
 * The stored inputs checked by hand, to the rules the contract's schemas give each field: the form is on
 * the text list's first paint, which loads no zod (decision 021); last-form-inputs.test.ts holds the two
 * to the same verdicts. Unknown fields are dropped.
 */
export function readLastFormInputsJson(json: unknown): LastFormInputs | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const { language, level, text_type, word_number, main_character } = json as Record<string, unknown>;
  const valid =
    isOneOf(LANGUAGES, language) &&
    isOneOf(LEVELS, level) &&
    isOneOf(TEXT_TYPES, text_type) &&
    isOneOf(WORD_NUMBERS, word_number) &&
    typeof main_character === 'string' &&
    main_character.length <= MAIN_CHARACTER_MAX_LENGTH;
  return valid ? ({ language, level, text_type, word_number, main_character } as LastFormInputs) : null;
}

/** The inputs of the last creation, or null before the first one (or when storage holds junk). */
export function readLastFormInputs(): LastFormInputs | null {
  try {
    const raw = window.localStorage.getItem(LAST_FORM_INPUTS_STORAGE_KEY);
    if (!raw) return null;
    return readLastFormInputsJson(JSON.parse(raw));
  } catch {
    // private mode or a hand-edited value: behave as on the first visit
    return null;
  }
}

export function writeLastFormInputs(inputs: LastFormInputs): void {
  try {
    window.localStorage.setItem(LAST_FORM_INPUTS_STORAGE_KEY, JSON.stringify(inputs));
  } catch {
    // storage full or blocked: the form simply does not remember
  }
}
