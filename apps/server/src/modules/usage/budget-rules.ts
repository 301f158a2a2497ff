import { EARLY_ACCESS_MAX_PER_WINDOW, EARLY_ACCESS_WINDOW_MS } from '@reeprise/contract';
import type { Config } from '../../config.js';
import type { BudgetRules } from './usage-budget.js';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** The budgets' limits come from the configuration (README table); their messages and codes live here. */
export function budgetRules(config: Pick<Config, 'generationsPerHour' | 'usageLimits'>): BudgetRules {
  const limits = config.usageLimits;
  return {
    // texts, chapters and their retries share one budget: each is one LLM writing job
    generation: {
      limit: config.generationsPerHour,
      windowMs: HOUR_MS,
      code: 'generation_quota',
      modelWork: true,
      message: (limit) =>
        `You have reached the limit of ${limit} new texts per hour. Please try again later.`,
    },
    // new vocabulary entries and retries of failed ones: each is one LLM translation job
    translation: {
      limit: limits.translationsPerHour,
      windowMs: HOUR_MS,
      code: 'translation_quota',
      message: (limit) =>
        `You have reached the limit of ${limit} new words per hour. Please try again later.`,
    },
    chat_message: {
      limit: limits.chatMessagesPerHour,
      windowMs: HOUR_MS,
      code: 'chat_message_quota',
      modelWork: true,
      message: (limit) =>
        `You have reached the limit of ${limit} chat messages per hour. Please try again later.`,
    },
    chat_conversation: {
      limit: limits.chatConversationsPerHour,
      windowMs: HOUR_MS,
      code: 'chat_conversation_quota',
      message: (limit) =>
        `You have reached the limit of ${limit} new conversations per hour. Please try again later.`,
    },
    wish_space: {
      limit: limits.wishSpacesPerDay,
      windowMs: DAY_MS,
      code: 'wish_space_quota',
      message: (limit) =>
        `You have reached the limit of ${limit} new wish spaces per day. Please try again later.`,
    },
    // a learner's own texts: no LLM call, but each stores a book's worth of text or fetches a page
    text_import: {
      limit: limits.importsPerHour,
      windowMs: HOUR_MS,
      code: 'import_quota',
      message: (limit) =>
        `You have reached the limit of ${limit} imported texts per hour. Please try again later.`,
    },
    // sentences and words the speech model reads aloud: only audio not yet made is paid and counted
    speech: {
      limit: limits.speechPerHour,
      windowMs: HOUR_MS,
      code: 'speech_quota',
      message: (limit) =>
        `You have reached the limit of ${limit} new sentences read aloud per hour. Please try again later.`,
    },
    // per client address (hashed): the landing page's box stores addresses, not LLM work, but a script
    // must not fill the table
    early_access: {
      limit: EARLY_ACCESS_MAX_PER_WINDOW,
      windowMs: EARLY_ACCESS_WINDOW_MS,
      code: 'early_access_throttled',
      message: () => 'Too many sign-ups from your network. Please try again in a few minutes.',
    },
    // per upload token: a leaked link cannot fill the database faster than this
    wish_upload: {
      limit: limits.wishUploadsPerHour,
      windowMs: HOUR_MS,
      code: 'wish_upload_rate',
      message: (limit) =>
        `This upload link has reached its limit of ${limit} recordings per hour. Please try again later.`,
    },
  };
}
