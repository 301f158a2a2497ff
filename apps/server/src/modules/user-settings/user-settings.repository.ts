import type { MotherTongue } from '@reeprise/contract';
import type { Database } from '../../db/database.js';

export interface SettingsRecord {
  motherTongue: MotherTongue;
  showWelcomeCard: boolean;
  showExperimentalFeatures: boolean;
}

export class UserSettingsRepository {
  constructor(private readonly db: Database) {}

  async get(userId: number): Promise<SettingsRecord> {
    const row = await this.db
      .selectFrom('user_settings')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return { motherTongue: 'ENGLISH', showWelcomeCard: true, showExperimentalFeatures: false };
    return {
      motherTongue: row.mother_tongue === 'GERMAN' ? 'GERMAN' : 'ENGLISH',
      showWelcomeCard: Boolean(row.show_welcome_card),
      showExperimentalFeatures: Boolean(row.show_experimental_features),
    };
  }

  async update(userId: number, changes: Partial<SettingsRecord>): Promise<void> {
    const set: { mother_tongue?: string; show_welcome_card?: number; show_experimental_features?: number } =
      {};
    if (changes.motherTongue !== undefined) set.mother_tongue = changes.motherTongue;
    if (changes.showWelcomeCard !== undefined) set.show_welcome_card = changes.showWelcomeCard ? 1 : 0;
    if (changes.showExperimentalFeatures !== undefined) {
      set.show_experimental_features = changes.showExperimentalFeatures ? 1 : 0;
    }
    if (Object.keys(set).length === 0) return;
    // Users created before settings existed get their row on first write.
    await this.db
      .insertInto('user_settings')
      .values({ user_id: userId, ...set })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(set))
      .execute();
  }
}
