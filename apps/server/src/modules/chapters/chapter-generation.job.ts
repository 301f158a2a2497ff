import { nowIso } from '../../db/database.js';
import { exponentialBackoff, type JobQueue } from '../../platform/jobs/job-queue.js';
import {
  buildChapterPrompt,
  buildRewritePrompt,
  suggestedMaxTokens,
  type ChatMessage,
  type LlmProvider,
} from '../../platform/llm/index.js';
import type { LiveStreams } from '../../realtime/live-streams.js';
import type { LlmUsageRecorder } from '../llm-usage/llm-usage-meter.js';
import type { GeneratedTextsRepository } from '../generated-texts/generated-texts.repository.js';
import {
  failureReason,
  isPermanentLlmError,
  runStreamedGeneration,
} from '../generated-texts/streamed-generation.js';
import { countWords } from '../generated-texts/word-count.js';
import type { ChaptersRepository } from './chapters.repository.js';
import { findUsedByForms } from '../practice-words/practice-words.js';
import type { LearnerBands } from '../generated-texts/learner-band.js';
import type { LevelFits } from '../generated-texts/level-fits.js';
import type { TextRecord } from '../generated-texts/generated-texts.repository.js';
import type { ChapterRecord } from './chapters.repository.js';

export const GENERATE_CHAPTER_JOB = 'generate-chapter';
export interface GenerateChapterPayload {
  chapterId: number;
}

export interface ChapterGenerationDeps {
  texts: GeneratedTextsRepository;
  chapters: ChaptersRepository;
  llm: LlmProvider;
  live: LiveStreams;
  usage: LlmUsageRecorder;
  /** What the creator knows of the language, for the prompt's frequency band (issue 36). */
  bands: LearnerBands;
  /** The finished chapter's level fit for the creator is stored with it; a rewrite reads the source's new words. */
  levelFits: LevelFits;
  log: (message: string, error?: unknown) => void;
  backoffMs: number;
  /** Chapters written at once by this process, and how many of them one learner may hold. */
  concurrency: number;
  slotsPerUser: number;
}

/**
 * Continues the story with the chosen words, or retells an earlier chapter easier or harder (a rewrite,
 * issue 36), streamed like a text; then records which words it used and its level fit for the creator.
 */
export async function generateChapter(deps: ChapterGenerationDeps, chapterId: number, signal: AbortSignal) {
  const chapter = await deps.chapters.findById(chapterId);
  if (!chapter || chapter.status !== 'PENDING') return;
  const text = await deps.texts.findById(chapter.textId);
  if (!text) return;
  const earlier = await deps.chapters.listBefore(text.id, chapter.chapterNumber);
  const learner = await deps.bands.of(text.creatorId, text.language);
  const { messages, hint } = chapter.rewrittenFrom
    ? await rewriteRequest(deps, text, earlier, chapter, learner)
    : {
        messages: buildChapterPrompt({
          previousText: [text.output, ...earlier.map((c) => c.content)].join('\n\n'),
          words: chapter.words,
          language: text.language,
          level: text.level,
          textType: text.textType,
          wordNumber: text.wordNumber,
          mainCharacter: text.mainCharacter,
          learner,
        }),
        hint: { wordCount: text.wordNumber, topic: chapter.words.join(', ') },
      };
  const meter = deps.usage.meter(text.creatorId, 'chapter');
  const content = await runStreamedGeneration({
    llm: deps.llm,
    live: deps.live,
    target: { text_id: text.id, chapter_number: chapter.chapterNumber },
    messages,
    maxTokens: suggestedMaxTokens(Math.max(text.wordNumber, hint.wordCount)),
    hint: { language: text.language, mainCharacter: text.mainCharacter, ...hint },
    signal,
    onUsage: meter.add,
    saveProgress: (partial, now) => deps.chapters.saveProgress(chapterId, partial, now),
  }).finally(() => meter.save());
  // a word counts as used when any form of it the creator met appears (issue 16), not only its base form
  const asked = await deps.chapters.wordForms(text.creatorId, text.language, chapter.words);
  const { used, usedForms } = findUsedByForms(content, asked, text.language);
  const [fit] = await deps.levelFits.measure(text.creatorId, [
    { key: `chapter:${chapterId}`, status: 'COMPLETE', content, language: text.language },
  ]);
  await deps.chapters.complete(chapterId, content, { words: used, forms: usedForms }, countWords(content), nowIso(), fit);
  await deps.live.finish({ text_id: text.id, chapter_number: chapter.chapterNumber }, 'COMPLETE');
}

/** A demo rewrite is a shorter (easier) or longer (harder) retelling from the demo writer's own material. */
const DEMO_REWRITE_LENGTH = { easier: 0.6, harder: 1.5 } as const;

/** The prompt retelling the source chapter at the other level, naming the creator's new words in it. */
async function rewriteRequest(
  deps: ChapterGenerationDeps,
  text: TextRecord,
  earlier: ChapterRecord[],
  chapter: ChapterRecord,
  learner: Awaited<ReturnType<LearnerBands['of']>>,
): Promise<{ messages: ChatMessage[]; hint: { wordCount: number; topic: string } }> {
  const from = chapter.rewrittenFrom!;
  // the service only queues a rewrite of a finished chapter, and chapters are never deleted on their own
  const retold = from.chapter_number === 0 ? undefined : earlier.find((c) => c.chapterNumber === from.chapter_number);
  const source = retold ? retold.content : text.output;
  const { fit, newForms } = await deps.levelFits.withNewForms(text.creatorId, {
    key: retold ? `chapter:${retold.id}` : `text:${text.id}`,
    status: 'COMPLETE',
    content: source,
    language: text.language,
  });
  const sourceWords = Math.max(countWords(source), 1);
  return {
    messages: buildRewritePrompt({
      source,
      direction: from.direction,
      level: text.level,
      language: text.language,
      textType: text.textType,
      wordNumber: sourceWords,
      newWords: newForms,
      knownShare: fit.known_share,
      learner,
    }),
    hint: { wordCount: Math.round(sourceWords * DEMO_REWRITE_LENGTH[from.direction]), topic: text.topic },
  };
}

const MAX_REMEMBERED = 10_000;

export function defineChapterGenerationJob(queue: JobQueue, deps: ChapterGenerationDeps): void {
  /** Which stream a waiting chapter is (its text and number), remembered from the look-up of its learner. */
  const waitingStreams = new Map<number, { text_id: number; chapter_number: number }>();
  queue.define<GenerateChapterPayload>(GENERATE_CHAPTER_JOB, {
    concurrency: deps.concurrency,
    fairness: {
      perGroup: deps.slotsPerUser,
      groupOf: async ({ chapterId }) => {
        const chapter = await deps.chapters.findById(chapterId);
        const text = chapter && (await deps.texts.findById(chapter.textId));
        if (!chapter || !text) return undefined;
        if (waitingStreams.size >= MAX_REMEMBERED) waitingStreams.clear(); // only a place in line is lost
        waitingStreams.set(chapterId, { text_id: text.id, chapter_number: chapter.chapterNumber });
        return String(text.creatorId);
      },
    },
    onPosition: async ({ chapterId }, ahead) => {
      const target = waitingStreams.get(chapterId);
      if (target) await deps.live.queued(target, ahead);
    },
    attempts: 3,
    backoffMs: exponentialBackoff(deps.backoffMs),
    isPermanent: isPermanentLlmError,
    handler: async ({ chapterId }, { signal }) => {
      waitingStreams.delete(chapterId);
      await generateChapter(deps, chapterId, signal);
    },
    onFailed: async ({ chapterId }, error) => {
      deps.log(`chapter ${chapterId} failed for good`, error);
      await deps.chapters.fail(chapterId, failureReason(error), nowIso());
      const chapter = await deps.chapters.findById(chapterId);
      if (chapter) await deps.live.finish({ text_id: chapter.textId, chapter_number: chapter.chapterNumber }, 'FAILED');
    },
  });
}
