import type { UserSettings } from '@reeprise/contract';
import type { SettingsRecord } from './user-settings.repository.js';

export const presentSettings = (s: SettingsRecord): UserSettings => ({
  mother_tongue: s.motherTongue,
  show_welcome_card: s.showWelcomeCard,
  show_experimental_features: s.showExperimentalFeatures,
  app_name: s.appName,
  desired_retention: s.desiredRetention,
  show_new_word_marks: s.showNewWordMarks,
  target_known_share: s.targetKnownShare,
  new_words_per_day: s.newWordsPerDay,
});
