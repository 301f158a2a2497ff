import type { Language, SpeechRequest } from '@reeprise/contract';
import { useSyncExternalStore } from 'react';
import type * as SpeechEngine from './speech-engine';

/**
 * Reading aloud (issue 19 §1): one voice at a time for the whole app, in the text's language. The
 * state (what plays, what went wrong) is a small store every speaker button reads; the engine that
 * reads (the server's audio, else the browser's voice: lib/speech-engine.ts) loads on the first
 * request, so the reader and the trainer paint without it (issue 18).
 */

/**
 * Why reading aloud did not start: no speech in this browser, no voice at all (a browser that lists
 * none, as Chromium on a Linux without speech-dispatcher), or none for the language.
 */
export type SpeechProblem = 'unsupported' | 'no_voices' | 'no_voice';

export interface SpeechState {
  /** What is being read (the caller's id), null when nothing is. */
  playing: string | null;
  paused: boolean;
  /** The characters of the current text being spoken now (from the voice's word boundaries). */
  spoken: { start: number; end: number } | null;
  problem: { kind: SpeechProblem; language: Language; id: string } | null;
}

/** What the server reads aloud: content the learner may read, never free text. */
export type SpeechSource = SpeechRequest;

// one voice at a time for the whole app: a small store, so every speaker button shows what plays
let state: SpeechState = { playing: null, paused: false, spoken: null, problem: null };
const listeners = new Set<() => void>();

export function setSpeechState(patch: Partial<SpeechState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** Calls `listener` on every change (a component that paints outside React's render, as the reader does). */
export const onSpeechChange = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The state now, for event handlers (a button that stops what it started). */
export const speechState = (): SpeechState => state;

export function useSpeechState(): SpeechState {
  return useSyncExternalStore(onSpeechChange, speechState);
}

type Engine = typeof SpeechEngine;
let engine: Engine | undefined;
let loading: Promise<Engine> | undefined;
// each request takes a turn: one stopped or overtaken while the engine loaded does not start
let requests = 0;

const loadEngine = (): Promise<Engine> => {
  loading ??= import('./speech-engine').then((module) => (engine = module));
  // a failed load (offline before the app was cached) is tried again on the next request
  loading.catch(() => (loading = undefined));
  return loading;
};

/**
 * Reads `text` aloud in `language` under the caller's `id`; whatever played before stops. With a
 * `source` the server's audio is used when the server reads aloud. Resolves when the text has been read
 * (true) or was stopped or could not be read (false: the state's `problem` says why).
 */
export async function speak(
  id: string,
  text: string,
  language: Language,
  source?: SpeechSource,
): Promise<boolean> {
  const request = ++requests;
  if (engine) return engine.speak(id, text, language, source);
  // the button shows it plays at once, while the engine loads
  setSpeechState({ playing: id, paused: false, spoken: null, problem: null });
  let loaded: Engine;
  try {
    loaded = await loadEngine();
  } catch {
    if (request === requests) setSpeechState({ playing: null });
    return false;
  }
  if (request !== requests) return false;
  return loaded.speak(id, text, language, source);
}

export function pauseSpeech(): void {
  engine?.pauseSpeech();
}

export function resumeSpeech(): void {
  engine?.resumeSpeech();
}

export function stopSpeech(): void {
  requests += 1;
  if (engine) engine.stopSpeech();
  else setSpeechState({ playing: null, paused: false, spoken: null });
}

export function clearSpeechProblem(): void {
  setSpeechState({ problem: null });
}
