import type { Page } from '@playwright/test';
import { csrfHeader, expect, test } from './fixtures';

// Issue 19 §1 (decision 020): a speaker after each sentence of the reader's text. The e2e server writes
// with the demo writer and has no speech model (no LLM_TTS_MODEL), so the browser's voice reads: this
// page's speechSynthesis is replaced, nothing is heard, and each request's text and language are checked.
// The server's audio path is covered by the server tests (modules/speech) and the web unit tests.

/** Records every utterance in this page only; `speechEnd()` ends the current one. */
async function stubSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: Array<{ text: string; lang: string; voice: string | null }> = [];
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
    const voices = [{ lang: 'it-IT', name: 'Stub Italiano', voiceURI: 'Stub Italiano', default: false, localService: true }];
    const stub = {
      speaking: false,
      paused: false,
      pending: false,
      getVoices: () => voices,
      speak(utterance: Utterance) {
        spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? null });
        current = utterance;
      },
      cancel() {
        const was = current;
        current = null;
        was?.onend?.(new Event('end'));
      },
      pause() {},
      resume() {},
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: stub, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    Object.assign(window, {
      spoken,
      speechEnd: () => {
        const was = current;
        current = null;
        was?.onend?.(new Event('end'));
      },
    });
  });
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { spoken: Array<{ text: string; lang: string; voice: string | null }> }).spoken);
const speechEnd = (page: Page) => page.evaluate(() => (window as unknown as { speechEnd: () => void }).speechEnd());

/** A private Italian text of this test's own, written by the demo writer. */
async function italianText(page: Page): Promise<number> {
  const created = await page.request.post('/api/reeprise/generated_texts/', {
    headers: await csrfHeader(page),
    multipart: { text_type: 'STORY', language: 'ITALIAN', level: 'A2', word_number: '100', topic: `Frasi ${Date.now()}`, main_character: '', publicly_visible: 'false' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/reeprise/generated_texts/${id}/`)).json()) as { status: string }).status, { timeout: 20_000 })
    .toBe('COMPLETE');
  return id;
}

test('each sentence of the text has its own speaker: it reads that sentence in the text’s language, marked while it plays', async ({ page, loginAs }) => {
  test.setTimeout(90_000);
  await stubSpeech(page);
  await loginAs('learner');
  const id = await italianText(page);

  // this server has no speech model: it says so, and the browser reads
  expect(await (await page.request.get('/api/reeprise/speech/config/')).json()).toEqual({ available: false, content_type: null });
  const refused = await page.request.post('/api/reeprise/speech/', { headers: await csrfHeader(page), data: { text_id: id, sentence: 0 } });
  expect(refused.status()).toBe(404);
  expect(await refused.json()).toMatchObject({ code: 'speech_not_configured' });

  await page.goto(`/reeprise/${id}`);
  const text = page.getByRole('group', { name: /choose a word/ });
  const speakers = text.getByRole('button', { name: 'Read this sentence aloud' });
  await expect(speakers.first()).toBeVisible();
  const count = await speakers.count();
  expect(count).toBeGreaterThan(1);
  // the text keeps its language; the speakers are named in the interface's
  await expect(text).toHaveAttribute('lang', 'it');
  await expect(speakers.first()).toHaveAttribute('lang', 'en');

  const second = text.locator('.reader-sentence[data-s="1"]');
  const sentence = (await second.textContent())?.trim() ?? '';
  expect(sentence.length).toBeGreaterThan(3);
  await speakers.nth(1).click();
  await expect.poll(() => spoken(page)).toEqual([{ text: sentence, lang: 'it', voice: 'Stub Italiano' }]);
  // marked in the text and followed by the read-aloud bar; its speaker now stops it
  await expect(second).toHaveClass(/reader-sentence-playing/);
  const bar = page.getByRole('region', { name: 'Reading aloud' });
  await expect(bar.getByTestId('spoken-sentence')).toHaveText(sentence);
  await expect(bar.getByText(`Sentence 2 of ${count}`)).toBeVisible();
  await expect(second.getByRole('button', { name: 'Stop reading aloud' })).toHaveAttribute('aria-pressed', 'true');
  await speechEnd(page);
  await expect(second).not.toHaveClass(/reader-sentence-playing/);
  await expect(bar.getByRole('button', { name: 'Read the text aloud' })).toBeVisible();

  // clicking a speaker adds no word: the panel stays empty
  await expect(page.getByRole('complementary', { name: 'Your words in this text' }).getByRole('listitem')).toHaveCount(0);

  // by keyboard: from a word, Tab reaches its sentence's speaker, Enter reads the sentence
  const first = text.locator('.reader-sentence[data-s="0"]');
  const firstSentence = (await first.textContent())?.trim() ?? '';
  await first.locator('.reader-word').first().focus();
  await page.keyboard.press('Tab');
  await expect(first.getByRole('button', { name: 'Read this sentence aloud' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await spoken(page)).at(-1)).toEqual({ text: firstSentence, lang: 'it', voice: 'Stub Italiano' });
  await expect(first).toHaveClass(/reader-sentence-playing/);
  // pressed again, it stops
  await page.keyboard.press('Enter');
  await expect(first).not.toHaveClass(/reader-sentence-playing/);
  await expect(page.getByRole('complementary', { name: 'Your words in this text' }).getByRole('listitem')).toHaveCount(0);
});
