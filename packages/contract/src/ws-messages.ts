import { z } from 'zod';
import { GenerationStatusSchema } from './enums.js';

const TextIdSchema = z.number().int().positive().max(2 ** 31 - 1);
/** null = the text itself; 1, 2, … = a generated chapter (0 is accepted as the text too). */
const ChapterNumberSchema = z.number().int().min(0).max(10_000).nullable();

/** What the browser sends on /ws/streams/. */
export const ClientMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('subscribe'), text_id: TextIdSchema, chapter_number: ChapterNumberSchema }),
  z.object({ action: z.literal('unsubscribe'), text_id: TextIdSchema, chapter_number: ChapterNumberSchema }),
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

export const StatusMessageSchema = z.object({
  text_id: z.number().int(),
  chapter_number: z.number().int().nullable(),
  status: GenerationStatusSchema,
});
export type StatusMessage = z.infer<typeof StatusMessageSchema>;

export const ErrorMessageSchema = z.object({
  error: z.string(),
  text_id: z.number().int().optional(),
  chapter_number: z.number().int().nullable().optional(),
});

/** What the server sends: chunks, status changes, and refusals. */
export const ServerMessageSchema = z.union([ChunkMessageSchema, StatusMessageSchema, ErrorMessageSchema]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

/** The key both ends use for one stream. */
export const streamKey = (textId: number, chapterNumber: number | null) =>
  `${textId}:${chapterNumber && chapterNumber > 0 ? chapterNumber : 0}`;

export const WS_MAX_MESSAGE_BYTES = 4096;
