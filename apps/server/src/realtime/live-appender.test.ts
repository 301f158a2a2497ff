import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyStreamTarget } from '@reeprise/contract';
import { LiveAppender } from './live-appender.js';
import type { LiveStreams } from './live-streams.js';

const TARGET: AnyStreamTarget = { text_id: 1, chapter_number: null };

function recordingStreams(failOn?: string) {
  const appended: string[] = [];
  const live = {
    append: vi.fn(async (_target: AnyStreamTarget, chunk: string) => {
      if (chunk === failOn) throw new Error('redis is gone');
      appended.push(chunk);
    }),
  } as unknown as LiveStreams;
  return { live, appended };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveAppender', () => {
  it('writes the first delta at once and gathers later ones for at most the interval, in order', async () => {
    const { live, appended } = recordingStreams();
    const appender = new LiveAppender(live, TARGET, 100);
    await appender.add('Ho');
    expect(appended).toEqual(['Ho']);
    await vi.advanceTimersByTimeAsync(30);
    await appender.add('la');
    await vi.advanceTimersByTimeAsync(30);
    await appender.add(' mun');
    await vi.advanceTimersByTimeAsync(39);
    expect(appended).toEqual(['Ho']); // held: within the interval
    await vi.advanceTimersByTimeAsync(1); // the interval since the first write has passed
    expect(appended).toEqual(['Ho', 'la mun']);
    await vi.advanceTimersByTimeAsync(150);
    await appender.add('do'); // past the interval: at once
    expect(appended).toEqual(['Ho', 'la mun', 'do']);
    await appender.add('!');
    await appender.close();
    expect(appended.join('')).toBe('Hola mundo!');
    expect(appended).toHaveLength(4);
  });

  it('drops what is held when the attempt is discarded, so no batch arrives after it', async () => {
    const { live, appended } = recordingStreams();
    const appender = new LiveAppender(live, TARGET, 100);
    await appender.add('Uno');
    await appender.add(' dos');
    await appender.discard();
    await vi.advanceTimersByTimeAsync(500);
    expect(appended).toEqual(['Uno']);
  });

  it('rejects the next add or close when a batch written by the timer failed', async () => {
    const { live } = recordingStreams(' dos');
    const appender = new LiveAppender(live, TARGET, 100);
    await appender.add('Uno');
    await appender.add(' dos');
    await vi.advanceTimersByTimeAsync(100);
    await expect(appender.close()).rejects.toThrow('redis is gone');
  });
});
