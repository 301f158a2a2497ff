import { nowIso } from '../../db/database.js';
import { exponentialBackoff, type JobQueue } from '../../platform/jobs/job-queue.js';
import { buildChapterPrompt, suggestedMaxTokens, type LlmProvider } from '../../platform/llm/index.js';
import type { LiveStreams } from '../../realtime/live-streams.js';
import type { GeneratedTextsRepository } from '../generated-texts/generated-texts.repository.js';
import {
  failureReason,
  isPermanentLlmError,
  runStreamedGeneration,
} from '../generated-texts/streamed-generation.js';
import { countWords } from '../generated-texts/word-count.js';
import type { ChaptersRepository } from './chapters.repository.js';
import { findUsedWords } from './used-words.js';

export const GENERATE_CHAPTER_JOB = 'generate-chapter';
export interface GenerateChapterPayload {
  chapterId: number;
}

export interface ChapterGenerationDeps {
  texts: GeneratedTextsRepository;
  chapters: ChaptersRepository;
  llm: LlmProvider;
  live: LiveStreams;
  log: (message: string, error?: unknown) => void;
  backoffMs: number;
}

/** Continues the story with the chosen words, streamed like a text, then records which words it used. */
export async function generateChapter(deps: ChapterGenerationDeps, chapterId: number, signal: AbortSignal) {
  const chapter = await deps.chapters.findById(chapterId);
  if (!chapter || chapter.status !== 'PENDING') return;
  const text = await deps.texts.findById(chapter.textId);
  if (!text) return;
  const earlier = await deps.chapters.listBefore(text.id, chapter.chapterNumber);
  const previousText = [text.output, ...earlier.map((c) => c.content)].join('\n\n');

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
    saveProgress: (partial, now) => deps.chapters.saveProgress(chapterId, partial, now),
  });
  await deps.chapters.complete(
    chapterId,
    content,
    findUsedWords(content, chapter.words),
    countWords(content),
    nowIso(),
  );
  await deps.live.finish({ text_id: text.id, chapter_number: chapter.chapterNumber }, 'COMPLETE');
}

export function defineChapterGenerationJob(queue: JobQueue, deps: ChapterGenerationDeps): void {
  queue.define<GenerateChapterPayload>(GENERATE_CHAPTER_JOB, {
    concurrency: 4,
    attempts: 3,
    backoffMs: exponentialBackoff(deps.backoffMs),
    isPermanent: isPermanentLlmError,
    handler: ({ chapterId }, { signal }) => generateChapter(deps, chapterId, signal),
    onFailed: async ({ chapterId }, error) => {
      deps.log(`chapter ${chapterId} failed for good`, error);
      await deps.chapters.fail(chapterId, failureReason(error), nowIso());
      const chapter = await deps.chapters.findById(chapterId);
      if (chapter) await deps.live.finish({ text_id: chapter.textId, chapter_number: chapter.chapterNumber }, 'FAILED');
    },
  });
}
