import type { Redis } from 'ioredis';
import {
  targetKey,
  type GenerationStatus,
  type StreamChunk,
  type StreamStatus,
  type StreamTarget,
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
  begin(target: StreamTarget): Promise<void>;
  append(target: StreamTarget, chunk: string): Promise<void>;
  finish(target: StreamTarget, status: GenerationStatus): Promise<void>;
  /** What has been written so far, while some process is writing it. */
  snapshot(key: string): Promise<string | undefined>;
}

export class InMemoryLiveStreams implements LiveStreams {
  private readonly buffers = new Map<string, string>();

  constructor(private readonly bus: Bus) {}

  async begin(target: StreamTarget): Promise<void> {
    this.buffers.set(targetKey(target), '');
  }

  async append(target: StreamTarget, chunk: string): Promise<void> {
    const key = targetKey(target);
    const before = this.buffers.get(key) ?? '';
    this.buffers.set(key, before + chunk);
    const message: StreamChunk = { ...target, text_chunk: chunk, offset: before.length };
    await this.bus.publish(streamChannel(key), message);
  }

  async finish(target: StreamTarget, status: GenerationStatus): Promise<void> {
    const key = targetKey(target);
    this.buffers.delete(key);
    const message: StreamStatus = { ...target, status };
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

  constructor(private readonly redis: Redis) {}

  async begin(target: StreamTarget): Promise<void> {
    const key = targetKey(target);
    this.lengths.set(key, 0);
    await this.redis.set(`live:${key}`, '', 'EX', LIVE_TTL_SECONDS);
  }

  async append(target: StreamTarget, chunk: string): Promise<void> {
    const key = targetKey(target);
    const offset = this.lengths.get(key) ?? 0;
    this.lengths.set(key, offset + chunk.length);
    const message: StreamChunk = { ...target, text_chunk: chunk, offset };
    await this.redis.multi().append(`live:${key}`, chunk).publish(streamChannel(key), JSON.stringify(message)).exec();
  }

  async finish(target: StreamTarget, status: GenerationStatus): Promise<void> {
    const key = targetKey(target);
    this.lengths.delete(key);
    const message: StreamStatus = { ...target, status };
    await this.redis.multi().del(`live:${key}`).publish(streamChannel(key), JSON.stringify(message)).exec();
  }

  async snapshot(key: string): Promise<string | undefined> {
    return (await this.redis.get(`live:${key}`)) ?? undefined;
  }
}
