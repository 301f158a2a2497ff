/** Limits and timings shared by server and web; the spec's business constants. */
export const USERNAME_MAX_LENGTH = 80;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const APP_NAME_MAX_LENGTH = 9;

export const POLL_INTERVAL_MS = 500;
export const TEXT_LIST_STALE_TIME_MS = 400;
export const SNACKBAR_DURATION_MS = 2000;
export const VIEW_COUNT_DELAY_MS = 5000;
export const WS_RECONNECT_DELAY_MS = 2000;
export const WS_IDLE_CLOSE_MS = 10_000;

export const TEXTS_PAGE_SIZE = 10;
export const VOCABULARY_PAGE_SIZE = 20;

export const TOPIC_MAX_LENGTH = 200;
export const MAIN_CHARACTER_MAX_LENGTH = 80;
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;

export const TRAINING_DEFAULTS = {
  text_of_last_days: 20,
  maximum_streak: 2,
  known_vocabularies: 5,
  total_vocabularies: 5,
} as const;

export const TRAINER_TOGGLES_STORAGE_KEY = 'voc-trainer-page-v1';
export const LAST_FORM_INPUTS_STORAGE_KEY = 'reeprise-last-form-inputs-v1';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
export const SESSION_COOKIE = 'sessionid';
/**
 * Set beside the session cookie, readable by the SPA and holding no secret: "this browser was signed in",
 * so a returning learner's first page asks for its settings, code and data beside whoami instead of after
 * it. Only a hint: whoami decides, and clears it when there is no session.
 */
export const SIGNED_IN_COOKIE = 'signedin';

/** A word-status call's words: at most this many, each at most this long (issue 34). */
export const WORD_STATUS_WORDS_MAX = 10_000;
export const WORD_STATUS_WORD_MAX_LENGTH = 100;

/** The share of a text's running words a learner wants to know already (issue 36; Nation: 95-98 %). */
export const TARGET_KNOWN_SHARE_MIN = 0.8;
export const TARGET_KNOWN_SHARE_MAX = 0.99;
export const TARGET_KNOWN_SHARE_DEFAULT = 0.95;

/** Words never trained that a due session may start per day (issue 35; Anki's "new cards/day"). */
export const NEW_WORDS_PER_DAY_MIN = 0;
export const NEW_WORDS_PER_DAY_MAX = 100;
export const NEW_WORDS_PER_DAY_DEFAULT = 20;
