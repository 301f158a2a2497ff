import type { ExtrasTables } from './extras-schema.js';
import type { Generated } from 'kysely';

/** Booleans are stored as 0/1 on both engines; repositories convert them. */
export type Flag = number;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  is_staff: Flag;
  is_active: Flag;
  created_at: string;
  password_changed_at: string;
}

export interface UserPermissionsTable {
  user_id: number;
  codename: string;
}

export interface UserSettingsTable {
  user_id: number;
  mother_tongue: Generated<string>;
  show_welcome_card: Generated<Flag>;
  show_experimental_features: Generated<Flag>;
}

export interface SessionsTable {
  /** SHA-256 of the cookie value, so a database leak does not leak live sessions. */
  id_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  blocked_until: string | null;
  updated_at: string;
}

export interface FilesTable {
  id: Generated<number>;
  owner_id: number | null;
  kind: string;
  content_type: string;
  size: number;
  data: Buffer;
  created_at: string;
}

export interface ProfilesTable {
  user_id: number;
  pic_file_id: number | null;
  updated_at: string;
}

export interface GeneratedTextsTable {
  id: Generated<number>;
  creator_id: number;
  topic: string;
  status: string;
  output: Generated<string>;
  language: string;
  level: string;
  text_type: string;
  word_number: number;
  main_character: Generated<string>;
  image_file_id: number | null;
  publicly_visible: Generated<Flag>;
  view_count: Generated<number>;
  word_count: Generated<number>;
  error: string | null;
  is_demo: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface ChaptersTable {
  id: Generated<number>;
  generated_text_id: number;
  chapter_number: number;
  status: string;
  content: Generated<string>;
  /** JSON array of the words the chapter was asked to use. */
  words: string;
  used_words: Generated<string>;
  word_count: Generated<number>;
  error: string | null;
  created_at: string;
  updated_at: string;
}

export interface VocabulariesTable {
  id: Generated<number>;
  user_id: number;
  language: string;
  word: string;
  normalized: string;
  translation: Generated<string>;
  mnemonic: Generated<string>;
  part_of_speech: Generated<string>;
  status: string;
  winning_streak: Generated<number>;
  error: string | null;
  last_reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface VocabularyUsagesTable {
  id: Generated<number>;
  vocabulary_id: number;
  user_id: number;
  generated_text_id: number;
  chapter_id: number | null;
  chapter_number: number;
  start_idx: number;
  end_idx: number;
  surface: string;
  sentence: string;
  created_at: string;
  /** Copy of the text's created_at (which never changes), for the "texts of the last N days" filters. */
  text_created_at: string;
}

export interface VocabularyReviewsTable {
  id: Generated<number>;
  vocabulary_id: number;
  user_id: number;
  result: string;
  streak_before: number;
  streak_after: number;
  reviewed_at: string;
}

export interface DB extends ExtrasTables {
  users: UsersTable;
  user_permissions: UserPermissionsTable;
  user_settings: UserSettingsTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  files: FilesTable;
  profiles: ProfilesTable;
  generated_texts: GeneratedTextsTable;
  chapters: ChaptersTable;
  vocabularies: VocabulariesTable;
  vocabulary_usages: VocabularyUsagesTable;
  vocabulary_reviews: VocabularyReviewsTable;
}
