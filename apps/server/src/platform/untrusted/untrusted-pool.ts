import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { HttpError, codedError } from '../../plugins/http-error.js';
import type { TaskAnswer, TaskMessage, UntrustedTaskName, UntrustedTasks } from './untrusted.worker.js';
import { workerFile } from './worker-file.js';

/**
 * The limits of the pool that parses untrusted input (decision 034). Each is a named constant, not a
 * setting: they bound what one hostile file can cost, and none needs tuning per deployment.
 */
export const UNTRUSTED_LIMITS = {
  /** Worker threads: one core stays free for the event loop (two cores: one worker). */
  threads: Math.max(1, Math.min(4, availableParallelism() - 1)),
  /** Tasks a process holds at once, running or waiting; more are refused with 503. */
  tasksPerProcess: 16,
  /** Tasks one learner holds at once in a process; more are refused with 429. */
  tasksPerLearner: 3,
  /** A task still running this long after its worker started it has the worker terminated: 422. */
  deadlineMs: 15_000,
  /** The V8 heap a worker may use; past it the worker dies and the task answers 413. */
  heapMb: 192,
} as const;

export type UntrustedLimits = { [K in keyof typeof UNTRUSTED_LIMITS]: number };

type TaskInput<N extends UntrustedTaskName> = Parameters<UntrustedTasks[N]>[0];
type TaskOutput<N extends UntrustedTaskName> = Awaited<ReturnType<UntrustedTasks[N]>>;

/** One task's place in the pool (UntrustedPool.slot). */
export interface UntrustedSlot {
  /**
   * Runs the task on `input`. The memory of each of `handOver` (the input's file, which the caller no longer
   * needs) moves to the worker instead of being copied, and is empty here afterwards (ownedMemory).
   */
  run<N extends UntrustedTaskName>(
    name: N,
    input: TaskInput<N>,
    handOver?: readonly Uint8Array[],
  ): Promise<TaskOutput<N>>;
  release(): void;
}

const { url: WORKER_URL, typescript } = workerFile(import.meta.url, 'untrusted.worker.ts');

/**
 * Runs the parsers of untrusted input (uploaded files, pasted text, fetched pages) in worker threads
 * (piscina): the event loop never parses them. A task is refused before it is queued when the process or
 * the learner holds too many (the slot is taken synchronously, so concurrent requests cannot overshoot),
 * its worker is terminated at the deadline (422) or when it passes its heap (413), and piscina starts a
 * fresh worker in its place. A coded error a parser throws reaches the learner unchanged.
 */
export class UntrustedPool {
  readonly #limits: UntrustedLimits;
  readonly #log: (message: string, error?: unknown) => void;
  #pool: Piscina | undefined;
  #running = 0;
  readonly #perLearner = new Map<string | number, number>();

  constructor(
    limits: Partial<UntrustedLimits> = {},
    log: (message: string, error?: unknown) => void = (message, error) => console.error(message, error),
  ) {
    this.#limits = { ...UNTRUSTED_LIMITS, ...limits };
    this.#log = log;
  }

  /**
   * A place for one task of `owner` (a learner's id), taken at once or refused: 429 when the learner holds
   * `tasksPerLearner` already, 503 when the process holds `tasksPerProcess`. The place is freed when its
   * task ends; a place whose task never runs must be given back with `release`.
   */
  slot(owner: string | number): UntrustedSlot {
    const release = this.#takeSlot(owner);
    return {
      release,
      run: async (name, input, handOver = []) => {
        // the deadline runs from the moment a worker starts the task (it says so on `started`): time spent
        // waiting in the queue, or loading a fresh worker's code, is not the file's
        const controller = new AbortController();
        const { port1: started, port2: startedInWorker } = new MessageChannel();
        let deadline: NodeJS.Timeout | undefined;
        started.once('message', () => {
          deadline = setTimeout(() => controller.abort(new DeadlineExceeded()), this.#limits.deadlineMs);
        });
        try {
          const task: TaskMessage = { name, input, started: startedInWorker };
          const transferList = [startedInWorker, ...ownedMemory(handOver)];
          const answer = (await this.#workers().run(task, {
            signal: controller.signal,
            transferList,
          })) as TaskAnswer<never>;
          if ('error' in answer) {
            const { statusCode, detail, code, params, errors } = answer.error;
            throw new HttpError(statusCode, detail, errors, code, params);
          }
          return answer.value;
        } catch (error) {
          throw controller.signal.aborted ? timedOut(this.#limits) : asLimitError(error);
        } finally {
          clearTimeout(deadline);
          started.close();
          release();
        }
      },
    };
  }

  /** Runs the worker task `name` on `input` for `owner` in a slot of its own (see `slot`). */
  run<N extends UntrustedTaskName>(
    owner: string | number,
    name: N,
    input: TaskInput<N>,
  ): Promise<TaskOutput<N>> {
    return this.slot(owner).run(name, input);
  }

  /** Tasks held in this pool now, running or waiting for a worker. */
  get tasks(): number {
    return this.#running;
  }

  /** Stops the workers (the app closing); a task still running is refused. */
  async close(): Promise<void> {
    const pool = this.#pool;
    this.#pool = undefined;
    await pool?.destroy();
  }

  #takeSlot(owner: string | number): () => void {
    const held = this.#perLearner.get(owner) ?? 0;
    if (held >= this.#limits.tasksPerLearner) {
      throw codedError(
        429,
        'untrusted_input_busy',
        'Your other files are still being read. Please wait until they are done.',
        {
          count: this.#limits.tasksPerLearner,
        },
      );
    }
    if (this.#running >= this.#limits.tasksPerProcess) {
      throw codedError(
        503,
        'untrusted_input_server_busy',
        'The server is reading many files right now. Please try again in a minute.',
      );
    }
    this.#running += 1;
    this.#perLearner.set(owner, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#running -= 1;
      const left = (this.#perLearner.get(owner) ?? 1) - 1;
      if (left === 0) this.#perLearner.delete(owner);
      else this.#perLearner.set(owner, left);
    };
  }

  #workers(): Piscina {
    if (this.#pool) return this.#pool;
    this.#pool = new Piscina({
      filename: WORKER_URL,
      minThreads: 0,
      maxThreads: this.#limits.threads,
      // a worker that parsed a large file gives its memory back when it ends
      idleTimeout: 10_000,
      maxQueue: this.#limits.tasksPerProcess,
      resourceLimits: {
        maxOldGenerationSizeMb: this.#limits.heapMb,
        maxYoungGenerationSizeMb: 16,
        stackSizeMb: 4,
      },
      // the built worker inherits node's flags (the default): handed back as execArgv, a V8 flag such as
      // npm start's --max-semi-space-size is refused (ERR_WORKER_INVALID_EXEC_ARGV) and no file is read
      execArgv:
        typescript && !process.execArgv.includes('tsx')
          ? [...process.execArgv, '--import', 'tsx']
          : undefined,
    });
    // a worker that fails outside a task (its heap ceiling reached while it was being terminated at a
    // deadline) is reported on the pool: unheard, that 'error' would be an uncaught exception and end the
    // process; the task itself has already been answered
    this.#pool.on('error', (error: unknown) =>
      this.#log('a worker of the untrusted-input pool failed outside a task', error),
    );
    return this.#pool;
  }
}

class DeadlineExceeded extends Error {}

/**
 * The memory of each view that owns all of it (a file read into a buffer of its own, as Buffer.concat
 * gives for anything larger than its 4 KB pool): moved to the worker, a multi-megabyte upload is neither
 * copied on the event loop nor held twice (issue 33). A view into shared or pooled memory is copied.
 */
export function ownedMemory(views: readonly Uint8Array[]): ArrayBuffer[] {
  const owned = new Set<ArrayBuffer>();
  for (const view of views) {
    const memory = view.buffer;
    if (
      memory instanceof ArrayBuffer &&
      view.byteOffset === 0 &&
      view.byteLength === memory.byteLength &&
      memory.byteLength > 0
    ) {
      owned.add(memory);
    }
  }
  return [...owned];
}

/** A task whose worker was terminated at its deadline. */
const timedOut = (limits: UntrustedLimits) =>
  codedError(
    422,
    'untrusted_input_timeout',
    `The file took too long to read (more than ${limits.deadlineMs / 1000} seconds).`,
    {
      count: limits.deadlineMs / 1000,
    },
  );

/** A worker that died of its heap ceiling as the learner's answer: 413. */
function asLimitError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return codedError(413, 'untrusted_input_too_large', 'The file needs too much memory to read.');
  }
  return error;
}

let shared: UntrustedPool | undefined;

/** The process's one pool: its limits per process and per learner hold across every route that parses. */
export function sharedUntrustedPool(): UntrustedPool {
  shared ??= new UntrustedPool();
  return shared;
}
