import type { Redis } from 'ioredis';
import {
  targetKey,
  type GenerationStatus,
  type QueueMessage,
  type AnyStreamChunk,
  type AnyStreamStatus,
  type AnyStreamTarget,
  type TextStreamTarget,
} from '@reeprise/contract';
import type { Bus } from '../platform/bus/bus.js';

export const streamChannel = (key: string) => `stream:${key}`;

/**
 * The text (or chapter, or tutor's answer) being written right now, per stream. The generating process appends here; every chunk is
 * published on the bus with its offset; a new subscriber's catch-up reads the text so far from here.
 * In one process that is memory; across processes it is Redis, written and published in one MULTI so
 * a reader sees each character either in the catch-up or in a later chunk (decision 003).
 */
export interface LiveStreams {
  /** Starts (or restarts, for a new attempt) a stream at offset 0. */
  begin(target: AnyStreamTarget): Promise<void>;
  append(target: AnyStreamTarget, chunk: string): Promise<void>;
  finish(target: AnyStreamTarget, status: GenerationStatus): Promise<void>;
  /** What has been written so far, while some process is writing it. */
  snapshot(key: string): Promise<string | undefined>;
  /** A text or chapter still waiting for a writer: its place in the queue, published and kept for catch-up. */
  queued(target: TextStreamTarget, ahead: number): Promise<void>;
  /** The last place told for a stream that has not begun, unless it is stale. */
  queuedPosition(key: string): Promise<number | undefined>;
}

// A place is told again every POSITION_REFRESH_MS while the job waits; a kept one older than this is
// from a job that left the queue without beginning (its text was deleted, or its process died).
const QUEUED_TTL_MS = 30_000;

export class InMemoryLiveStreams implements LiveStreams {
  private readonly buffers = new Map<string, string>();
  private readonly places = new Map<string, { ahead: number; until: number }>();

  constructor(private readonly bus: Bus) {}

  async begin(target: AnyStreamTarget): Promise<void> {
    const key = targetKey(target);
    this.places.delete(key);
    this.buffers.set(key, '');
  }

  async queued(target: TextStreamTarget, ahead: number): Promise<void> {
    const key = targetKey(target);
    const now = Date.now();
    if (this.places.size > 10_000) {
      for (const [stale, place] of this.places) if (place.until < now) this.places.delete(stale);
    }
    this.places.set(key, { ahead, until: now + QUEUED_TTL_MS });
    const message: QueueMessage = { ...target, queue_position: ahead };
    await this.bus.publish(streamChannel(key), message);
  }

  async queuedPosition(key: string): Promise<number | undefined> {
    const place = this.places.get(key);
    if (place && place.until < Date.now()) this.places.delete(key);
    return place && place.until >= Date.now() ? place.ahead : undefined;
  }

  async append(target: AnyStreamTarget, chunk: string): Promise<void> {
    const key = targetKey(target);
    const before = this.buffers.get(key) ?? '';
    this.buffers.set(key, before + chunk);
    const message: AnyStreamChunk = { ...target, text_chunk: chunk, offset: before.length };
    await this.bus.publish(streamChannel(key), message);
  }

  async finish(target: AnyStreamTarget, status: GenerationStatus): Promise<void> {
    const key = targetKey(target);
    this.buffers.delete(key);
    this.places.delete(key);
    const message: AnyStreamStatus = { ...target, status };
    await this.bus.publish(streamChannel(key), message);
  }

  async snapshot(key: string): Promise<string | undefined> {
    return this.buffers.get(key);
  }
}

// A stream nobody finishes (its process died) disappears on its own; the job is retried from scratch.
const LIVE_TTL_SECONDS = 3600;

export class RedisLiveStreams implements LiveStreams {
  // Offsets in JavaScript string units, counted by the one process writing the stream.
  private readonly lengths = new Map<string, number>();

  constructor(
    private readonly redis: Redis,
    /** The Redis channel a stream's key is published on (the bus's prefixed name). */
    private readonly channel: (key: string) => string,
  ) {}

  async begin(target: AnyStreamTarget): Promise<void> {
    const key = targetKey(target);
    this.lengths.set(key, 0);
    await this.redis.multi().set(`live:${key}`, '', 'EX', LIVE_TTL_SECONDS).del(`queued:${key}`).exec();
  }

  async queued(target: TextStreamTarget, ahead: number): Promise<void> {
    const key = targetKey(target);
    const message: QueueMessage = { ...target, queue_position: ahead };
    await this.redis
      .multi()
      .set(`queued:${key}`, String(ahead), 'PX', QUEUED_TTL_MS)
      .publish(this.channel(streamChannel(key)), JSON.stringify(message))
      .exec();
  }

  async queuedPosition(key: string): Promise<number | undefined> {
    const stored = await this.redis.get(`queued:${key}`);
    return stored === null ? undefined : Number(stored);
  }

  async append(target: AnyStreamTarget, chunk: string): Promise<void> {
    const key = targetKey(target);
    const offset = this.lengths.get(key) ?? 0;
    this.lengths.set(key, offset + chunk.length);
    const message: AnyStreamChunk = { ...target, text_chunk: chunk, offset };
    await this.redis.multi().append(`live:${key}`, chunk).publish(this.channel(streamChannel(key)), JSON.stringify(message)).exec();
  }

  async finish(target: AnyStreamTarget, status: GenerationStatus): Promise<void> {
    const key = targetKey(target);
    this.lengths.delete(key);
    const message: AnyStreamStatus = { ...target, status };
    await this.redis.multi().del(`live:${key}`, `queued:${key}`).publish(this.channel(streamChannel(key)), JSON.stringify(message)).exec();
  }

  async snapshot(key: string): Promise<string | undefined> {
    return (await this.redis.get(`live:${key}`)) ?? undefined;
  }
}
