import { z } from 'zod';
import { inputText } from './text.js';
import { pageSchema } from './pagination.js';

/** Longest wish space name. */
export const WISH_SPACE_NAME_MAX_LENGTH = 100;
/** Longest wish title. */
export const WISH_TITLE_MAX_LENGTH = 100;
/** Largest accepted recording; the upload is cut off with 413 beyond it. */
export const WISH_AUDIO_MAX_BYTES = 10 * 1024 * 1024;
/** Longest accepted recording, in seconds. */
export const WISH_MAX_DURATION_SECONDS = 5 * 60;
/** Most wishes one space holds, so a leaked upload link cannot fill the database. */
export const WISH_SPACE_MAX_WISHES = 200;
/** The title a wish gets when the guest leaves it empty. */
export const DEFAULT_WISH_TITLE = 'Wish';

/** One recorded wish; `audio_url` serves the recording to the space's owner. */
export const WishSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  created_at: z.string(),
  audio_url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type Wish = z.infer<typeof WishSchema>;

/** A wish space in the owner's list. */
export const WishSpaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  wish_count: z.number().int(),
});
export type WishSpace = z.infer<typeof WishSpaceSchema>;

/** The owner's list of wish spaces, newest first. */
export const WishSpacePageSchema = pageSchema(WishSpaceSchema);

/** One wish space for its owner: the secret upload token (for the guest link) and every wish. */
export const WishSpaceDetailSchema = WishSpaceSchema.extend({
  upload_token: z.string(),
  wishes: z.array(WishSchema),
});
export type WishSpaceDetail = z.infer<typeof WishSpaceDetailSchema>;

/** POST body of a new wish space. */
export const CreateWishSpaceSchema = z
  .object({
    name: inputText(WISH_SPACE_NAME_MAX_LENGTH).min(1, 'Must have at least one character'),
  })
  .strict();
export type CreateWishSpace = z.infer<typeof CreateWishSpaceSchema>;

/** Text fields of the guest upload form (the recording travels as the file part `sound_file`). */
export const WishUploadFieldsSchema = z.object({
  csrfmiddlewaretoken: z.string().max(200).optional(),
  title: inputText(WISH_TITLE_MAX_LENGTH).default(''),
  space: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
export type WishUploadFields = z.infer<typeof WishUploadFieldsSchema>;

/** What the guest upload page may know about the space its token opens. */
export const WishUploadInfoSchema = z.object({ id: z.number().int(), name: z.string() });
export type WishUploadInfo = z.infer<typeof WishUploadInfoSchema>;

/** Path parameters of one wish space or wish. */
export const WishIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
