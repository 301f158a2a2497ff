import type { Bus } from './bus.js';

/** The default bus: one process, delivered synchronously in publish order. */
export class InProcessBus implements Bus {
  private readonly channels = new Map<string, Set<(message: unknown) => void>>();

  async publish(channel: string, message: unknown): Promise<void> {
    const handlers = this.channels.get(channel);
    if (!handlers) return;
    for (const handler of [...handlers]) handler(message);
  }

  async subscribe(channel: string, handler: (message: unknown) => void) {
    let handlers = this.channels.get(channel);
    if (!handlers) this.channels.set(channel, (handlers = new Set()));
    handlers.add(handler);
    return async () => {
      handlers.delete(handler);
      if (handlers.size === 0) this.channels.delete(channel);
    };
  }

  async close(): Promise<void> {
    this.channels.clear();
  }
}
