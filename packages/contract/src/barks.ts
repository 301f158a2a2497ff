import { z } from 'zod';
import { inputText } from './text.js';

/** Longest name of a bark account. */
export const BARK_ACCOUNT_NAME_MAX_LENGTH = 100;
/** Longest bark title. */
export const BARK_TITLE_MAX_LENGTH = 100;
/** Longest bark note. */
export const BARK_NOTE_MAX_LENGTH = 500;
/** Longest top-up payment URL. */
export const PAYMENT_URL_MAX_LENGTH = 2000;

/** A top-up payment URL: absolute http or https only, so a link can never run script. */
export const PaymentUrlSchema = z
  .url({ protocol: /^https?$/, error: 'Enter an http or https URL.' })
  .max(PAYMENT_URL_MAX_LENGTH);

/** A bark account the user belongs to; the balance shown is credits / 100. */
export const BarkAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  credits: z.number().int(),
  top_up_payment_url: z.string().nullable(),
});
export type BarkAccount = z.infer<typeof BarkAccountSchema>;

/** A bark: a map pin of an account. */
export const BarkSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  title: z.string(),
  note: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  created_at: z.string(),
});
export type Bark = z.infer<typeof BarkSchema>;

/** POST body of a new bark (needs barks.add_bark and membership of the account). */
export const CreateBarkSchema = z
  .object({
    account_id: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
    title: inputText(BARK_TITLE_MAX_LENGTH).min(1, 'Must have at least one character'),
    note: inputText(BARK_NOTE_MAX_LENGTH).default(''),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  })
  .strict();
export type CreateBark = z.infer<typeof CreateBarkSchema>;
