import type { Migration } from 'kysely';
import type { Engine } from '../database.js';
import { accounts } from './0001-accounts.js';
import { textsAndFiles } from './0002-texts-and-files.js';
import { chaptersAndVocabulary } from './0003-chapters-and-vocabulary.js';
import { extras } from './0004-extras.js';
import { usageTextDates } from './0005-usage-text-dates.js';

/** Ordered by name; never rename or edit a released migration, add a new one. */
export const migrations: Record<string, (engine: Engine) => Migration> = {
  '0001-accounts': accounts,
  '0002-texts-and-files': textsAndFiles,
  '0003-chapters-and-vocabulary': chaptersAndVocabulary,
  '0004-extras': extras,
  '0005-usage-text-dates': usageTextDates,
};
