import type { Migration } from 'kysely';
import type { Engine } from '../database.js';
import { accounts } from './0001-accounts.js';
import { textsAndFiles } from './0002-texts-and-files.js';
import { chaptersAndVocabulary } from './0003-chapters-and-vocabulary.js';
import { extras } from './0004-extras.js';
import { usageTextDates } from './0005-usage-text-dates.js';
import { usageBudgets } from './0006-usage-budgets.js';
import { llmUsage } from './0007-llm-usage.js';
import { appName } from './0008-app-name.js';
import { usernameKeyColumn } from './0009-username-key.js';
import { learningEngine } from './0010-learning-engine.js';
import { dictionaries } from './0011-dictionaries.js';
import { dropEarlyAccessAttempts } from './0012-drop-early-access-attempts.js';
import { importedTexts } from './0013-imported-texts.js';
import { phraseUsages } from './0014-phrase-usages.js';
import { deletedVocabularies } from './0015-deleted-vocabularies.js';
import { vocabularyListOrders } from './0016-vocabulary-list-orders.js';
import { speechAudio } from './0017-speech-audio.js';
import { reviewCounts } from './0018-review-counts.js';
import { usageSentenceMarks } from './0019-usage-sentence-marks.js';
import { vocabularyVersions } from './0020-vocabulary-versions.js';
import { textListVersions } from './0021-text-list-versions.js';
import { wordStatuses } from './0022-word-statuses.js';
import { levelFit } from './0023-level-fit.js';
import { newWordsPerDay } from './0025-new-words-per-day.js';
import { llmDailyBudget } from './0026-llm-daily-budget.js';

/** Ordered by name; never rename or edit a released migration, add a new one. */
export const migrations: Record<string, (engine: Engine) => Migration> = {
  '0001-accounts': accounts,
  '0002-texts-and-files': textsAndFiles,
  '0003-chapters-and-vocabulary': chaptersAndVocabulary,
  '0004-extras': extras,
  '0005-usage-text-dates': usageTextDates,
  '0006-usage-budgets': usageBudgets,
  '0007-llm-usage': llmUsage,
  '0008-app-name': appName,
  '0009-username-key': usernameKeyColumn,
  '0010-learning-engine': learningEngine,
  '0011-dictionaries': dictionaries,
  '0012-drop-early-access-attempts': dropEarlyAccessAttempts,
  '0013-imported-texts': importedTexts,
  '0014-phrase-usages': phraseUsages,
  '0015-deleted-vocabularies': deletedVocabularies,
  '0016-vocabulary-list-orders': vocabularyListOrders,
  '0017-speech-audio': speechAudio,
  '0018-review-counts': reviewCounts,
  '0019-usage-sentence-marks': usageSentenceMarks,
  '0020-vocabulary-versions': vocabularyVersions,
  '0021-text-list-versions': textListVersions,
  '0022-word-statuses': wordStatuses,
  '0023-level-fit': levelFit,
  '0025-new-words-per-day': newWordsPerDay,
  '0026-llm-daily-budget': llmDailyBudget,
};
