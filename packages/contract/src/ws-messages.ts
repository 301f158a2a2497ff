import { z } from 'zod';
import { GenerationStatusSchema } from './enums.js';

const TextIdSchema = z.number().int().positive().max(2 ** 31 - 1);
/** null = the text itself; 1, 2, … = a generated chapter (0 is accepted as the text too). */
const ChapterNumberSchema = z.number().int().min(0).max(10_000).nullable();
const MessageIdSchema = z.number().int().positive().max(2 ** 31 - 1);

/** A stream of a text (chapter null) or chapter being written. */
export type TextStreamTarget = { text_id: number; chapter_number: number | null };
/** A stream of a tutor's chat answer being written (the assistant message's id). */
export type ChatStreamTarget = { message_id: number };
/** What one stream on /ws/streams/ is about; its fields name it in every message. */
export type StreamTarget = TextStreamTarget | ChatStreamTarget;
/** A stream of a sentence explanation being written (issue 36: the explanation's id). */
export type ExplanationStreamTarget = { explanation_id: number };
/**
 * Every stream the server writes: StreamTarget and, since issue 36, sentence explanations. Kept apart so a
 * client that does not subscribe to explanations yet keeps its exhaustive handling of StreamTarget.
 */
export type AnyStreamTarget = StreamTarget | ExplanationStreamTarget;

/** What the browser sends on /ws/streams/. */
export const ClientMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('subscribe'), text_id: TextIdSchema, chapter_number: ChapterNumberSchema }),
  z.object({ action: z.literal('unsubscribe'), text_id: TextIdSchema, chapter_number: ChapterNumberSchema }),
  z.object({ action: z.literal('subscribe_chat'), message_id: MessageIdSchema }),
  z.object({ action: z.literal('unsubscribe_chat'), message_id: MessageIdSchema }),
  z.object({ action: z.literal('subscribe_explanation'), explanation_id: MessageIdSchema }),
  z.object({ action: z.literal('unsubscribe_explanation'), explanation_id: MessageIdSchema }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

/**
 * A piece of streamed text. `offset` is where it starts in the whole content (JavaScript string units);
 * the client applies it by offset, so a repeated or re-sent piece is never shown twice.
 */
export const ChunkMessageSchema = z.object({
  text_id: z.number().int(),
  chapter_number: z.number().int().nullable(),
  text_chunk: z.string(),
  offset: z.number().int().min(0),
});
export type ChunkMessage = z.infer<typeof ChunkMessageSchema>;

/** A piece of a tutor's answer, applied by offset like a text's chunk. */
export const ChatChunkMessageSchema = z.object({
  message_id: z.number().int(),
  text_chunk: z.string(),
  offset: z.number().int().min(0),
});
export type ChatChunkMessage = z.infer<typeof ChatChunkMessageSchema>;

export const StatusMessageSchema = z.object({
  text_id: z.number().int(),
  chapter_number: z.number().int().nullable(),
  status: GenerationStatusSchema,
});
export type StatusMessage = z.infer<typeof StatusMessageSchema>;

/**
 * A text or chapter still waits for a free writer: `queue_position` is how many are expected to start
 * before it (0: it is next). Sent when it changes; the stream's first chunk ends the wait.
 */
export const QueueMessageSchema = z.object({
  text_id: z.number().int(),
  chapter_number: z.number().int().nullable(),
  queue_position: z.number().int().min(0),
});
export type QueueMessage = z.infer<typeof QueueMessageSchema>;

/** A tutor's answer finished (COMPLETE) or gave up (FAILED); the stored message has the rest. */
export const ChatStatusMessageSchema = z.object({
  message_id: z.number().int(),
  status: GenerationStatusSchema,
});
export type ChatStatusMessage = z.infer<typeof ChatStatusMessageSchema>;

/** A piece of a sentence explanation (issue 36), applied by offset like a text's chunk. */
export const ExplanationChunkMessageSchema = z.object({
  explanation_id: z.number().int(),
  text_chunk: z.string(),
  offset: z.number().int().min(0),
});
export type ExplanationChunkMessage = z.infer<typeof ExplanationChunkMessageSchema>;

/** A sentence explanation finished (COMPLETE) or gave up (FAILED); GET it for its parts. */
export const ExplanationStatusMessageSchema = z.object({
  explanation_id: z.number().int(),
  status: GenerationStatusSchema,
});
export type ExplanationStatusMessage = z.infer<typeof ExplanationStatusMessageSchema>;

export const ErrorMessageSchema = z.object({
  error: z.string(),
  text_id: z.number().int().optional(),
  chapter_number: z.number().int().nullable().optional(),
  message_id: z.number().int().optional(),
  explanation_id: z.number().int().optional(),
});

/** Any stream's chunk: what the bus carries and the hub forwards. */
export const StreamChunkSchema = z.union([ChunkMessageSchema, ChatChunkMessageSchema]);
export type StreamChunk = z.infer<typeof StreamChunkSchema>;
/** Any stream's end (or restart): what the bus carries and the hub forwards. */
export const StreamStatusSchema = z.union([StatusMessageSchema, ChatStatusMessageSchema]);
export type StreamStatus = z.infer<typeof StreamStatusSchema>;

/** What the server sends: chunks, status changes, places in the queue, and refusals. */
export const ServerMessageSchema = z.union([
  ChunkMessageSchema,
  ChatChunkMessageSchema,
  StatusMessageSchema,
  ChatStatusMessageSchema,
  QueueMessageSchema,
  ErrorMessageSchema,
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

/** Any stream's chunk, explanations included: what the server's bus carries (issue 36). */
export const AnyStreamChunkSchema = z.union([StreamChunkSchema, ExplanationChunkMessageSchema]);
export type AnyStreamChunk = z.infer<typeof AnyStreamChunkSchema>;
/** Any stream's end, explanations included. */
export const AnyStreamStatusSchema = z.union([StreamStatusSchema, ExplanationStatusMessageSchema]);
export type AnyStreamStatus = z.infer<typeof AnyStreamStatusSchema>;
/** What the server may send, explanations included; a client that subscribes to them parses with this. */
export const AnyServerMessageSchema = z.union([ServerMessageSchema, ExplanationChunkMessageSchema, ExplanationStatusMessageSchema]);
export type AnyServerMessage = z.infer<typeof AnyServerMessageSchema>;

/** The key both ends use for one text or chapter stream. */
export const streamKey = (textId: number, chapterNumber: number | null) =>
  `${textId}:${chapterNumber && chapterNumber > 0 ? chapterNumber : 0}`;

/** The key both ends use for any stream; a message's own target fields give the same key. */
export const targetKey = (target: AnyStreamTarget): string =>
  'explanation_id' in target
    ? `explanation:${target.explanation_id}`
    : 'message_id' in target
      ? `chat:${target.message_id}`
      : streamKey(target.text_id, target.chapter_number);

/**
 * The stream a server message belongs to, read from its fields (an error may name none).
 * Extra fields are ignored, so a chunk or status can be passed as it is.
 */
export function targetOf(message: Partial<TextStreamTarget & ChatStreamTarget>): StreamTarget | undefined {
  if (message.message_id !== undefined) return { message_id: message.message_id };
  if (message.text_id !== undefined) return { text_id: message.text_id, chapter_number: message.chapter_number ?? null };
  return undefined;
}

export const WS_MAX_MESSAGE_BYTES = 4096;
