// The level check of issue 36 (docs/writing-levels.md): texts for 20 topics per level, written with the
// prompt before the per-level guide and with the guide, each measured against a frequency-list learner at
// that level; prints how many of each reached the target share of known words.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { LEVELS, LanguageSchema, LevelSchema, type Language, type Level } from '@reeprise/contract';
import { loadConfig } from '../config.js';
import { buildTextPrompt, createLlmProvider, messageText, suggestedMaxTokens, type ChatMessage, type LlmProvider } from '../platform/llm/index.js';
import { DEFAULT_TARGET_KNOWN_SHARE, WRITING_LEVELS, levelGuidance } from '../platform/llm/writing-levels.js';
import { countForms, isAtLevel, measureLevelFit } from '../modules/generated-texts/level-fit.js';
import { FrequencyLists } from '../modules/word-statuses/frequency-lists.js';

/** Everyday topics, the same for every level and both prompts. */
export const LEVEL_CHECK_TOPICS = [
  'a morning at the market', 'a lost dog', 'a train journey', 'cooking for friends', 'a rainy weekend',
  'the first day at a new job', 'a visit to the doctor', 'a birthday surprise', 'moving to a new flat',
  'a football match', 'a trip to the mountains', 'a broken bicycle', 'a letter from a grandmother',
  'a power cut in winter', 'learning to swim', 'a night at the museum', 'a neighbour who sings',
  'a missed flight', 'planting a garden', 'a storm at sea',
] as const;

/**
 * The level guidance the prompts gave before issue 36 (the level named with rough figures), kept only as
 * this check's baseline: what the per-level guide is measured against.
 */
export const PREVIOUS_LEVEL_GUIDANCE: Record<Level, string> = {
  A0: 'Level A0 (absolute beginner). Sentences: very short, 3 to 6 words, one clause each, subject-verb-object order. Grammar: present tense only; no subordinate clauses. Vocabulary: only the 300 most frequent everyday words (people, family, food, colours, numbers, home); repeat key words often.',
  A1: 'Level A1 (beginner). Sentences: short, 5 to 8 words, simple main clauses joined at most with "and" or "but". Grammar: present tense, plus the most common past form only for very frequent verbs. Vocabulary: the 500 to 1,000 most frequent words about everyday concrete things; no idioms.',
  A2: 'Level A2 (elementary). Sentences: mostly 8 to 12 words; simple connectors such as because, when, then. Grammar: present, the common past tenses and the near future; simple comparatives. Vocabulary: the 1,500 most frequent words on daily life, travel, work and free time; explain nothing, keep it concrete.',
  B1: 'Level B1 (intermediate). Sentences: up to about 15 words, some subordinate and relative clauses. Grammar: all common past tenses, future, simple conditional, common modal verbs. Vocabulary: about the 3,000 most frequent words, a few common fixed expressions.',
  B2: 'Level B2 (upper intermediate). Sentences: varied length, up to about 20 words, with clear linking words. Grammar: the full tense system, passive voice, subjunctive or conditional moods where the language uses them, reported speech. Vocabulary: about 5,000 words, including some abstract words and common idioms.',
  C1: 'Level C1 (advanced). Sentences: complex and varied, with nested clauses where natural. Grammar: the whole range of tenses and moods, used precisely. Vocabulary: broad and nuanced, less frequent words, idioms and collocations, a natural literary register.',
  C2: 'Level C2 (proficient). Sentences: native-like, any structure, chosen for style and rhythm. Grammar: unrestricted, including rare forms and stylistic inversion. Vocabulary: rich and precise, rare words, idioms, wordplay and subtle registers as a skilled native author would use them.',
};

export interface LevelCheckOptions {
  llm: LlmProvider;
  language: Language;
  levels: readonly Level[];
  topics: number;
  words: number;
  target: number;
  /** The language's forms, most frequent first (the learner at a level knows the level's band of them). */
  frequencyList: readonly string[];
}

export interface LevelCheckRow {
  level: Level;
  texts: number;
  /** Texts at the target (known share at most 3 points under it, not above 0.99), and the mean known share. */
  before: { hits: number; meanKnown: number };
  after: { hits: number; meanKnown: number };
}

/** The prompt before issue 36: the same request, with the old level guidance and no learner band. */
function previousPrompt(messages: ChatMessage[], level: Level, target: number): ChatMessage[] {
  return messages.map((message) =>
    message.role === 'system'
      ? { ...message, content: messageText(message).replace(levelGuidance(level, target), PREVIOUS_LEVEL_GUIDANCE[level]) }
      : message,
  );
}

async function write(llm: LlmProvider, messages: ChatMessage[], words: number, language: Language): Promise<string> {
  let text = '';
  for await (const delta of llm.streamText({ messages, maxTokens: suggestedMaxTokens(words), hint: { language, wordCount: words } })) {
    text += delta;
  }
  return text;
}

/** Runs the check: two texts (before, after) per level and topic, each measured for a learner placed at the level. */
export async function runLevelCheck(options: LevelCheckOptions): Promise<LevelCheckRow[]> {
  const rows: LevelCheckRow[] = [];
  for (const level of options.levels) {
    const band = WRITING_LEVELS[level].band;
    const model = { known: new Set(options.frequencyList.slice(0, band)), learning: new Set<string>() };
    const tally = { before: { hits: 0, known: 0 }, after: { hits: 0, known: 0 } };
    const topics = LEVEL_CHECK_TOPICS.slice(0, options.topics);
    for (const topic of topics) {
      const after = buildTextPrompt({
        topic,
        language: options.language,
        level,
        textType: 'STORY',
        wordNumber: options.words,
        hasImage: false,
        learner: { placement: level, knownWords: band, targetKnownShare: options.target },
      });
      const before = previousPrompt(
        buildTextPrompt({ topic, language: options.language, level, textType: 'STORY', wordNumber: options.words, hasImage: false }),
        level,
        DEFAULT_TARGET_KNOWN_SHARE,
      );
      for (const [name, messages] of [['before', before], ['after', after]] as const) {
        const fit = measureLevelFit(countForms(await write(options.llm, messages, options.words, options.language), options.language), model);
        tally[name].known += fit.known_share;
        if (isAtLevel(fit, options.target)) tally[name].hits += 1;
      }
    }
    const mean = (sum: number) => Math.round((sum / Math.max(1, topics.length)) * 1000) / 1000;
    rows.push({
      level,
      texts: topics.length,
      before: { hits: tally.before.hits, meanKnown: mean(tally.before.known) },
      after: { hits: tally.after.hits, meanKnown: mean(tally.after.known) },
    });
  }
  return rows;
}

export function formatLevelCheck(rows: readonly LevelCheckRow[], target: number): string {
  const lines = [
    `Texts at the target (${Math.round(target * 100)} % of running words known, at most 3 points under it, not above 99 %):`,
    '| level | texts | previous prompt: at target (mean known) | per-level guide: at target (mean known) |',
    '|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.level} | ${row.texts} | ${row.before.hits} (${row.before.meanKnown}) | ${row.after.hits} (${row.after.meanKnown}) |`,
    ),
  ];
  return lines.join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      language: { type: 'string', default: 'SPANISH' },
      levels: { type: 'string', default: LEVELS.filter((level) => level !== 'A0').join(',') },
      topics: { type: 'string', default: '20' },
      words: { type: 'string', default: '200' },
      target: { type: 'string', default: String(DEFAULT_TARGET_KNOWN_SHARE) },
    },
  });
  const language = LanguageSchema.parse(values.language);
  const levels = values.levels.split(',').map((level) => LevelSchema.parse(level.trim()));
  const topics = Math.min(LEVEL_CHECK_TOPICS.length, Math.max(1, Number(values.topics)));
  const target = Number(values.target);
  // LLM_BASE_URL, LLM_API_KEY, LLM_MODEL as the server reads them; without them, the offline demo writer
  const config = loadConfig({ SESSION_SECRET: 'level-check-level-check-level-check-0123', DATA_DIR: '/tmp', ...process.env });
  const llm = await createLlmProvider(config.llm);
  const frequencyList = await new FrequencyLists().forms(language);
  if (frequencyList.length === 0) throw new Error(`No frequency list for ${language}.`);
  console.log(`Level check: ${llm.name}, ${language}, ${topics} topics per level, ${Number(values.words)} words each`);
  const rows = await runLevelCheck({ llm, language, levels, topics, words: Number(values.words), target, frequencyList });
  console.log(formatLevelCheck(rows, target));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
