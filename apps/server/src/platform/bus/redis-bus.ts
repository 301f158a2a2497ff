import { Redis } from 'ioredis';
import type { Bus } from './bus.js';

/**
 * Pub/sub across processes: one connection publishes, one subscribes (a subscribed Redis connection can
 * do nothing else), and each process fans a channel out to its local handlers. Channels and keys carry
 * the deployment's REDIS_PREFIX, so two deployments (or test runs) sharing one Redis never hear each
 * other's evictions or read each other's streams.
 */
export class RedisBus implements Bus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channels = new Map<string, Set<(message: unknown) => void>>();

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    // keyPrefix applies to keys only; channels are named by channelName()
    this.publisher = new Redis(url, { maxRetriesPerRequest: null, keyPrefix: `${prefix}:` });
    this.subscriber = new Redis(url, { maxRetriesPerRequest: null });
    this.subscriber.on('message', (channel: string, raw: string) => {
      const handlers = this.channels.get(channel.slice(prefix.length + 1));
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

  /** The Redis channel of a bus channel, for stores that publish inside their own MULTI. */
  channelName(channel: string): string {
    return `${this.prefix}:${channel}`;
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.publisher.publish(this.channelName(channel), JSON.stringify(message));
  }

  async subscribe(channel: string, handler: (message: unknown) => void) {
    let handlers = this.channels.get(channel);
    if (!handlers) {
      this.channels.set(channel, (handlers = new Set()));
      await this.subscriber.subscribe(this.channelName(channel));
    }
    handlers.add(handler);
    return async () => {
      handlers.delete(handler);
      if (handlers.size === 0 && this.channels.get(channel) === handlers) {
        this.channels.delete(channel);
        await this.subscriber.unsubscribe(this.channelName(channel));
      }
    };
  }

  /** The publishing connection (its keys prefixed), for stores that must write and publish in one MULTI. */
  get connection(): Redis {
    return this.publisher;
  }

  async close(): Promise<void> {
    this.channels.clear();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}
