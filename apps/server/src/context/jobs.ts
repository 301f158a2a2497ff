import type { AppContext, ContextOptions } from '../context.js';
import { defineChapterGenerationJob } from '../modules/chapters/chapter-generation.job.js';
import { defineChatReplyJob } from '../modules/chat/chat-reply.job.js';
import { defineTextGenerationJob } from '../modules/generated-texts/text-generation.job.js';
import { LlmUsageRecorder } from '../modules/llm-usage/llm-usage-meter.js';
import { defineExplanationJob } from '../modules/sentence-explanations/sentence-explanation.job.js';
import { defineTranslationJob } from '../modules/vocabulary/translation.job.js';

/**
 * Registers the background jobs of every module on the context's own repositories and services; a
 * worker process calls this, a web-only one does not.
 */
export function defineJobs(
  ctx: AppContext,
  log: (message: string, error?: unknown) => void,
  options: ContextOptions = {},
): void {
  const { repositories: repos, services, platform, realtime } = ctx;
  const { queue, llm } = platform;
  const common = {
    llm,
    usage: new LlmUsageRecorder(repos.llmUsage, log),
    log,
    backoffMs: options.jobBackoffMs ?? 1000,
  };
  const { jobs } = ctx.config;
  const generation = { concurrency: jobs.generationConcurrency, slotsPerUser: jobs.generationSlotsPerUser };
  // issue 36: prompts name the creator's frequency band; finished texts store their level fit
  const levels = { bands: services.learnerBands, levelFits: services.texts.levelFits };
  defineTextGenerationJob(queue, {
    ...common,
    ...generation,
    ...levels,
    texts: repos.texts,
    files: repos.files,
    live: realtime.live,
  });
  defineChapterGenerationJob(queue, {
    ...common,
    ...generation,
    ...levels,
    texts: repos.texts,
    chapters: repos.chapters,
    live: realtime.live,
  });
  defineTranslationJob(queue, {
    ...common,
    concurrency: jobs.translationConcurrency,
    slotsPerUser: jobs.translationSlotsPerUser,
    vocabulary: repos.vocabulary,
    settings: repos.settings,
    dictionary: services.dictionaries,
  });
  defineExplanationJob(queue, {
    ...common,
    concurrency: jobs.translationConcurrency,
    explanations: repos.sentenceExplanations,
    texts: repos.texts,
    chapters: repos.chapters,
    live: realtime.live,
  });
  // the tutor's chat answers (extras)
  defineChatReplyJob(queue, { ...common, chat: repos.chat, live: realtime.live });
}
