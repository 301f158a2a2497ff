import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { forgetServerSpeech, speak, stopSpeech } from './speech-engine';
import { speechState } from './speech';
import { voicesFor } from './speech-voices';

const voice = (lang: string, name = lang) =>
  ({ lang, name, voiceURI: name, default: false, localService: true }) as SpeechSynthesisVoice;

/**
 * A browser with `voices` (a Spanish one unless told) that reads every utterance at once; answers what
 * it read. Asked for its voices while it lists none, it announces its (still empty) list at once.
 */
function browserVoice(voices: SpeechSynthesisVoice[] = [voice('es-ES')]): string[] {
  const spoken: string[] = [];
  const announce = new EventTarget();
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      onend: (() => void) | null = null;
      constructor(readonly text: string) {}
    },
  );
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      getVoices: () => voices,
      addEventListener: (type: string, listener: () => void) => {
        announce.addEventListener(type, listener);
        queueMicrotask(() => announce.dispatchEvent(new Event(type)));
      },
      removeEventListener: (type: string, listener: () => void) =>
        announce.removeEventListener(type, listener),
      cancel: () => undefined,
      speak: (utterance: { text: string; onend: (() => void) | null }) => {
        spoken.push(utterance.text);
        queueMicrotask(() => utterance.onend?.());
      },
    },
  });
  return spoken;
}

describe('voices for a language', () => {
  test('the exact variant first, then the same base language; none of another language', () => {
    const voices = [voice('en-US'), voice('pt-PT'), voice('pt_BR'), voice('pt'), voice('es-ES')];
    expect(voicesFor('PORTUGUESE_FROM_BRAZIL', voices).map((v) => v.name)).toEqual(['pt_BR', 'pt-PT', 'pt']);
    expect(voicesFor('ITALIAN', voices)).toEqual([]);
  });
});

describe('the server’s audio (decision 020)', () => {
  const SOURCE = { text_id: 7, chapter: null, sentence: 2 };
  let fetched: { url: string; init: RequestInit | undefined }[];
  let speechAnswer: () => Response;
  let spoken: string[];
  let played: string[];
  /** What the next play() does: end the audio at once, or keep playing until paused. */
  let ends: boolean;
  let pause: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    forgetServerSpeech();
    fetched = [];
    played = [];
    ends = true;
    document.cookie = 'csrftoken=token-1';
    speechAnswer = () =>
      new Response(new Uint8Array([0xff, 0xfb, 0x90, 0x64]), {
        status: 200,
        headers: { 'content-type': 'audio/mpeg' },
      });
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      fetched.push({ url, init });
      if (url === '/api/reeprise/speech/config/') {
        return Promise.resolve(Response.json({ available: true, content_type: 'audio/mpeg' }));
      }
      return Promise.resolve(speechAnswer());
    });
    let made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:audio-${++made}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(this.src);
      if (ends) queueMicrotask(() => this.dispatchEvent(new Event('ended')));
      return Promise.resolve();
    });
    pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    // the browser's voice, to see when it is (not) used
    spoken = browserVoice();
  });
  afterEach(() => {
    stopSpeech();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(window, 'speechSynthesis');
  });

  test('plays the audio the server made for the sentence, asks the server once per sentence, and not the browser', async () => {
    const heard = speak('reader-text:2', 'Cada mañana compra pan.', 'SPANISH', SOURCE);
    expect(speechState().playing).toBe('reader-text:2');
    expect(await heard).toBe(true);
    expect(speechState().playing).toBeNull();
    const posts = fetched.filter((call) => call.url === '/api/reeprise/speech/');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.init?.method).toBe('POST');
    expect(JSON.parse(posts[0]?.init?.body as string)).toEqual(SOURCE);
    expect(new Headers(posts[0]?.init?.headers).get('X-CSRFToken')).toBe('token-1');
    expect(played).toEqual(['blob:audio-1']);
    expect(spoken).toEqual([]);

    expect(await speak('reader-text:2', 'Cada mañana compra pan.', 'SPANISH', SOURCE)).toBe(true);
    expect(fetched.filter((call) => call.url === '/api/reeprise/speech/')).toHaveLength(1);
    expect(played).toEqual(['blob:audio-1', 'blob:audio-1']);
    // the configuration was asked once for the page
    expect(fetched.filter((call) => call.url === '/api/reeprise/speech/config/')).toHaveLength(1);
  });

  test('stop ends the audio: the pending read resolves false and nothing plays', async () => {
    ends = false;
    const heard = speak('word:3', 'gato', 'SPANISH', { vocabulary_id: 3 });
    await vi.waitFor(() => expect(played).toHaveLength(1));
    expect(speechState().playing).toBe('word:3');
    stopSpeech();
    expect(await heard).toBe(false);
    expect(pause).toHaveBeenCalled();
    expect(speechState().playing).toBeNull();
  });

  test('when the server cannot (its budget, its model), the browser’s voice reads the words instead', async () => {
    speechAnswer = () => Response.json({ detail: 'limit', code: 'speech_quota' }, { status: 429 });
    expect(await speak('reader-text:2', 'Cada mañana compra pan.', 'SPANISH', SOURCE)).toBe(true);
    expect(played).toEqual([]);
    expect(spoken).toEqual(['Cada mañana compra pan.']);
  });

  test('a server without speech, or words without a source, go to the browser’s voice at once', async () => {
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      fetched.push({ url, init });
      return Promise.resolve(Response.json({ available: false, content_type: null }));
    });
    expect(await speak('reader-text:0', 'Ana vive en Madrid.', 'SPANISH', { ...SOURCE, sentence: 0 })).toBe(
      true,
    );
    expect(await speak('sample', 'Hola', 'SPANISH')).toBe(true);
    expect(spoken).toEqual(['Ana vive en Madrid.', 'Hola']);
    expect(fetched.map((call) => call.url)).toEqual(['/api/reeprise/speech/config/']);
    expect(played).toEqual([]);
  });
});

// issue 35: reading aloud did nothing in a browser without voices
describe('a browser without voices', () => {
  afterEach(() => {
    stopSpeech();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(window, 'speechSynthesis');
  });

  test('says so, where it was asked, once the browser has announced an empty list of voices', async () => {
    forgetServerSpeech();
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ available: false, content_type: null })));
    const spoken = browserVoice([]);
    const heard = speak('reader-text:0', 'Ana vive en Madrid.', 'SPANISH', {
      text_id: 7,
      chapter: null,
      sentence: 0,
    });
    expect(speechState().playing).toBe('reader-text:0');
    expect(await heard).toBe(false);
    expect(spoken).toEqual([]);
    expect(speechState()).toMatchObject({
      playing: null,
      problem: { kind: 'no_voices', language: 'SPANISH', id: 'reader-text:0' },
    });
  });

  test('a browser with voices, none of the language, says that instead', async () => {
    const spoken = browserVoice([voice('en-US')]);
    expect(await speak('sample', 'Hola', 'SPANISH')).toBe(false);
    expect(spoken).toEqual([]);
    expect(speechState().problem).toMatchObject({ kind: 'no_voice', id: 'sample' });
  });
});

describe('the engine loads with the first request (issue 18: the reader paints without it)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, 'speechSynthesis');
  });

  /** lib/speech as a page that has not read aloud yet has it: no engine loaded. */
  const freshSpeech = async () => {
    vi.resetModules();
    return import('./speech');
  };

  test('a request shows at once and reads once the engine is there; of two made meanwhile, the last reads', async () => {
    const spoken = browserVoice();
    const speech = await freshSpeech();
    const overtaken = speech.speak('first', 'Uno.', 'SPANISH');
    expect(speech.speechState().playing).toBe('first');
    const heard = speech.speak('second', 'Dos.', 'SPANISH');
    expect(await overtaken).toBe(false);
    expect(await heard).toBe(true);
    expect(spoken).toEqual(['Dos.']);
    expect(speech.speechState().playing).toBeNull();
  });

  test('a request stopped while the engine loads never starts', async () => {
    const spoken = browserVoice();
    const speech = await freshSpeech();
    const stopped = speech.speak('first', 'Uno.', 'SPANISH');
    speech.stopSpeech();
    expect(speech.speechState().playing).toBeNull();
    expect(await stopped).toBe(false);
    expect(spoken).toEqual([]);
  });
});
