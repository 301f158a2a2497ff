import { CSRF_COOKIE, CSRF_HEADER, paths, type Language } from '@reeprise/contract';
import { readCookie } from './api-client';
import { LANGUAGE_TAGS } from './language-names';
// the store lives with the lazy API that loads this module: one module on every page, this one on demand
import { setSpeechState as set, speechState, type SpeechSource } from './speech';
import { readVoiceChoices, voicesFor } from './speech-voices';

/**
 * The engine behind lib/speech.ts, loaded on the first request to read aloud. When the server reads
 * aloud (LLM_TTS_MODEL, decision 020) and the caller names what is read (a sentence of a text, a word
 * of the vocabulary), its audio plays in an HTMLAudioElement; otherwise, or when the server fails, the
 * browser's own speech (Web Speech API) reads with the voice the learner chose for the language (else
 * the browser's first voice for it).
 */

const synthesis = (): SpeechSynthesis | undefined =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;

/** How long a browser that lists no voices yet is given to announce them (Chromium: a few milliseconds). */
const VOICES_WAIT_MS = 1500;

/**
 * The browser's voices: some list them only after a while and announce them with `voiceschanged`, so an
 * empty list is asked again once they do, or once VOICES_WAIT_MS have passed. Still empty: it has none
 * (issue 35: an utterance without a voice was silently dropped).
 */
async function browserVoices(speech: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const listed = speech.getVoices();
  if (listed.length > 0) return listed;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      speech.removeEventListener('voiceschanged', done);
      resolve();
    };
    const timer = setTimeout(done, VOICES_WAIT_MS);
    speech.addEventListener('voiceschanged', done);
  });
  return speech.getVoices();
}

function pickVoice(language: Language, voices: SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const matching = voicesFor(language, voices);
  const chosen = readVoiceChoices()[language];
  return (
    matching.find((voice) => voice.voiceURI === chosen) ??
    matching.find((voice) => voice.default) ??
    matching[0] ??
    null
  );
}

/** Whether the server reads aloud: asked once per page load, false when it cannot be asked. */
let serverSpeech: Promise<boolean> | undefined;
export function serverSpeechAvailable(): Promise<boolean> {
  serverSpeech ??= fetch(paths.speech.config(), {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })
    .then(async (response) => {
      if (!response.ok) return false;
      const body = (await response.json()) as { available?: unknown };
      return body.available === true;
    })
    .catch(() => false);
  return serverSpeech;
}

/** Forgets what the server said (another account, or tests). */
export function forgetServerSpeech(): void {
  serverSpeech = undefined;
  for (const url of audioUrls.values()) URL.revokeObjectURL(url);
  audioUrls.clear();
}

// audio already fetched, by what was asked: a sentence heard again does not go to the server again
const AUDIO_CACHE_SIZE = 40;
const audioUrls = new Map<string, string>();

async function audioUrlOf(source: SpeechSource): Promise<string | null> {
  const key = JSON.stringify(source);
  const known = audioUrls.get(key);
  if (known) return known;
  const token = readCookie(CSRF_COOKIE);
  const response = await fetch(paths.speech.synthesize(), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', ...(token ? { [CSRF_HEADER]: token } : {}) },
    body: JSON.stringify(source),
  });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('audio/')) return null;
  const url = URL.createObjectURL(await response.blob());
  audioUrls.set(key, url);
  if (audioUrls.size > AUDIO_CACHE_SIZE) {
    const [oldest, oldUrl] = audioUrls.entries().next().value as [string, string];
    audioUrls.delete(oldest);
    URL.revokeObjectURL(oldUrl);
  }
  return url;
}

// the server's audio now playing, and how to end its promise when it is stopped
let audio: { element: HTMLAudioElement; finish: (done: boolean) => void } | null = null;
// each call takes a turn: an answer that arrives after a newer call does not play
let turns = 0;

function stopAudio() {
  const playing = audio;
  audio = null;
  if (!playing) return;
  playing.element.pause();
  playing.finish(false);
}

/** Plays the server's audio: true when heard to the end, false when stopped, null when the server could not. */
async function speakFromServer(id: string, source: SpeechSource, turn: number): Promise<boolean | null> {
  let url: string | null;
  try {
    url = await audioUrlOf(source);
  } catch {
    url = null;
  }
  if (turn !== turns || speechState().playing !== id) return false;
  if (!url) return null;
  const element = new Audio(url);
  return new Promise<boolean>((resolve) => {
    const finish = (done: boolean) => {
      if (audio?.element === element) audio = null;
      if (speechState().playing === id) set({ playing: null, paused: false, spoken: null });
      resolve(done);
    };
    audio = { element, finish };
    element.onended = () => finish(true);
    element.onerror = () => finish(false);
    element.play().catch(() => finish(false));
  });
}

/**
 * Reads `text` aloud in `language` under the caller's `id`; whatever played before stops. With a
 * `source` the server's audio is used when the server reads aloud. Resolves when the text has been read
 * (true) or was stopped or could not be read (false: `problem` says why).
 */
export async function speak(
  id: string,
  text: string,
  language: Language,
  source?: SpeechSource,
): Promise<boolean> {
  const turn = ++turns;
  if (source) {
    // the button shows it plays at once, while the server is asked
    stopAudio();
    synthesis()?.cancel();
    set({ playing: id, paused: false, spoken: null, problem: null });
    if (await serverSpeechAvailable()) {
      if (turn !== turns || speechState().playing !== id) return false;
      const heard = await speakFromServer(id, source, turn);
      if (heard !== null) return heard;
      // the server could not (its budget, its model): the browser's voice reads it instead
    }
    if (turn !== turns || speechState().playing !== id) return false;
  }
  return speakInBrowser(id, text, language, turn);
}

async function speakInBrowser(id: string, text: string, language: Language, turn: number): Promise<boolean> {
  stopAudio();
  const speech = synthesis();
  if (!speech) {
    set({ problem: { kind: 'unsupported', language, id }, playing: null });
    return false;
  }
  // the button shows it plays while the browser is asked for its voices
  if (speechState().playing !== id) set({ playing: id, paused: false, spoken: null, problem: null });
  const voices = await browserVoices(speech);
  if (turn !== turns || speechState().playing !== id) return false;
  if (voices.length === 0) {
    set({ problem: { kind: 'no_voices', language, id }, playing: null });
    return false;
  }
  const voice = pickVoice(language, voices);
  if (voice === null) {
    set({ problem: { kind: 'no_voice', language, id }, playing: null });
    return false;
  }
  speech.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = LANGUAGE_TAGS[language];
  utterance.voice = voice;
  set({ playing: id, paused: false, spoken: null, problem: null });
  return new Promise((resolve) => {
    const finish = (done: boolean) => {
      if (speechState().playing === id) set({ playing: null, paused: false, spoken: null });
      resolve(done);
    };
    utterance.onboundary = (event) => {
      if (speechState().playing !== id || event.name === 'sentence') return;
      const rest = text.slice(event.charIndex).match(/^[\p{L}\p{M}\p{N}'’-]+/u);
      set({
        spoken: {
          start: event.charIndex,
          end: event.charIndex + (event.charLength || rest?.[0].length || 0),
        },
      });
    };
    utterance.onend = () => finish(true);
    utterance.onerror = (event) => {
      if (event.error === 'language-unavailable' || event.error === 'voice-unavailable') {
        set({ problem: { kind: 'no_voice', language, id } });
      }
      finish(false);
    };
    speech.speak(utterance);
  });
}

export function pauseSpeech(): void {
  audio?.element.pause();
  synthesis()?.pause();
  if (speechState().playing) set({ paused: true });
}

export function resumeSpeech(): void {
  void audio?.element.play().catch(() => audio?.finish(false));
  synthesis()?.resume();
  if (speechState().playing) set({ paused: false });
}

export function stopSpeech(): void {
  const playing = speechState().playing;
  turns += 1;
  set({ playing: null, paused: false, spoken: null });
  stopAudio();
  if (playing) synthesis()?.cancel();
}
