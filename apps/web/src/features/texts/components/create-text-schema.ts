import {
  IMAGE_MAX_BYTES,
  LANGUAGES,
  LEVELS,
  MAIN_CHARACTER_MAX_LENGTH,
  NO_TOPIC_MESSAGE,
  TEXT_TYPES,
  TOPIC_MAX_LENGTH,
  WORD_NUMBERS,
  type WordNumber,
} from '@reeprise/contract';
import { z } from 'zod';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, SELECT_MESSAGE } from './create-text-constants';

// for validate-create-text.ts, which cannot import it from the contract without zod
export { NO_TOPIC_MESSAGE } from '@reeprise/contract';

const WORD_NUMBER_VALUES = WORD_NUMBERS.map(String);

/** A select: a string in the form, one of `values` once valid. */
function choice<T extends string>(values: readonly T[]) {
  return z
    .string()
    .refine((value) => (values as readonly string[]).includes(value), SELECT_MESSAGE)
    .transform((value) => value as T);
}

const imageSchema = z
  .custom<File | null>((value) => value === null || value instanceof File)
  .refine((file) => !file || file.type.startsWith('image/'), IMAGE_TYPE_MESSAGE)
  .refine((file) => !file || file.size <= IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE);

/** The create form (spec §5): a topic or an image, four required selects, an optional main character. */
export const CreateTextFormSchema = z
  .object({
    // the length as typed, as the counter shows it; then trimmed
    topic: z.string().max(TOPIC_MAX_LENGTH).trim(),
    image: imageSchema,
    language: choice(LANGUAGES),
    level: choice(LEVELS),
    text_type: choice(TEXT_TYPES),
    word_number: choice(WORD_NUMBER_VALUES).transform((value) => Number(value) as WordNumber),
    main_character: z.string().trim().max(MAIN_CHARACTER_MAX_LENGTH),
    /** Beyond the spec (issue 16): off unless the learner turns it on for this text. */
    practise_words: z.boolean(),
  })
  .superRefine((values, context) => {
    if (!values.topic && !values.image) {
      context.addIssue({ code: 'custom', path: ['topic'], message: NO_TOPIC_MESSAGE });
    }
  });

export type CreateTextFormInput = z.input<typeof CreateTextFormSchema>;
export type CreateTextFormOutput = z.output<typeof CreateTextFormSchema>;
