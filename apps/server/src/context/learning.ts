import type { Config } from '../config.js';
import type { Platform } from '../platform/platform.js';
import type { SpeechProvider } from '../platform/llm/index.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { CsrfTokens } from '../modules/auth/csrf-token.js';
import { LoginThrottleService } from '../modules/auth/login-throttle.service.js';
import { SessionService } from '../modules/auth/session.service.js';
import { ChaptersService } from '../modules/chapters/chapters.service.js';
import { DictionariesService } from '../modules/dictionaries/dictionaries.service.js';
import { GeneratedTextsService } from '../modules/generated-texts/generated-texts.service.js';
import { LearnerBands } from '../modules/generated-texts/learner-band.js';
import { LevelFits } from '../modules/generated-texts/level-fits.js';
import { ImportedTextsService } from '../modules/imported-texts/imported-texts.service.js';
import type { LlmDailyBudget } from '../modules/llm-usage/llm-daily-budget.js';
import { LlmUsageService } from '../modules/llm-usage/llm-usage.service.js';
import { ProfilesService } from '../modules/profiles/profiles.service.js';
import { SentenceExplanationsService } from '../modules/sentence-explanations/sentence-explanations.service.js';
import { SpeechService } from '../modules/speech/speech.service.js';
import { ProgressService } from '../modules/training/progress.service.js';
import { TrainingService } from '../modules/training/training.service.js';
import { budgetRules } from '../modules/usage/budget-rules.js';
import { UsageBudget } from '../modules/usage/usage-budget.js';
import { UserSettingsService } from '../modules/user-settings/user-settings.service.js';
import { UsersService } from '../modules/users/users.service.js';
import { VocabularyDeletionService } from '../modules/vocabulary-deletion/vocabulary-deletion.service.js';
import { VocabularyExchangeService } from '../modules/vocabulary-exchange/exchange.service.js';
import { VocabularyService } from '../modules/vocabulary/vocabulary.service.js';
import { FrequencyLists } from '../modules/word-statuses/frequency-lists.js';
import { WordStatusesService } from '../modules/word-statuses/word-statuses.service.js';
import type { Repositories } from './repositories.js';

/** The learner's app and its accounts: every service built once, on the shared repositories. */
export function createLearningServices(
  config: Config,
  repos: Repositories,
  platform: Platform,
  /** Server speech (LLM_TTS_MODEL), undefined when the browser reads aloud. */
  speechProvider: SpeechProvider | undefined,
  /** LLM_DAILY_TOKEN_BUDGET: a request that starts model work is refused once it is spent. */
  dailyBudget: LlmDailyBudget,
) {
  const { queue, llm, live } = platform;
  const sessions = new SessionService(repos.sessions, repos.users, platform.bus);
  // one mechanism for every per-user limit on LLM work and storage (issue 13)
  const usage = new UsageBudget(repos.usage, budgetRules(config), dailyBudget);
  const texts = new GeneratedTextsService(
    repos.texts,
    repos.files,
    queue,
    llm,
    usage,
    new LevelFits(repos.vocabulary),
    repos.settings,
  );
  const chapters = new ChaptersService(repos.chapters, texts, queue, usage);
  const vocabulary = new VocabularyService(repos.vocabulary, chapters, queue, usage, live);
  const wordStatuses = new WordStatusesService(repos.wordStatuses, chapters, new FrequencyLists());
  return {
    users: new UsersService(repos.users),
    sessions,
    csrf: new CsrfTokens(config.sessionSecret),
    auth: new AuthService(repos.users, sessions, new LoginThrottleService(repos.loginThrottle)),
    settings: new UserSettingsService(repos.settings),
    texts,
    chapters,
    // issue 36: prompts name the creator's frequency band (the generation jobs)
    learnerBands: new LearnerBands(repos.wordStatuses, repos.settings),
    importedTexts: new ImportedTextsService(repos.importedTexts, repos.texts, usage, config.imports),
    vocabulary,
    vocabularyExchange: new VocabularyExchangeService(
      repos.vocabularyExchange,
      repos.vocabulary,
      vocabulary,
      usage,
      wordStatuses,
    ),
    training: new TrainingService(repos.training, repos.vocabulary),
    progress: new ProgressService(repos.progress, repos.settings),
    vocabularyDeletion: new VocabularyDeletionService(repos.vocabularyDeletion, repos.vocabulary, queue),
    profiles: new ProfilesService(repos.profiles, repos.files),
    wordStatuses,
    sentenceExplanations: new SentenceExplanationsService(
      repos.sentenceExplanations,
      chapters,
      repos.settings,
      usage,
      queue,
      llm,
    ),
    speech: new SpeechService(repos.speech, chapters, usage, speechProvider),
    files: repos.files,
    llmUsage: new LlmUsageService(repos.llmUsage),
    dailyBudget,
    usage,
    dictionaries: new DictionariesService(repos.dictionaries, repos.settings),
  };
}

export type LearningServices = ReturnType<typeof createLearningServices>;
