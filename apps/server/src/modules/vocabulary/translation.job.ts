import { normalizeWord } from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { exponentialBackoff, type JobQueue } from '../../platform/jobs/job-queue.js';
import { VocabularyAnswerSchema, buildVocabularyPrompt, type LlmProvider } from '../../platform/llm/index.js';
import { isPermanentLlmError } from '../generated-texts/streamed-generation.js';
import type { UserSettingsRepository } from '../user-settings/user-settings.repository.js';
import type { VocabularyRepository } from './vocabulary.repository.js';

export const TRANSLATE_JOB = 'translate-vocabulary';
export interface TranslatePayload {
  vocabularyId: number;
}

export interface TranslationDeps {
  vocabulary: VocabularyRepository;
  settings: UserSettingsRepository;
  llm: LlmProvider;
  log: (message: string, error?: unknown) => void;
  backoffMs: number;
}

/**
 * Asks the LLM for base form, translation into the learner's mother tongue, mnemonic and part of speech.
 * When the base form shows the word is already in the vocabulary under another form, the new entry is
 * merged into the old one instead of existing twice.
 */
export async function translateVocabulary(
  deps: TranslationDeps,
  id: number,
  signal: AbortSignal,
): Promise<void> {
  const entry = await deps.vocabulary.findById(id);
  if (!entry || entry.status !== 'PENDING') return;
  const usage = entry.usages[0];
  const surface = usage ? usage.surface : entry.word;
  const { motherTongue } = await deps.settings.get(entry.userId);
  const answer = await deps.llm.completeJson({
    messages: buildVocabularyPrompt({
      word: surface,
      sentence: usage?.sentence ?? surface,
      language: entry.language,
      motherTongue,
    }),
    schema: VocabularyAnswerSchema,
    signal,
    hint: { word: surface, language: entry.language, motherTongue },
  });
  const normalized = normalizeWord(answer.base_form);
  const existing = await deps.vocabulary.findByForm(entry.userId, entry.language, normalized, id);
  if (existing !== undefined) {
    await deps.vocabulary.mergeInto(id, existing);
    return;
  }
  await deps.vocabulary.complete(
    id,
    {
      word: answer.base_form,
      normalized,
      translation: answer.translation,
      mnemonic: answer.mnemonic,
      partOfSpeech: answer.part_of_speech,
    },
    nowIso(),
  );
}

export function defineTranslationJob(queue: JobQueue, deps: TranslationDeps): void {
  queue.define<TranslatePayload>(TRANSLATE_JOB, {
    concurrency: 8,
    attempts: 3,
    backoffMs: exponentialBackoff(deps.backoffMs),
    isPermanent: isPermanentLlmError,
    handler: ({ vocabularyId }, { signal }) => translateVocabulary(deps, vocabularyId, signal),
    onFailed: async ({ vocabularyId }, error) => {
      deps.log(`vocabulary ${vocabularyId} failed for good`, error);
      await deps.vocabulary.fail(
        vocabularyId,
        'The translation could not be written. Please try again.',
        nowIso(),
      );
    },
  });
}
