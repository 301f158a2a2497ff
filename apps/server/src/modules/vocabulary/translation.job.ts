import { TRANSLATION_MAX_LENGTH, normalizePhrase, normalizeWord, splitWords } from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { exponentialBackoff, type JobQueue } from '../../platform/jobs/job-queue.js';
import { VocabularyAnswerSchema, buildVocabularyPrompt, type LlmProvider } from '../../platform/llm/index.js';
import { isPermanentLlmError } from '../generated-texts/streamed-generation.js';
import type { UserSettingsRepository } from '../user-settings/user-settings.repository.js';
import type { VocabularyRepository } from './vocabulary.repository.js';
import type { LlmUsageRecorder } from '../llm-usage/llm-usage-meter.js';
import type { DictionariesService } from '../dictionaries/dictionaries.service.js';

export const TRANSLATE_JOB = 'translate-vocabulary';
export interface TranslatePayload {
  vocabularyId: number;
}

export interface TranslationDeps {
  vocabulary: VocabularyRepository;
  settings: UserSettingsRepository;
  llm: LlmProvider;
  usage: LlmUsageRecorder;
  log: (message: string, error?: unknown) => void;
  backoffMs: number;
  /** Translations at once in this process, and how many of them one learner may hold. */
  concurrency: number;
  slotsPerUser: number;
  /**
   * Offline dictionaries: without an LLM (demo provider) their entry is the translation (issue 19); with
   * no entry the word has none yet (issue 35), unless the demo writer wrote the text itself.
   */
  dictionary?: Pick<DictionariesService, 'translationOf' | 'writtenByDemo'>;
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
  // a phrase (decision 014) is asked for as a phrase, and keeps its spaces in its form
  const phrase = splitWords(surface, entry.language).length > 1;
  const { motherTongue } = await deps.settings.get(entry.userId);
  const meter = deps.usage.meter(entry.userId, 'vocabulary');
  const answer = await deps.llm
    .completeJson({
      messages: buildVocabularyPrompt({
        word: surface,
        sentence: usage?.sentence ?? surface,
        language: entry.language,
        motherTongue,
        phrase,
      }),
      schema: VocabularyAnswerSchema,
      signal,
      hint: { word: surface, language: entry.language, motherTongue, phrase },
      onUsage: meter.add,
    })
    .finally(() => meter.save());
  if (deps.llm.name === 'demo' && deps.dictionary) {
    const offline = await deps.dictionary.translationOf(
      entry.userId,
      entry.language,
      motherTongue,
      surface,
      TRANSLATION_MAX_LENGTH,
    );
    // the demo's invented gloss stands only beside the demo writer's own text, where both say "demo";
    // elsewhere a word without a dictionary entry is saved without a translation ("no translation yet"),
    // and the sample mnemonic would pass for a real one: it stays empty
    const sampleText = usage !== undefined && (await deps.dictionary.writtenByDemo(usage.textId));
    if (offline.translation !== '' || !sampleText) {
      Object.assign(answer, {
        base_form: phrase ? answer.base_form : (offline.baseForm ?? answer.base_form),
        translation: offline.translation,
        mnemonic: '',
      });
    }
  }
  const normalized = phrase ? normalizePhrase(answer.base_form) : normalizeWord(answer.base_form);
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
    concurrency: deps.concurrency,
    fairness: {
      perGroup: deps.slotsPerUser,
      groupOf: async ({ vocabularyId }) => {
        const entry = await deps.vocabulary.findById(vocabularyId);
        return entry ? String(entry.userId) : undefined;
      },
    },
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
