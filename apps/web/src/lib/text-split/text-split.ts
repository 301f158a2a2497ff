import type { Language } from '@reeprise/contract';
import { startTransition, useEffect, useState } from 'react';
import type { SplitAnswer, SplitRequest, TextLayout } from './split-here';

// texts the learner moves between (the list's cards, the reader) are split once
const CACHE_SIZE = 64;
const cache = new Map<string, TextLayout>();
// asked for and not yet answered: the reader's text and its level fit ask for the same text at once
const inFlight = new Map<string, Promise<TextLayout>>();
const waiting = new Map<number, { request: SplitRequest; resolve: (answer: SplitAnswer) => void }>();
let worker: Worker | null | undefined; // undefined until first asked; null where there is none
let nextId = 0;

// the page's own splitting loads only where the worker cannot do it: it is the worker's code
const splitHere = (request: SplitRequest) => import('./split-here').then((module) => module.splitHere(request));

/** What a worker that failed (or never started) was asked: answered on the page instead. */
function answerHere() {
  worker?.terminate();
  worker = null;
  for (const { request, resolve } of waiting.values()) void splitHere(request).then(resolve);
  waiting.clear();
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof Worker === 'undefined'
        ? null
        : new Worker(new URL('./text-split.worker.ts', import.meta.url), { type: 'module', name: 'text-split' });
  } catch {
    worker = null; // e.g. a policy that forbids workers: the page does it
  }
  worker?.addEventListener('message', (event: MessageEvent<SplitAnswer>) => {
    waiting.get(event.data.id)?.resolve(event.data);
    waiting.delete(event.data.id);
  });
  worker?.addEventListener('error', answerHere);
  return worker;
}

/**
 * Starts the worker before there is a text to split (the reader's data module, while the text is on its
 * way): its script loads beside the text, and creating it is not a task after the page's first paint.
 */
export function warmUpTextSplit(): void {
  startWorker();
}

function ask(content: string, language: Language): Promise<SplitAnswer> {
  const request = { id: (nextId += 1), content, language };
  const running = startWorker();
  if (!running) return splitHere(request);
  return new Promise((resolve) => {
    waiting.set(request.id, { request, resolve });
    running.postMessage(request);
  });
}

/** The text's layout, asked for once however many components want it while it is on its way. */
function layoutOf(key: string, content: string, language: Language): Promise<TextLayout> {
  let layout = inFlight.get(key);
  if (!layout) {
    layout = ask(content, language).then((answer) => {
      inFlight.delete(key);
      cache.set(key, answer.layout);
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      return answer.layout;
    });
    inFlight.set(key, layout);
  }
  return layout;
}

/**
 * `content`'s words, their forms and its sentences as the reader shows them, split in a worker: the
 * first word or sentence segmenter of a page loads the locale's break rules, and a long text takes long
 * to split, both long tasks of a phone's main thread (docs/performance.md). Undefined until the answer
 * is there, or while there is no content; a text split before answers at once. The answer re-renders in
 * a transition, which React renders in slices: what it shows (thousands of word spans) is no long task.
 */
export function useTextLayout(content: string | null | undefined, language: Language): TextLayout | undefined {
  const key = content ? `${language}\n${content}` : null;
  const [answered, setAnswered] = useState<{ key: string; layout: TextLayout } | null>(null);
  useEffect(() => {
    if (!key || !content || cache.has(key)) return;
    let current = true;
    void layoutOf(key, content, language).then((layout) => {
      if (current) startTransition(() => setAnswered({ key, layout }));
    });
    return () => {
      current = false;
    };
  }, [key, content, language]);
  if (!key) return undefined;
  return cache.get(key) ?? (answered?.key === key ? answered.layout : undefined);
}
