import { nowIso } from '../../db/database.js';
import { exponentialBackoff, type JobQueue } from '../../platform/jobs/job-queue.js';
import { buildChapterPrompt, suggestedMaxTokens, type LlmProvider } from '../../platform/llm/index.js';
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
  log: (message: string, error?: unknown) => void;
  backoffMs: number;
  /** Chapters written at once by this process, and how many of them one learner may hold. */
  concurrency: number;
  slotsPerUser: number;
}

/** Continues the story with the chosen words, streamed like a text, then records which words it used. */
export async function generateChapter(deps: ChapterGenerationDeps, chapterId: number, signal: AbortSignal) {
  const chapter = await deps.chapters.findById(chapterId);
  if (!chapter || chapter.status !== 'PENDING') return;
  const text = await deps.texts.findById(chapter.textId);
  if (!text) return;
  const earlier = await deps.chapters.listBefore(text.id, chapter.chapterNumber);
  const previousText = [text.output, ...earlier.map((c) => c.content)].join('\n\n');

  const meter = deps.usage.meter(text.creatorId, 'chapter');
  const content = await runStreamedGeneration({
    llm: deps.llm,
    live: deps.live,
    target: { text_id: text.id, chapter_number: chapter.chapterNumber },
    messages: buildChapterPrompt({
      previousText,
      words: chapter.words,
      language: text.language,
      level: text.level,
      textType: text.textType,
      wordNumber: text.wordNumber,
      mainCharacter: text.mainCharacter,
    }),
    maxTokens: suggestedMaxTokens(text.wordNumber),
    hint: {
      language: text.language,
      wordCount: text.wordNumber,
      mainCharacter: text.mainCharacter,
      topic: chapter.words.join(', '),
    },
    signal,
    onUsage: meter.add,
    saveProgress: (partial, now) => deps.chapters.saveProgress(chapterId, partial, now),
  }).finally(() => meter.save());
  // a word counts as used when any form of it the creator met appears (issue 16), not only its base form
  const asked = await deps.chapters.wordForms(text.creatorId, text.language, chapter.words);
  const { used, usedForms } = findUsedByForms(content, asked, text.language);
  await deps.chapters.complete(chapterId, content, { words: used, forms: usedForms }, countWords(content), nowIso());
  await deps.live.finish({ text_id: text.id, chapter_number: chapter.chapterNumber }, 'COMPLETE');
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
