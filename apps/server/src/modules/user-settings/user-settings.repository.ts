import {
  DESIRED_RETENTION_DEFAULT,
  NEW_WORDS_PER_DAY_DEFAULT,
  TARGET_KNOWN_SHARE_DEFAULT,
  type MotherTongue,
} from '@reeprise/contract';
import type { Database } from '../../db/database.js';

export interface SettingsRecord {
  motherTongue: MotherTongue;
  showWelcomeCard: boolean;
  showExperimentalFeatures: boolean;
  /** null: the product's own name. */
  appName: string | null;
  /** FSRS's target recall for this learner (issue 16). */
  desiredRetention: number;
  /** The reader's quiet mark of new words (issue 34). */
  showNewWordMarks: boolean;
  /** The share of running words the learner wants to know already (issue 36). */
  targetKnownShare: number;
  /** Words never trained that a due session may start per day (issue 35). */
  newWordsPerDay: number;
}

export class UserSettingsRepository {
  constructor(private readonly db: Database) {}

  async get(userId: number): Promise<SettingsRecord> {
    const row = await this.db
      .selectFrom('user_settings')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) {
      return {
        motherTongue: 'ENGLISH',
        showWelcomeCard: true,
        showExperimentalFeatures: false,
        appName: null,
        desiredRetention: DESIRED_RETENTION_DEFAULT,
        showNewWordMarks: true,
        targetKnownShare: TARGET_KNOWN_SHARE_DEFAULT,
        newWordsPerDay: NEW_WORDS_PER_DAY_DEFAULT,
      };
    }
    return {
      motherTongue: row.mother_tongue === 'GERMAN' ? 'GERMAN' : 'ENGLISH',
      showWelcomeCard: Boolean(row.show_welcome_card),
      showExperimentalFeatures: Boolean(row.show_experimental_features),
      appName: row.app_name,
      desiredRetention: Number(row.desired_retention),
      showNewWordMarks: Boolean(row.show_new_word_marks),
      targetKnownShare: Number(row.target_known_share),
      newWordsPerDay: Number(row.new_words_per_day),
    };
  }

  async update(userId: number, changes: Partial<SettingsRecord>): Promise<void> {
    const set: {
      mother_tongue?: string;
      show_welcome_card?: number;
      show_experimental_features?: number;
      app_name?: string | null;
      desired_retention?: number;
      show_new_word_marks?: number;
      target_known_share?: number;
      new_words_per_day?: number;
    } = {};
    if (changes.motherTongue !== undefined) set.mother_tongue = changes.motherTongue;
    if (changes.showWelcomeCard !== undefined) set.show_welcome_card = changes.showWelcomeCard ? 1 : 0;
    if (changes.showExperimentalFeatures !== undefined) {
      set.show_experimental_features = changes.showExperimentalFeatures ? 1 : 0;
    }
    if (changes.appName !== undefined) set.app_name = changes.appName;
    if (changes.desiredRetention !== undefined) set.desired_retention = changes.desiredRetention;
    if (changes.showNewWordMarks !== undefined) set.show_new_word_marks = changes.showNewWordMarks ? 1 : 0;
    if (changes.targetKnownShare !== undefined) set.target_known_share = changes.targetKnownShare;
    if (changes.newWordsPerDay !== undefined) set.new_words_per_day = changes.newWordsPerDay;
    if (Object.keys(set).length === 0) return;
    // Users created before settings existed get their row on first write.
    await this.db
      .insertInto('user_settings')
      .values({ user_id: userId, ...set })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(set))
      .execute();
  }
}
