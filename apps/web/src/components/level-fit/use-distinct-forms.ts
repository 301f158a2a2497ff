import type { Language } from '@reeprise/contract';
import { useEffect, useState } from 'react';
import { distinctForms } from '@/lib/level-fit';

export type DistinctFormsRequest = { id: number; content: string; language: Language };
export type DistinctFormsAnswer = { id: number; forms: string[] };

// texts the learner moves between (the list's cards, the reader) are split once
const CACHE_SIZE = 64;
const cache = new Map<string, readonly string[]>();
const waiting = new Map<number, { request: DistinctFormsRequest; resolve: (forms: string[]) => void }>();
let worker: Worker | null | undefined; // undefined until first asked; null where there is none
let nextId = 0;

function remember(key: string, forms: readonly string[]) {
  cache.delete(key);
  cache.set(key, forms);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
}

/** What a worker that failed (or never started) was asked: answered here instead. */
function answerHere() {
  worker?.terminate();
  worker = null;
  for (const { request, resolve } of waiting.values()) resolve(distinctForms(request.content, request.language));
  waiting.clear();
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof Worker === 'undefined'
        ? null
        : new Worker(new URL('./distinct-forms.worker.ts', import.meta.url), { type: 'module', name: 'level-fit' });
  } catch {
    worker = null; // e.g. a policy that forbids workers: the main thread does it
  }
  worker?.addEventListener('message', (event: MessageEvent<DistinctFormsAnswer>) => {
    waiting.get(event.data.id)?.resolve(event.data.forms);
    waiting.delete(event.data.id);
  });
  worker?.addEventListener('error', answerHere);
  return worker;
}

function askForForms(content: string, language: Language): Promise<string[]> {
  return new Promise((resolve) => {
    const request = { id: (nextId += 1), content, language };
    const running = startWorker();
    if (!running) return resolve(distinctForms(content, language));
    waiting.set(request.id, { request, resolve });
    running.postMessage(request);
  });
}

/**
 * The distinct forms of `content`'s words (lib/level-fit.ts), split in a worker: undefined until they
 * are there, or while there is no content. A text split before answers at once.
 */
export function useDistinctForms(content: string | null | undefined, language: Language): readonly string[] | undefined {
  const key = content ? `${language}\n${content}` : null;
  const [answered, setAnswered] = useState<{ key: string; forms: readonly string[] } | null>(null);
  useEffect(() => {
    if (!key || !content || cache.has(key)) return;
    let current = true;
    void askForForms(content, language).then((forms) => {
      remember(key, forms);
      if (current) setAnswered({ key, forms });
    });
    return () => {
      current = false;
    };
  }, [key, content, language]);
  if (!key) return undefined;
  return cache.get(key) ?? (answered?.key === key ? answered.forms : undefined);
}
