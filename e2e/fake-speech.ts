import type { Page } from '@playwright/test';

/** What the page asked its speech to say, in order. */
export interface Spoken {
  text: string;
  lang: string;
  voice: string | null;
}

/**
 * Replaces the browser's speech in this page only: nothing is heard, every request is recorded with its
 * text, language and voice, and the test plays the voice itself (`speechBoundary`, `speechEnd`).
 */
export async function fakeSpeech(page: Page, voices: Array<{ lang: string; name: string }>) {
  await page.addInitScript((list) => {
    const spoken: Array<{ text: string; lang: string; voice: string | null }> = [];
    // the page's own utterance class: the real one takes only the browser's real voices
    class Utterance extends EventTarget {
      lang = '';
      voice: { name: string } | null = null;
      onend: ((event: Event) => void) | null = null;
      onerror: ((event: Event) => void) | null = null;
      onboundary: ((event: Event) => void) | null = null;
      constructor(readonly text: string) {
        super();
      }
    }
    let current: Utterance | null = null;
    const end = () => {
      const was = current;
      current = null;
      was?.onend?.(new Event('end'));
    };
    const fake = {
      speaking: false,
      paused: false,
      pending: false,
      getVoices: () => list.map((voice) => ({ ...voice, voiceURI: voice.name, default: false, localService: true })),
      speak(utterance: Utterance) {
        spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? null });
        current = utterance;
      },
      cancel: end,
      pause() {},
      resume() {},
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: fake, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    Object.assign(window, {
      spoken,
      speechBoundary: (charIndex: number, charLength: number) =>
        current?.onboundary?.(Object.assign(new Event('boundary'), { charIndex, charLength, name: 'word' })),
      speechEnd: end,
    });
  }, voices);
}

interface FakeSpeechWindow {
  spoken: Spoken[];
  speechBoundary(charIndex: number, charLength: number): void;
  speechEnd(): void;
}

/** Every utterance the page asked for so far. */
export const spoken = (page: Page) => page.evaluate(() => (window as unknown as FakeSpeechWindow).spoken);

/** The voice reaches a word: a boundary event at that place of the current utterance. */
export const speechBoundary = (page: Page, charIndex: number, charLength: number) =>
  page.evaluate(([index, length]) => (window as unknown as FakeSpeechWindow).speechBoundary(index, length), [charIndex, charLength]);

/** The voice finishes the current utterance. */
export const speechEnd = (page: Page) => page.evaluate(() => (window as unknown as FakeSpeechWindow).speechEnd());
