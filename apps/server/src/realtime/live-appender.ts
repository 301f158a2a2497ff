import type { AnyStreamTarget } from '@reeprise/contract';
import type { LiveStreams } from './live-streams.js';

/**
 * A model's deltas are a few characters each, one per token; published one by one they cost a Redis
 * round trip (MULTI, APPEND, PUBLISH, EXEC) and a websocket frame per subscriber per token, which the
 * cluster bench (issue 38) showed as the most Redis work by far: 650 commands per 100-word text. A
 * learner reads no faster than ten updates a second, so deltas are gathered for at most this long.
 */
export const LIVE_APPEND_INTERVAL_MS = 100;

/**
 * Appends one stream's deltas to the live streams in batches: the first delta at once (the learner's
 * first words are never held back), later ones at most every `intervalMs`, in order, each batch with
 * its offset as before. `close` writes what is left; `discard` drops it (a failed attempt, whose next
 * attempt begins again at offset 0, must not receive a late batch of this one).
 */
export class LiveAppender {
  #pending = '';
  #lastWrite = Number.NEGATIVE_INFINITY;
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly live: LiveStreams,
    private readonly target: AnyStreamTarget,
    private readonly intervalMs = LIVE_APPEND_INTERVAL_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Takes one delta; resolves once earlier batches are written (a failed write rejects here). */
  async add(delta: string): Promise<void> {
    this.#pending += delta;
    const wait = this.#lastWrite + this.intervalMs - this.clock();
    if (wait <= 0) this.#flush();
    else this.#timer ??= setTimeout(() => this.#flush(), wait);
    await this.#writing;
  }

  /** Writes what is left and waits for every batch. */
  async close(): Promise<void> {
    this.#flush();
    await this.#writing;
  }

  /** Drops what is not written yet and waits for the batch in flight, so nothing arrives later. */
  async discard(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pending = '';
    await this.#writing.catch(() => undefined);
  }

  #flush(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#pending === '') return;
    const chunk = this.#pending;
    this.#pending = '';
    this.#lastWrite = this.clock();
    this.#writing = this.#writing.then(() => this.live.append(this.target, chunk));
    // a timer's flush has no caller to reject: the next add or close rejects instead
    this.#writing.catch(() => undefined);
  }
}
