import type { UserSettingsChange } from '@reeprise/contract';
import { forbidden } from '../../plugins/http-error.js';
import type { AuthUser } from '../auth/session.service.js';
import type { SettingsRecord, UserSettingsRepository } from './user-settings.repository.js';

export class UserSettingsService {
  constructor(private readonly repo: UserSettingsRepository) {}

  get(user: AuthUser): Promise<SettingsRecord> {
    return this.repo.get(user.id);
  }

  /** Applies a partial change; only staff may turn experimental features on; anyone may name the app for themselves. */
  async update(user: AuthUser, patch: UserSettingsChange): Promise<SettingsRecord> {
    if (patch.show_experimental_features === true && !user.isStaff) {
      throw forbidden('Only staff can turn on experimental features.');
    }
    await this.repo.update(user.id, {
      motherTongue: patch.mother_tongue,
      showWelcomeCard: patch.show_welcome_card,
      showExperimentalFeatures: patch.show_experimental_features,
      appName: patch.app_name,
      desiredRetention: patch.desired_retention,
      showNewWordMarks: patch.show_new_word_marks,
      targetKnownShare: patch.target_known_share,
      newWordsPerDay: patch.new_words_per_day,
    });
    return this.repo.get(user.id);
  }

  /** Staff who turned experimental features on: the gate of the spec's experimental screens. */
  async hasExperimentalFeatures(user: AuthUser): Promise<boolean> {
    return user.isStaff && (await this.repo.get(user.id)).showExperimentalFeatures;
  }
}
