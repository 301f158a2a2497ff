import { LlmError } from './llm-provider.js';
import { cancelledError } from './retry-policy.js';

/**
 * One HTTP attempt's abort switch: fires when the caller's signal aborts or when the armed timer runs
 * out, and remembers which of the two it was so the failure gets the right LlmError kind.
 */
export class AttemptGuard {
  readonly #controller = new AbortController();
  readonly #callerSignal: AbortSignal | undefined;
  readonly #onCallerAbort = () => this.#controller.abort();
  #timer: NodeJS.Timeout | undefined;
  #timedOutAfterMs: number | undefined;

  constructor(callerSignal: AbortSignal | undefined) {
    this.#callerSignal = callerSignal;
    if (callerSignal?.aborted) this.#controller.abort();
    else callerSignal?.addEventListener('abort', this.#onCallerAbort, { once: true });
  }

  /** The signal to hand to the SDK for this attempt. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** (Re)starts the timer: if `ms` pass before the next arm/disarm, the attempt aborts as a timeout. */
  arm(ms: number): void {
    this.disarm();
    this.#timer = setTimeout(() => {
      this.#timedOutAfterMs = ms;
      this.#controller.abort();
    }, ms);
  }

  disarm(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** The error for this attempt's abort, if it was aborted; the SDK ends an aborted stream without throwing. */
  abortError(): LlmError | undefined {
    if (this.#callerSignal?.aborted) return cancelledError(this.#callerSignal);
    if (this.#timedOutAfterMs !== undefined) {
      return new LlmError('timeout', `The LLM sent nothing for ${this.#timedOutAfterMs} ms.`);
    }
    return undefined;
  }

  /** Stops the timer, closes the connection if still open and lets go of the caller's signal. */
  dispose(): void {
    this.disarm();
    this.#callerSignal?.removeEventListener('abort', this.#onCallerAbort);
    this.#controller.abort();
  }
}
