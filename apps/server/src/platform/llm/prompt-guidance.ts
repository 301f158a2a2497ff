import { LEVELS, type Language, type Level, type MotherTongue, type TextType } from '@reeprise/contract';
import { levelGuidance } from './writing-levels.js';

/** How each target language is named to the model. */
export const LANGUAGE_PROMPT_NAMES: Record<Language, string> = {
  ENGLISH: 'English',
  FRENCH: 'French',
  GERMAN: 'German',
  GREEK: 'Modern Greek',
  GREEK_LATIN_TRANSCRIPTION: 'Modern Greek in Latin transcription',
  ITALIAN: 'Italian',
  PORTUGUESE_FROM_BRAZIL: 'Brazilian Portuguese',
  PORTUGUESE_FROM_PORTUGAL: 'European Portuguese',
  RUSSIAN: 'Russian',
  SPANISH: 'Spanish',
};

/** Script and variety rules where the name alone leaves room for doubt. */
export const LANGUAGE_WRITING_RULES: Record<Language, string> = {
  ENGLISH: '',
  FRENCH: '',
  GERMAN: '',
  GREEK: 'Use the Greek alphabet.',
  GREEK_LATIN_TRANSCRIPTION:
    'Write every Greek word in Latin letters with one consistent Greeklish transliteration (for example "Kalimera, ti kaneis?"), never in the Greek alphabet.',
  ITALIAN: '',
  PORTUGUESE_FROM_BRAZIL: 'Use the vocabulary, spelling and forms of address of Brazil.',
  PORTUGUESE_FROM_PORTUGAL: 'Use the vocabulary, spelling and forms of address of Portugal.',
  RUSSIAN: 'Use the Cyrillic alphabet.',
  SPANISH: '',
};

export const MOTHER_TONGUE_PROMPT_NAMES: Record<MotherTongue, string> = {
  ENGLISH: 'English',
  GERMAN: 'German',
};

/** CEFR guidance per level at the default target share (writing-levels.ts holds the guide and its figures). */
export const LEVEL_GUIDANCE: Record<Level, string> = Object.fromEntries(
  LEVELS.map((level) => [level, levelGuidance(level)]),
) as Record<Level, string>;

/** What each text type should look like. */
export const TEXT_TYPE_GUIDANCE: Record<TextType, string> = {
  STORY:
    'Write a short story in prose paragraphs with a clear beginning, middle and end, told in the third person.',
  DIALOGUE:
    'Write a dialogue between two or three characters. Put every spoken line on its own line, starting with the speaker\'s name and a colon (for example "Anna: …"). Use little or no narration.',
  CRIME:
    'Write a short crime story: a crime or mystery, clues, a suspect or two and a resolution at the end, with suspense suited to the level.',
};
