import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { targetKey } from '@reeprise/contract';
import { RedisLiveStreams, streamChannel } from '../../realtime/live-streams.js';
import { RedisBus } from './redis-bus.js';

const url = process.env.REDIS_URL;
const buses: RedisBus[] = [];
afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()));
});

function deployment() {
  const bus = new RedisBus(url!, `test-${randomBytes(4).toString('hex')}`);
  buses.push(bus);
  return { bus, live: new RedisLiveStreams(bus.connection, (name) => bus.channelName(name)) };
}

describe.skipIf(!url)('two deployments sharing one Redis (REDIS_PREFIX)', () => {
  it('never hear each other on the bus', async () => {
    const [a, b] = [deployment(), deployment()];
    const heard: string[] = [];
    await a.bus.subscribe('sessions', (message) => heard.push(`a:${JSON.stringify(message)}`));
    await b.bus.subscribe('sessions', (message) => heard.push(`b:${JSON.stringify(message)}`));
    await a.bus.publish('sessions', { user: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200)); // a message for b would have arrived by now
    expect(heard).toEqual(['a:{"user":1}']);
  });

  it('never read or publish each other’s streams', async () => {
    const [a, b] = [deployment(), deployment()];
    const target = { text_id: 7, chapter_number: null };
    const key = targetKey(target);
    const chunks: unknown[] = [];
    await b.bus.subscribe(streamChannel(key), (message) => chunks.push(message));
    await a.live.begin(target);
    await a.live.append(target, 'Hola');
    expect(await a.live.snapshot(key)).toBe('Hola');
    expect(await b.live.snapshot(key)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(chunks).toEqual([]);
  });
});
