import type { Language, Level, MotherTongue, TextType } from '@reeprise/contract';

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

/** CEFR guidance per level: sentence length, grammar and the vocabulary band a learner can handle. */
export const LEVEL_GUIDANCE: Record<Level, string> = {
  A0: [
    'Level A0 (absolute beginner).',
    'Sentences: very short, 3 to 6 words, one clause each, subject-verb-object order.',
    'Grammar: present tense only; no subordinate clauses.',
    'Vocabulary: only the 300 most frequent everyday words (people, family, food, colours, numbers, home); repeat key words often.',
  ].join(' '),
  A1: [
    'Level A1 (beginner).',
    'Sentences: short, 5 to 8 words, simple main clauses joined at most with "and" or "but".',
    'Grammar: present tense, plus the most common past form only for very frequent verbs.',
    'Vocabulary: the 500 to 1,000 most frequent words about everyday concrete things; no idioms.',
  ].join(' '),
  A2: [
    'Level A2 (elementary).',
    'Sentences: mostly 8 to 12 words; simple connectors such as because, when, then.',
    'Grammar: present, the common past tenses and the near future; simple comparatives.',
    'Vocabulary: the 1,500 most frequent words on daily life, travel, work and free time; explain nothing, keep it concrete.',
  ].join(' '),
  B1: [
    'Level B1 (intermediate).',
    'Sentences: up to about 15 words, some subordinate and relative clauses.',
    'Grammar: all common past tenses, future, simple conditional, common modal verbs.',
    'Vocabulary: about the 3,000 most frequent words, a few common fixed expressions.',
  ].join(' '),
  B2: [
    'Level B2 (upper intermediate).',
    'Sentences: varied length, up to about 20 words, with clear linking words.',
    'Grammar: the full tense system, passive voice, subjunctive or conditional moods where the language uses them, reported speech.',
    'Vocabulary: about 5,000 words, including some abstract words and common idioms.',
  ].join(' '),
  C1: [
    'Level C1 (advanced).',
    'Sentences: complex and varied, with nested clauses where natural.',
    'Grammar: the whole range of tenses and moods, used precisely.',
    'Vocabulary: broad and nuanced, less frequent words, idioms and collocations, a natural literary register.',
  ].join(' '),
  C2: [
    'Level C2 (proficient).',
    'Sentences: native-like, any structure, chosen for style and rhythm.',
    'Grammar: unrestricted, including rare forms and stylistic inversion.',
    'Vocabulary: rich and precise, rare words, idioms, wordplay and subtle registers as a skilled native author would use them.',
  ].join(' '),
};

/** What each text type should look like. */
export const TEXT_TYPE_GUIDANCE: Record<TextType, string> = {
  STORY:
    'Write a short story in prose paragraphs with a clear beginning, middle and end, told in the third person.',
  DIALOGUE:
    'Write a dialogue between two or three characters. Put every spoken line on its own line, starting with the speaker\'s name and a colon (for example "Anna: …"). Use little or no narration.',
  CRIME:
    'Write a short crime story: a crime or mystery, clues, a suspect or two and a resolution at the end, with suspense suited to the level.',
};
