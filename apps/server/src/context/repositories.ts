import type { Database } from '../db/database.js';
import { AdminListsRepository } from '../modules/admin/admin-lists.repository.js';
import { AdminRepository } from '../modules/admin/admin.repository.js';
import { LoginThrottleRepository } from '../modules/auth/login-throttle.repository.js';
import { SessionsRepository } from '../modules/auth/sessions.repository.js';
import { BarksRepository } from '../modules/barks/barks.repository.js';
import { ChaptersRepository } from '../modules/chapters/chapters.repository.js';
import { ChatRepository } from '../modules/chat/chat.repository.js';
import { DictionariesRepository } from '../modules/dictionaries/dictionaries.repository.js';
import { EarlyAccessRepository } from '../modules/early-access/early-access.repository.js';
import { FilesRepository } from '../modules/files/files.repository.js';
import { GeneratedTextsRepository } from '../modules/generated-texts/generated-texts.repository.js';
import { ImportedTextsRepository } from '../modules/imported-texts/imported-texts.repository.js';
import { LlmBudgetRepository } from '../modules/llm-usage/llm-budget.repository.js';
import { LlmUsageRepository } from '../modules/llm-usage/llm-usage.repository.js';
import { ProfilesRepository } from '../modules/profiles/profiles.repository.js';
import { SentenceExplanationsRepository } from '../modules/sentence-explanations/sentence-explanations.repository.js';
import { ShoppingListRepository } from '../modules/shopping-list/shopping-list.repository.js';
import { SpeechRepository } from '../modules/speech/speech.repository.js';
import { ProgressRepository } from '../modules/training/progress.repository.js';
import { TrainingRepository } from '../modules/training/training.repository.js';
import { UsageRepository } from '../modules/usage/usage.repository.js';
import { UserSettingsRepository } from '../modules/user-settings/user-settings.repository.js';
import { UsersRepository } from '../modules/users/users.repository.js';
import { VocabularyDeletionRepository } from '../modules/vocabulary-deletion/vocabulary-deletion.repository.js';
import { VocabularyExchangeRepository } from '../modules/vocabulary-exchange/exchange.repository.js';
import { VocabularyRepository } from '../modules/vocabulary/vocabulary.repository.js';
import { WishesRepository } from '../modules/wishes/wishes.repository.js';
import { WordStatusesRepository } from '../modules/word-statuses/word-statuses.repository.js';

/**
 * Every repository, built once per process: services and jobs share these instances (some keep prepared
 * query shapes), and nothing else constructs one outside tests.
 */
export function createRepositories(db: Database) {
  return {
    users: new UsersRepository(db),
    sessions: new SessionsRepository(db),
    loginThrottle: new LoginThrottleRepository(db),
    settings: new UserSettingsRepository(db),
    files: new FilesRepository(db),
    usage: new UsageRepository(db),
    llmUsage: new LlmUsageRepository(db),
    llmBudget: new LlmBudgetRepository(db),
    texts: new GeneratedTextsRepository(db),
    chapters: new ChaptersRepository(db),
    importedTexts: new ImportedTextsRepository(db),
    vocabulary: new VocabularyRepository(db),
    training: new TrainingRepository(db),
    progress: new ProgressRepository(db),
    vocabularyDeletion: new VocabularyDeletionRepository(db),
    vocabularyExchange: new VocabularyExchangeRepository(db),
    wordStatuses: new WordStatusesRepository(db),
    sentenceExplanations: new SentenceExplanationsRepository(db),
    dictionaries: new DictionariesRepository(db),
    profiles: new ProfilesRepository(db),
    speech: new SpeechRepository(db),
    // the extras (issue 6)
    shoppingLists: new ShoppingListRepository(db),
    barks: new BarksRepository(db),
    wishes: new WishesRepository(db),
    chat: new ChatRepository(db),
    earlyAccess: new EarlyAccessRepository(db),
    admin: new AdminRepository(db),
    adminLists: new AdminListsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
