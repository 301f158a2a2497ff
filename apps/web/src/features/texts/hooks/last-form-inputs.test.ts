import {
  LanguageSchema,
  LevelSchema,
  MAIN_CHARACTER_MAX_LENGTH,
  TextTypeSchema,
  WordNumberSchema,
} from '@reeprise/contract';
import { z } from 'zod';
import { describe, expect, test } from 'vitest';
import { readLastFormInputsJson } from './last-form-inputs';

// the schema the form checked the stored inputs with before decision 021
const LastFormInputsSchema = z.object({
  language: LanguageSchema,
  level: LevelSchema,
  text_type: TextTypeSchema,
  word_number: WordNumberSchema,
  main_character: z.string().max(MAIN_CHARACTER_MAX_LENGTH),
});

const stored = {
  language: 'SPANISH',
  level: 'B1',
  text_type: 'DIALOGUE',
  word_number: 300,
  main_character: 'Lola',
};

describe('readLastFormInputsJson', () => {
  test.each<[string, unknown]>([
    ['remembered inputs', stored],
    ['extra fields', { ...stored, topic: 'x' }],
    ['an empty main character', { ...stored, main_character: '' }],
    ['the longest main character', { ...stored, main_character: 'x'.repeat(MAIN_CHARACTER_MAX_LENGTH) }],
    ['a main character too long', { ...stored, main_character: 'x'.repeat(MAIN_CHARACTER_MAX_LENGTH + 1) }],
    ['an unknown language', { ...stored, language: 'KLINGON' }],
    ['an unknown level', { ...stored, level: 'D1' }],
    ['an unknown text type', { ...stored, text_type: 'POEM' }],
    ['a length as text', { ...stored, word_number: '300' }],
    ['a length not offered', { ...stored, word_number: 250 }],
    ['no main character', { ...stored, main_character: undefined }],
    ['only a language', { language: 'KLINGON' }],
    ['a list', [stored]],
    ['null', null],
    ['a number', 3],
  ])('judges %s as the schema does', (_case, json) => {
    const parsed = LastFormInputsSchema.safeParse(json);
    expect(readLastFormInputsJson(json)).toEqual(parsed.success ? parsed.data : null);
  });
});
