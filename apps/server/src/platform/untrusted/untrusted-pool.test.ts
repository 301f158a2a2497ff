import { Piscina } from 'piscina';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../plugins/http-error.js';
import { heavyMarkupHtml } from './hostile-files.js';
import { UntrustedPool } from './untrusted-pool.js';

const pools: UntrustedPool[] = [];
const poolWith = (limits: ConstructorParameters<typeof UntrustedPool>[0]) => {
  const pool = new UntrustedPool(limits);
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

const paste = (text: string) => ({ source: 'paste' as const, text });
const codeOf = (error: unknown) =>
  error instanceof HttpError ? `${error.statusCode} ${error.code}` : String(error);

// a fresh worker loads every parser (linkedom alone takes a good part of a second): on a busy machine, seconds
describe('the pool of workers for untrusted input', { timeout: 90_000 }, () => {
  it('runs a task in a worker thread and hands a parser’s coded error on unchanged', async () => {
    const pool = poolWith({});
    await expect(
      pool.run(
        1,
        'detectText',
        paste('Il était une fois un petit chat qui habitait dans une grande maison.'),
      ),
    ).resolves.toEqual({
      title: 'Il était une fois un petit chat qui habitait dans une grande maison.',
      language: 'FRENCH',
      words: 13,
      chapterCount: 1,
    });
    const error = await pool.run(1, 'detectText', paste('  … ')).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 422,
      code: 'import_empty',
      detail: 'No text was found to import.',
    });
  });

  it('moves a file’s memory to the worker instead of copying it, and copies a view into memory it shares (issue 33)', async () => {
    const pool = poolWith({});
    const html = Buffer.concat([
      Buffer.from('<!doctype html><html><body><p>'),
      Buffer.from('Hola, mundo. '.repeat(400)),
      Buffer.from('</p></body></html>'),
    ]);
    const file = { source: 'file' as const, name: 'hola.html', data: html };
    await expect(pool.slot(1).run('detectText', file, [html])).resolves.toMatchObject({ words: 800 });
    // handed over: nothing of it is left here (a copy would leave the caller's bytes in place)
    expect(html.byteLength).toBe(0);
    // a small Buffer lives in node's shared pool: moving that memory would empty its neighbours too
    const pooled = Buffer.from('Hola, mundo.');
    await pool.slot(1).run('detectText', { source: 'file', name: 'hola.txt', data: pooled }, [pooled]);
    expect(pooled.toString()).toBe('Hola, mundo.');
  });

  it('logs a worker’s failure outside any task instead of ending the process, once however many tasks ran', async () => {
    const logged: string[] = [];
    const pool = new UntrustedPool({}, (message) => logged.push(message));
    pools.push(pool);
    const run = vi.spyOn(Piscina.prototype, 'run');
    try {
      // the listener is the pool's, added when it starts: one per task was a leak (node warned past ten)
      for (let task = 0; task < 12; task += 1) await pool.run(1, 'detectText', paste('Hola, mundo.'));
      const workers = run.mock.contexts[0] as Piscina;
      expect(workers.listenerCount('error')).toBe(1);
      // what piscina does when a worker dies with no task of its own (e.g. its heap ceiling reached while it
      // was being terminated at a deadline): without a listener, emit throws, an uncaught exception
      expect(() =>
        workers.emit('error', new Error('Worker terminated due to reaching memory limit')),
      ).not.toThrow();
      expect(logged).toEqual(['a worker of the untrusted-input pool failed outside a task']);
    } finally {
      run.mockRestore();
    }
  });

  it('refuses a learner’s task past their slots (429) and any task past the process’s (503), freeing slots as tasks end', () => {
    const pool = poolWith({ tasksPerLearner: 2, tasksPerProcess: 3 });
    const first = pool.slot('a');
    pool.slot('a');
    expect(codeOf(catching(() => pool.slot('a')))).toBe('429 untrusted_input_busy');
    pool.slot('b');
    expect(codeOf(catching(() => pool.slot('c')))).toBe('503 untrusted_input_server_busy');
    first.release();
    first.release();
    // one slot came back, once: 'c' gets it, and the process is full again
    pool.slot('c');
    expect(codeOf(catching(() => pool.slot('d')))).toBe('503 untrusted_input_server_busy');
  });

  it('terminates a worker at its deadline (422) and answers the next task from a fresh one', async () => {
    // a page of 1.4 million elements and few words: neither the word cap nor (with room to grow) the heap
    // ceiling stops its reading, which takes seconds; the deadline is a tenth of a second. (A page of mere
    // text is refused at the word cap as it is tokenised, within a tenth of a second on a quiet machine.)
    const pool = poolWith({ threads: 1, deadlineMs: 100, heapMb: 2048 });
    const page = { source: 'file' as const, name: 'page.html', data: heavyMarkupHtml() };
    expect(codeOf(await pool.run(1, 'detectText', page).catch((error: unknown) => error))).toBe(
      '422 untrusted_input_timeout',
    );
    await expect(pool.run(1, 'detectText', paste('Hola, mundo.'))).resolves.toMatchObject({ words: 2 });
  });

  it('terminates a worker past its heap ceiling (413) and answers the next task from a fresh one', async () => {
    // 1.4 million elements: few words for the word count to stop, a tree of some hundreds of megabytes
    const pool = poolWith({ threads: 1, heapMb: 64, deadlineMs: 600_000 });
    const page = { source: 'file' as const, name: 'page.html', data: heavyMarkupHtml() };
    expect(codeOf(await pool.run(1, 'detectText', page).catch((error: unknown) => error))).toBe(
      '413 untrusted_input_too_large',
    );
    await expect(pool.run(1, 'detectText', paste('Hola, mundo.'))).resolves.toMatchObject({ words: 2 });
  });
});

function catching(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return undefined;
}
