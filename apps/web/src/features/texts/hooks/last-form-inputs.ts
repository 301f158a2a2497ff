import {
  LAST_FORM_INPUTS_STORAGE_KEY,
  LanguageSchema,
  LevelSchema,
  MAIN_CHARACTER_MAX_LENGTH,
  TextTypeSchema,
  WordNumberSchema,
} from '@reeprise/contract';
import { z } from 'zod';

/** What the create form remembers after a successful creation (spec §4). */
const LastFormInputsSchema = z.object({
  language: LanguageSchema,
  level: LevelSchema,
  text_type: TextTypeSchema,
  word_number: WordNumberSchema,
  main_character: z.string().max(MAIN_CHARACTER_MAX_LENGTH),
});
export type LastFormInputs = z.infer<typeof LastFormInputsSchema>;

/** The inputs of the last creation, or null before the first one (or when storage holds junk). */
export function readLastFormInputs(): LastFormInputs | null {
  try {
    const raw = window.localStorage.getItem(LAST_FORM_INPUTS_STORAGE_KEY);
    if (!raw) return null;
    const parsed = LastFormInputsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
