import type { ExtrasTables } from './extras-schema.js';
import type { Generated } from 'kysely';

/** Booleans are stored as 0/1 on both engines; repositories convert them. */
export type Flag = number;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** NFKC, case-folded username under a unique index; NULL only for rows older than migration 0009 that collided. */
  username_key: string | null;
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
  /** The name the top bar shows this user (migration 0008); null: the product's own name. */
  app_name: Generated<string | null>;
  /** FSRS's target recall (migration 0010), 0.7-0.97. */
  desired_retention: Generated<number>;
  /** The reader's quiet mark of new words (migration 0022); 0 turns it off. */
  show_new_word_marks: Generated<Flag>;
  /** The share of running words the learner wants to know already (migration 0023), 0.80-0.99. */
  target_known_share: Generated<number>;
  /** Words never trained that "Train due words" may start per day (migration 0025), 0-100. */
  new_words_per_day: Generated<number>;
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

/** Audio the speech model made (decision 020), keyed by a hash of model, voice, format, language and words. */
export interface SpeechAudioTable {
  key: string;
  file_id: number;
  language: string;
  characters: number;
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
  /** JSON of the words the learner asked the text to practise (migration 0010); NULL: none. */
  practice_words: Generated<string | null>;
  /** JSON of how a learner's own text was imported (migration 0013); NULL: the model wrote it. */
  imported: Generated<string | null>;
  /** JSON LevelFit of the text for its creator, stored when it completed (migration 0023); NULL: not measured. */
  level_fit: Generated<string | null>;
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
  /** JSON: the forms in the content that showed the words were used (migration 0010), for marking. */
  used_forms: Generated<string>;
  word_count: Generated<number>;
  error: string | null;
  /** JSON LevelFit of the chapter for the text's creator, stored when it completed (migration 0023). */
  level_fit: Generated<string | null>;
  /** JSON {chapter_number, direction} of the chapter a rewrite retells (migration 0023); NULL: a continuation. */
  rewritten_from: Generated<string | null>;
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
  /** FSRS card (migration 0010); fsrs_due NULL: never reviewed (state New). */
  fsrs_due: Generated<string | null>;
  fsrs_stability: Generated<number>;
  fsrs_difficulty: Generated<number>;
  fsrs_reps: Generated<number>;
  fsrs_lapses: Generated<number>;
  fsrs_state: Generated<number>;
  fsrs_scheduled_days: Generated<number>;
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
  /** Where the clicked word is in `sentence` (migration 0019); 0 and 0 mark nothing. */
  sentence_start: Generated<number>;
  sentence_end: Generated<number>;
  created_at: string;
  /** Copy of the text's created_at (which never changes), for the "texts of the last N days" filters. */
  text_created_at: string;
}

/**
 * A number per learner bumped by triggers whenever the learner's entries or usages change (migration
 * 0020): a kept vocabulary list answer is served again only while it stands.
 */
export interface VocabularyVersionsTable {
  user_id: number;
  /** bigint on PostgreSQL: the driver answers it as a string */
  version: number | string;
}

/** Migration 0021 (decision 026): bumped on every change the text list shows; scope 0 is everybody's public texts. */
export interface TextListVersionsTable {
  /** 0: everybody's public texts; otherwise the id of the user whose own texts these are */
  scope: number;
  /** bigint on PostgreSQL: the driver answers it as a string */
  version: number | string;
}

/** A word form the learner marked known or ignored (migration 0022, decision 035); no row: new. */
export interface WordStatusesTable {
  user_id: number;
  language: string;
  /** normalizeWord of one word (wordFormOf in the contract) */
  form: string;
  /** 'known' | 'ignored' */
  status: string;
  /** what marked it: 'read' | 'manual' | 'placement' | 'import' */
  source: string;
  updated_at: string;
}

/** The placement level in effect per learner and language (migration 0022); A0 too: the learner answered. */
/** A sentence's translation and grammar explanation, kept per learner (migration 0023). */
export interface SentenceExplanationsTable {
  id: Generated<number>;
  user_id: number;
  generated_text_id: number;
  chapter_number: number;
  sentence_start: number;
  sentence_end: number;
  sentence: string;
  mother_tongue: string;
  status: string;
  content: Generated<string>;
  error: string | null;
  created_at: string;
  updated_at: string;
}

export interface WordPlacementsTable {
  user_id: number;
  language: string;
  level: string;
  updated_at: string;
}

/** Reviews per learner and quarter hour (migration 0018), for the statistics page's charts. */
export interface ReviewCountsTable {
  user_id: number;
  /** ISO timestamp of the quarter hour's start, UTC. */
  period_start: string;
  reviews: number;
  /** 'I know it' answers (FSRS Good). */
  good: number;
  /** answers to due cards, and how many of those were 'I know it' (the true retention) */
  due: number;
  due_good: number;
}

export interface VocabularyReviewsTable {
  id: Generated<number>;
  vocabulary_id: number;
  user_id: number;
  result: string;
  streak_before: number;
  streak_after: number;
  reviewed_at: string;
  /** FSRS review log (migration 0010): enough to refit parameters later. */
  rating: Generated<number>;
  state_before: Generated<number>;
  elapsed_days: Generated<number>;
  scheduled_days: Generated<number>;
  due_before: Generated<string | null>;
  stability_before: Generated<number>;
  difficulty_before: Generated<number>;
  /** 1 when the card was in review and due: these answers make the true retention. */
  was_due: Generated<number>;
}

/** A deleted vocabulary entry that "Undo" can still restore (migration 0015, decision 015). */
export interface DeletedVocabulariesTable {
  id: Generated<number>;
  user_id: number;
  vocabulary_id: number;
  /** JSON: the entry's row, its usages and its reviews as they were stored. */
  snapshot: string;
  deleted_at: string;
}

/** A budget's use in one time window (modules/usage); reserved by a conditional upsert. */
export interface UsageCountersTable {
  key: string;
  window_start: string;
  used: number;
}

/** Tokens the LLM used per UTC day, user, kind and model (modules/llm-usage); added to by an upsert. */
export interface LlmUsageTable {
  day: string;
  user_id: number;
  kind: string;
  model: string;
  calls: number;
  prompt_tokens: number;
  completion_tokens: number;
}

/**
 * The operator's daily token budget (modules/llm-usage, decision 046): tokens reserved by calls in flight
 * and spent by finished ones, per UTC day. PostgreSQL's bigint arrives as a string (the repository reads it).
 */
export interface LlmTokenBudgetTable {
  day: string;
  reserved: number | string;
  spent: number | string;
}

/** When a user's view of a text was last counted: at most one counted view per window. */
export interface TextViewsTable {
  user_id: number;
  text_id: number;
  counted_at: string;
}

/** An imported offline dictionary (migration 0011); `name` is the dictd file's base name. */
export interface DictionariesTable {
  id: Generated<number>;
  name: string;
  title: string;
  from_language: string;
  to_language: string;
  entry_count: number;
  created_at: string;
}

/** One headword of a dictionary; the language pair is repeated so lookups use one index. */
export interface DictionaryEntriesTable {
  id: Generated<number>;
  dictionary_id: number;
  from_language: string;
  to_language: string;
  headword: string;
  /** NFC, lower-case headword: what lookups compare. */
  headword_key: string;
  definition: string;
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
  review_counts: ReviewCountsTable;
  vocabulary_versions: VocabularyVersionsTable;
  text_list_versions: TextListVersionsTable;
  deleted_vocabularies: DeletedVocabulariesTable;
  usage_counters: UsageCountersTable;
  text_views: TextViewsTable;
  llm_usage: LlmUsageTable;
  llm_token_budget: LlmTokenBudgetTable;
  dictionaries: DictionariesTable;
  dictionary_entries: DictionaryEntriesTable;
  speech_audio: SpeechAudioTable;
  word_statuses: WordStatusesTable;
  word_placements: WordPlacementsTable;
  sentence_explanations: SentenceExplanationsTable;
}
