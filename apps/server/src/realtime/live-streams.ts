import { streamKey, type ChunkMessage, type GenerationStatus, type StatusMessage } from '@reeprise/contract';
import type { Bus } from '../platform/bus/bus.js';

export const streamChannel = (key: string) => `stream:${key}`;

/**
 * The text being written right now, per stream. The generating process appends here; each chunk is
 * published on the bus with its offset, and a new subscriber's catch-up reads the buffer in the same
 * tick as it starts listening, so it sees every character exactly once.
 */
export class LiveStreams {
  private readonly buffers = new Map<string, string>();

  constructor(private readonly bus: Bus) {}

  /** Starts (or restarts, after a failed attempt) a stream from offset 0. */
  begin(textId: number, chapterNumber: number | null): void {
    this.buffers.set(streamKey(textId, chapterNumber), '');
  }

  async append(textId: number, chapterNumber: number | null, chunk: string): Promise<void> {
    const key = streamKey(textId, chapterNumber);
    const before = this.buffers.get(key) ?? '';
    this.buffers.set(key, before + chunk);
    const message: ChunkMessage = { text_id: textId, chapter_number: chapterNumber, text_chunk: chunk, offset: before.length };
    await this.bus.publish(streamChannel(key), message);
  }

  async finish(textId: number, chapterNumber: number | null, status: GenerationStatus): Promise<void> {
    const key = streamKey(textId, chapterNumber);
    this.buffers.delete(key);
    const message: StatusMessage = { text_id: textId, chapter_number: chapterNumber, status };
    await this.bus.publish(streamChannel(key), message);
  }

  /** What has been written so far, when this process is writing it. */
  snapshot(key: string): string | undefined {
    return this.buffers.get(key);
  }
}
