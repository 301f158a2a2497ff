import type { Redis } from 'ioredis';

// Frees expired leases, then takes one if the group has room: one atomic step, so two processes
// cannot both take the last slot. A lease is a member scored by its expiry (ms).
const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZSCORE', KEYS[1], ARGV[3]) or redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[4]) then
  redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[5])
  return 1
end
return 0`;

export interface SlotLease {
  release(): Promise<void>;
}

/**
 * Per-group job slots shared by every process through Redis (BullMQ has no groups in its open-source
 * edition). A lease is renewed while its job runs and expires on its own if the process dies, so a
 * crashed worker cannot keep a learner's slots.
 */
export class RedisSlotGate {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly leaseMs: number,
  ) {}

  async acquire(group: string, holder: string, limit: number): Promise<SlotLease | undefined> {
    const key = `${this.prefix}:slots:${group}`;
    const take = async () => {
      const now = Date.now();
      const args = [now, now + this.leaseMs, holder, limit, this.leaseMs * 2];
      return (await this.redis.eval(ACQUIRE, 1, key, ...args)) === 1;
    };
    if (!(await take())) return undefined;
    // renewed well before it expires; a renewal that fails is retried at the next tick
    const renewal = setInterval(() => void take().catch(() => undefined), Math.floor(this.leaseMs / 3));
    renewal.unref();
    return {
      release: async () => {
        clearInterval(renewal);
        await this.redis.zrem(key, holder);
      },
    };
  }
}
