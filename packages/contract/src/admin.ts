import { z } from 'zod';
import { inputText } from './text.js';
import { BARK_ACCOUNT_NAME_MAX_LENGTH, BarkAccountSchema, BarkSchema, PaymentUrlSchema } from './barks.js';
import { GenerationStatusSchema, LanguageSchema, LevelSchema, PERMISSIONS, TextTypeSchema } from './enums.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from './limits.js';
import { pageSchema } from './pagination.js';

/** Rows per page of every admin table. */
export const ADMIN_PAGE_SIZE = 25;

/** A known permission codename. */
export const PermissionSchema = z.enum([
  PERMISSIONS.viewBark,
  PERMISSIONS.addBark,
  PERMISSIONS.viewShoppingList,
]);

/** Query of every admin list: an optional search text and the page cursor. */
export const AdminListQuerySchema = z.object({
  q: inputText(100).optional(),
  cursor: z.string().max(200).optional(),
});
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;

/** Path parameters of one admin row. */
export const AdminIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** A new password as the server accepts it (the server also checks it against common and guessable ones). */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`);

/** A user as the admin area shows it (never the password hash). */
export const AdminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  is_staff: z.boolean(),
  is_active: z.boolean(),
  permissions: z.array(z.string()),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
/** One page of the users table. */
export const AdminUserPageSchema = pageSchema(AdminUserSchema);

/** POST body of a new user. */
export const AdminCreateUserSchema = z
  .object({
    username: inputText(USERNAME_MAX_LENGTH).min(1, 'This field is required'),
    password: NewPasswordSchema,
    is_staff: z.boolean().default(false),
    permissions: z.array(PermissionSchema).max(20).default([]),
  })
  .strict();
export type AdminCreateUser = z.infer<typeof AdminCreateUserSchema>;

/** PATCH body of a user; `permissions` replaces the whole set. */
export const AdminUpdateUserSchema = z
  .object({
    is_staff: z.boolean().optional(),
    is_active: z.boolean().optional(),
    permissions: z.array(PermissionSchema).max(20).optional(),
  })
  .strict();
export type AdminUpdateUser = z.infer<typeof AdminUpdateUserSchema>;

/** Body of set_password; the user's sessions end. */
export const AdminSetPasswordSchema = z
  .object({ password: NewPasswordSchema })
  .strict();
export type AdminSetPassword = z.infer<typeof AdminSetPasswordSchema>;

/** A text as the moderation table shows it. */
export const AdminTextSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  status: GenerationStatusSchema,
  language: LanguageSchema,
  level: LevelSchema,
  text_type: TextTypeSchema,
  publicly_visible: z.boolean(),
  view_count: z.number().int(),
  creator: z.string(),
  creator_id: z.number().int(),
  created_at: z.string(),
});
export type AdminText = z.infer<typeof AdminTextSchema>;
/** One page of the texts table. */
export const AdminTextPageSchema = pageSchema(AdminTextSchema);

/** PATCH body of a text: staff may only unpublish, never publish someone's private text. */
export const AdminUpdateTextSchema = z.object({ publicly_visible: z.literal(false) }).strict();
export type AdminUpdateText = z.infer<typeof AdminUpdateTextSchema>;

const optionalPaymentUrl = z.union([z.literal('').transform(() => null), PaymentUrlSchema]).nullable();
const credits = z.number().int().min(0).max(1_000_000_000);
const accountName = z
  .string()
  .trim()
  .min(1, 'Must have at least one character')
  .max(BARK_ACCOUNT_NAME_MAX_LENGTH);

/** A bark account with its members (usernames) for the admin area. */
export const AdminBarkAccountSchema = BarkAccountSchema.extend({
  members: z.array(z.string()),
  bark_count: z.number().int(),
  created_at: z.string(),
});
export type AdminBarkAccount = z.infer<typeof AdminBarkAccountSchema>;
/** One page of the bark accounts table. */
export const AdminBarkAccountPageSchema = pageSchema(AdminBarkAccountSchema);

/** POST body of a new bark account; members are usernames. */
export const AdminCreateBarkAccountSchema = z
  .object({
    name: accountName,
    credits: credits.default(0),
    top_up_payment_url: optionalPaymentUrl.default(null),
    members: z.array(inputText(USERNAME_MAX_LENGTH).min(1)).max(100).default([]),
  })
  .strict();
export type AdminCreateBarkAccount = z.infer<typeof AdminCreateBarkAccountSchema>;

/** PATCH body of a bark account; an empty or null URL removes the top-up link. */
export const AdminUpdateBarkAccountSchema = z
  .object({
    name: accountName.optional(),
    credits: credits.optional(),
    top_up_payment_url: optionalPaymentUrl.optional(),
  })
  .strict();
export type AdminUpdateBarkAccount = z.infer<typeof AdminUpdateBarkAccountSchema>;

/** Body naming a member to add to a bark account or shopping list. */
export const AdminMemberSchema = z.object({ username: inputText(USERNAME_MAX_LENGTH).min(1) }).strict();
export type AdminMember = z.infer<typeof AdminMemberSchema>;

/** Path parameters of one member of an account or list. */
export const AdminMemberParamsSchema = AdminIdParamsSchema.extend({
  username: z.string().min(1).max(USERNAME_MAX_LENGTH),
});

/** A bark with its account name and creator for the admin area. */
export const AdminBarkSchema = BarkSchema.extend({
  account_name: z.string(),
  creator: z.string().nullable(),
});
export type AdminBark = z.infer<typeof AdminBarkSchema>;
/** One page of the barks table. */
export const AdminBarkPageSchema = pageSchema(AdminBarkSchema);

/** A wish space with its owner for the admin area (never the upload token). */
export const AdminWishSpaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  owner: z.string(),
  owner_id: z.number().int(),
  wish_count: z.number().int(),
  created_at: z.string(),
});
export type AdminWishSpace = z.infer<typeof AdminWishSpaceSchema>;
/** One page of the wish spaces table. */
export const AdminWishSpacePageSchema = pageSchema(AdminWishSpaceSchema);

/** A shopping list with its members for the admin area. */
export const AdminShoppingListSchema = z.object({
  id: z.number().int(),
  members: z.array(z.string()),
  entry_count: z.number().int(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type AdminShoppingList = z.infer<typeof AdminShoppingListSchema>;
/** One page of the shopping lists table. */
export const AdminShoppingListPageSchema = pageSchema(AdminShoppingListSchema);

/** A stored early-access address. */
export const AdminEarlyAccessSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  created_at: z.string(),
});
export type AdminEarlyAccess = z.infer<typeof AdminEarlyAccessSchema>;
/** One page of the early-access addresses. */
export const AdminEarlyAccessPageSchema = pageSchema(AdminEarlyAccessSchema);

/** Most rows the LLM usage view answers; `truncated` says when there were more. */
export const ADMIN_LLM_USAGE_MAX_ROWS = 500;

/** Query of the LLM usage view: the last `days` UTC days (today included), `q` searches usernames. */
export const AdminLlmUsageQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
  q: z.string().trim().max(100).optional(),
});
export type AdminLlmUsageQuery = z.infer<typeof AdminLlmUsageQuerySchema>;

/** Tokens one user spent with one model on one UTC day, as the provider reported them. */
export const AdminLlmUsageRowSchema = z.object({
  day: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  model: z.string(),
  /** LLM calls that reported usage (a vocabulary lookup may take two). */
  calls: z.number().int(),
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
});
export type AdminLlmUsageRow = z.infer<typeof AdminLlmUsageRowSchema>;

/** The LLM usage view: rows newest day first, the biggest users first within a day. */
export const AdminLlmUsageSchema = z.object({
  /** First day included (YYYY-MM-DD, UTC). */
  since: z.string(),
  rows: z.array(AdminLlmUsageRowSchema),
  truncated: z.boolean(),
});
export type AdminLlmUsage = z.infer<typeof AdminLlmUsageSchema>;
