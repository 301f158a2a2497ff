import { z } from 'zod';
import { inputText } from './text.js';
import { GenerationStatusSchema, LanguageSchema, LevelSchema } from './enums.js';
import { FailureCodeFieldSchema } from './generation-failures.js';
import { pageSchema } from './pagination.js';

/** Longest conversation title. */
export const CHAT_TITLE_MAX_LENGTH = 100;
/** Longest chat message. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Messages one user may send per hour (each one costs an LLM answer). */
export const CHAT_MESSAGES_PER_HOUR = 60;

/** Who wrote a chat message. */
export const CHAT_ROLES = ['user', 'assistant'] as const;
/** The role of a chat message. */
export const ChatRoleSchema = z.enum(CHAT_ROLES);
export type ChatRole = z.infer<typeof ChatRoleSchema>;

/** A conversation with the tutor in one language and level. */
export const ChatConversationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  language: LanguageSchema,
  level: LevelSchema,
  created_at: z.string(),
});
export type ChatConversation = z.infer<typeof ChatConversationSchema>;

/** The user's conversations, newest first. */
export const ChatConversationPageSchema = pageSchema(ChatConversationSchema);

/**
 * One message. An assistant message is PENDING while the tutor writes (follow it on /ws/streams/ with
 * `{action: 'subscribe_chat', message_id}`; the stored content also grows in batches), then COMPLETE,
 * or FAILED with `error`.
 */
export const ChatMessageSchema = z.object({
  id: z.number().int(),
  role: ChatRoleSchema,
  content: z.string(),
  status: GenerationStatusSchema,
  error: z.string().nullable(),
  /** The stable code of `error`, else null. */
  failure_code: FailureCodeFieldSchema,
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** A conversation with all its messages, oldest first. */
export const ChatConversationDetailSchema = ChatConversationSchema.extend({
  messages: z.array(ChatMessageSchema),
});
export type ChatConversationDetail = z.infer<typeof ChatConversationDetailSchema>;

/** POST body of a new conversation; without a title the first message names it. */
export const CreateChatConversationSchema = z
  .object({
    language: LanguageSchema,
    level: LevelSchema,
    title: inputText(CHAT_TITLE_MAX_LENGTH).optional(),
  })
  .strict();
export type CreateChatConversation = z.infer<typeof CreateChatConversationSchema>;

/** POST body of a new message from the user. */
export const SendChatMessageSchema = z
  .object({
    content: inputText(CHAT_MESSAGE_MAX_LENGTH).min(1, 'Must have at least one character'),
  })
  .strict();
export type SendChatMessage = z.infer<typeof SendChatMessageSchema>;

/** Answer of sending a message: the stored user message and the PENDING assistant message. */
export const SendChatMessageResponseSchema = z.object({
  user_message: ChatMessageSchema,
  assistant_message: ChatMessageSchema,
});
export type SendChatMessageResponse = z.infer<typeof SendChatMessageResponseSchema>;

/** Path parameters of one conversation. */
export const ChatConversationParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
