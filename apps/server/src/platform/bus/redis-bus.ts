import { Redis } from 'ioredis';
import type { Bus } from './bus.js';

/**
 * Pub/sub across processes: one connection publishes, one subscribes (a subscribed Redis connection can
 * do nothing else), and each process fans a channel out to its local handlers.
 */
export class RedisBus implements Bus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channels = new Map<string, Set<(message: unknown) => void>>();

  constructor(url: string) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: null });
    this.subscriber = new Redis(url, { maxRetriesPerRequest: null });
    this.subscriber.on('message', (channel: string, raw: string) => {
      const handlers = this.channels.get(channel);
      if (!handlers) return;
      let message: unknown;
      try {
        message = JSON.parse(raw);
      } catch {
        return;
      }
      for (const handler of [...handlers]) handler(message);
    });
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.publisher.publish(channel, JSON.stringify(message));
  }

  async subscribe(channel: string, handler: (message: unknown) => void) {
    let handlers = this.channels.get(channel);
    if (!handlers) {
      this.channels.set(channel, (handlers = new Set()));
      await this.subscriber.subscribe(channel);
    }
    handlers.add(handler);
    return async () => {
      handlers.delete(handler);
      if (handlers.size === 0 && this.channels.get(channel) === handlers) {
        this.channels.delete(channel);
        await this.subscriber.unsubscribe(channel);
      }
    };
  }

  /** The publishing connection, for stores that must write and publish in one MULTI. */
  get connection(): Redis {
    return this.publisher;
  }

  async close(): Promise<void> {
    this.channels.clear();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}
