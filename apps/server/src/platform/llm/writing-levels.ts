import { PLACEMENT_WORD_COUNTS, type Level } from '@reeprise/contract';

/**
 * How to write at each CEFR level in concrete terms (issue 36; docs/writing-levels.md gives the sources and
 * says which figures are the team's choices). `band` is the frequency band a text of the level stays
 * mostly inside: the same word counts placement marks known (issue 34), so a learner placed at a level
 * and a text written for it agree; A0 has no placement words and gets the 300 most common.
 */
export interface WritingLevel {
  name: string;
  /** Words per sentence: the usual range and the longest sentence allowed. */
  sentenceWords: { from: number; to: number; max: number };
  clauses: string;
  tenses: string;
  vocabulary: string;
  band: number;
}

export const WRITING_LEVELS: Record<Level, WritingLevel> = {
  A0: {
    name: 'absolute beginner',
    sentenceWords: { from: 3, to: 6, max: 8 },
    clauses: 'one clause each, subject-verb-object order; no subordinate clauses',
    tenses: 'present tense only',
    vocabulary: 'people, family, food, colours, numbers, home; repeat key words often',
    band: 300,
  },
  A1: {
    name: 'beginner',
    sentenceWords: { from: 4, to: 8, max: 10 },
    clauses: 'simple main clauses, joined at most with "and", "but" or "then"; no subordinate clauses',
    tenses: 'present tense, plus the most common past form of only the most frequent verbs',
    vocabulary: 'everyday concrete things; no idioms',
    band: PLACEMENT_WORD_COUNTS.A1,
  },
  A2: {
    name: 'elementary',
    sentenceWords: { from: 6, to: 12, max: 15 },
    clauses: 'at most one subordinate clause per sentence, with simple connectors such as because, when, that',
    tenses: 'present, the common past tenses and the near future; simple comparatives',
    vocabulary: 'daily life, travel, work and free time; keep it concrete, no idioms',
    band: PLACEMENT_WORD_COUNTS.A2,
  },
  B1: {
    name: 'intermediate',
    sentenceWords: { from: 8, to: 15, max: 20 },
    clauses: 'some subordinate and relative clauses, at most two clauses besides the main one',
    tenses: 'all common past tenses, the future, the simple conditional, common modal verbs',
    vocabulary: 'familiar topics, a few common fixed expressions',
    band: PLACEMENT_WORD_COUNTS.B1,
  },
  B2: {
    name: 'upper intermediate',
    sentenceWords: { from: 10, to: 20, max: 28 },
    clauses: 'varied sentences with clear linking words; relative, concessive and conditional clauses',
    tenses:
      'the full tense system, passive voice, subjunctive or conditional moods where the language uses them, reported speech',
    vocabulary: 'some abstract words and common idioms',
    band: PLACEMENT_WORD_COUNTS.B2,
  },
  C1: {
    name: 'advanced',
    sentenceWords: { from: 10, to: 25, max: 40 },
    clauses: 'complex and varied, with nested clauses where natural',
    tenses: 'the whole range of tenses and moods, used precisely',
    vocabulary: 'broad and nuanced: less frequent words, idioms and collocations, a natural literary register',
    band: PLACEMENT_WORD_COUNTS.C1,
  },
  C2: {
    name: 'proficient',
    sentenceWords: { from: 5, to: 35, max: 60 },
    clauses: 'native-like: any structure, chosen for style and rhythm',
    tenses: 'unrestricted, including rare forms and stylistic inversion',
    vocabulary: 'rich and precise: rare words, idioms, wordplay and subtle registers as a skilled native author would use them',
    band: PLACEMENT_WORD_COUNTS.C2,
  },
};

/** The default share of running words a text's reader should already know (Nation; graded readers). */
export const DEFAULT_TARGET_KNOWN_SHARE = 0.95;

/** "1 in 20" for 0.95: how many running words may lie outside the band, said as a reader counts. */
export function outsideBandRate(targetKnownShare: number): string {
  const outside = Math.max(0.01, 1 - targetKnownShare);
  return `1 in ${Math.round(1 / outside)}`;
}

const thousands = (n: number) => n.toLocaleString('en-US');

/** The system prompt's paragraph on writing at `level`: sentence length and clauses, tenses, vocabulary and its band. */
export function levelGuidance(level: Level, targetKnownShare = DEFAULT_TARGET_KNOWN_SHARE): string {
  const guide = WRITING_LEVELS[level];
  const { from, to, max } = guide.sentenceWords;
  return [
    `Level ${level} (${guide.name}).`,
    `Sentences: mostly ${from} to ${to} words, never more than ${max}; ${guide.clauses}.`,
    `Grammar: ${guide.tenses}.`,
    `Vocabulary: ${guide.vocabulary}. Stay inside the ${thousands(guide.band)} most common words of the language: at most ${outsideBandRate(targetKnownShare)} running words may lie outside them, and each of those must be clear from its context.`,
  ].join(' ');
}

/** What a learner's known words say about the band a text for them should stay inside. */
export interface LearnerBand {
  /** The placement level the learner chose in this language, if any. */
  placement: Level | null;
  /** Forms the learner knows in this language (marked or past the known threshold). */
  knownWords: number;
  /** The share of running words the learner wants to know (user_settings.target_known_share). */
  targetKnownShare: number;
}

/** Below this many known words and without placement, what a learner knows says nothing about a band (issue 36). */
export const KNOWN_WORDS_FOR_BAND = 200;

/**
 * The frequency band for this learner, or null when nothing is known of them: the placement level's word
 * count, or their known words, whichever is larger (a learner past their placement has read more since).
 */
export function learnerBandWords(band: LearnerBand): number | null {
  if (band.placement === null && band.knownWords < KNOWN_WORDS_FOR_BAND) return null;
  const placed = band.placement === null ? 0 : WRITING_LEVELS[band.placement].band;
  return Math.max(placed, band.knownWords);
}

/** The user prompt's line about this learner's own band, or '' when nothing is known of them. */
export function learnerBandLine(band: LearnerBand | null | undefined): string {
  if (!band) return '';
  const words = learnerBandWords(band);
  if (words === null) return '';
  const rounded = words >= 1000 ? Math.round(words / 500) * 500 : Math.round(words / 100) * 100;
  return `This learner knows about ${thousands(words)} words of the language. Write mostly among the ${thousands(rounded)} most common words: at least ${Math.round(band.targetKnownShare * 100)} % of the running words should be among them, so at most ${outsideBandRate(band.targetKnownShare)} running words lies outside.`;
}
