import { Piscina } from 'piscina';
import type { Language } from '@reeprise/contract';
import { hasHunspellDictionary } from './hunspell-dictionaries.js';
import type { StemsTask } from './stems.worker.js';

/** What the dictionaries need of morphology: the base forms (stems) of a clicked form. */
export interface StemFinder {
  stems(language: Language, word: string): Promise<string[]>;
}

export interface MorphologyOptions {
  /** The worker is stopped after this long without a word (its dictionaries freed); 30 minutes by default. */
  idleTimeoutMs?: number;
  /** A lookup waits this long for its stems (the first of a language loads its dictionary, up to 2 s), else goes without. */
  deadlineMs?: number;
  log?: (message: string, error?: unknown) => void;
}

// in the source tree (tsx, vitest) the worker is TypeScript; the build makes each `*.worker.ts` into
// dist/workers/NAME.worker.js (scripts/build.mjs)
const WORKER_NAME = 'stems.worker';
const SOURCE = import.meta.url.endsWith('.ts');
const WORKER = SOURCE
  ? new URL(`./${WORKER_NAME}.ts`, import.meta.url)
  : new URL(`./workers/${WORKER_NAME}.js`, bundleRoot(import.meta.url));

/**
 * Hunspell's stems in one worker thread (piscina), started on the first word: loading a dictionary
 * takes up to half a second and stemming is native code, neither may hold up a request. Each
 * language's dictionary loads once, on its first word, and stays until the worker goes idle.
 */
export class Morphology implements StemFinder {
  #pool: Piscina | undefined;
  readonly #options: Required<MorphologyOptions>;

  constructor(options: MorphologyOptions = {}) {
    this.#options = {
      idleTimeoutMs: options.idleTimeoutMs ?? 30 * 60_000,
      deadlineMs: options.deadlineMs ?? 10_000,
      log: options.log ?? ((message, error) => console.warn(message, error)),
    };
  }

  /** The stems Hunspell finds for a word, most likely first; [] for a language without a dictionary or on a fault. */
  async stems(language: Language, word: string): Promise<string[]> {
    if (!hasHunspellDictionary(language) || word.trim() === '') return [];
    const task: StemsTask = { language, word: word.trim() };
    let timer: NodeJS.Timeout | undefined;
    // past the deadline the lookup goes on without stems, but the task is not aborted: that would end
    // the worker and the dictionary it is loading, which the next word needs
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('past the deadline')), this.#options.deadlineMs);
    });
    try {
      return (await Promise.race([this.#workers().run(task), deadline])) as string[];
    } catch (error) {
      // the exact form is still looked up: a missing stem costs a hit, not the lookup
      this.#options.log(`no stems for a ${language} word`, error);
      return [];
    } finally {
      clearTimeout(timer);
    }
  }

  /** Stops the worker (tests; a server stopping). */
  async close(): Promise<void> {
    await this.#pool?.destroy();
    this.#pool = undefined;
  }

  #workers(): Piscina {
    this.#pool ??= new Piscina({
      filename: WORKER.href,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: this.#options.idleTimeoutMs,
      // the built server inherits node's flags as Node passes them to a worker; naming them here is a
      // check they fail: `npm start` runs node with --max-semi-space-size=4, a V8 flag that a worker's
      // execArgv refuses (ERR_WORKER_INVALID_EXEC_ARGV), so no word of the built server ever had stems
      execArgv: SOURCE ? [...process.execArgv, '--import', 'tsx'] : undefined,
    });
    return this.#pool;
  }
}

/** dist/ for the built server, whether this code sits in dist/server.js or in one of dist/chunks/. */
function bundleRoot(url: string): URL {
  const here = new URL('./', url);
  return here.pathname.endsWith('/chunks/') ? new URL('../', here) : here;
}

let shared: Morphology | undefined;

/** The process's one Morphology: every lookup shares its worker and the dictionaries it loaded. */
export function sharedMorphology(): Morphology {
  shared ??= new Morphology();
  return shared;
}
