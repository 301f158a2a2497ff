import { fakeSpeech, speechEnd, spoken } from './fake-speech';
import { csrfHeader, expect, postText, test, textCompleted } from './fixtures';

// Issue 19 §1 (decision 020): a speaker after each sentence of the reader's text. The e2e server writes
// with the demo writer and has no speech model (no LLM_TTS_MODEL), so the browser's voice reads: this
// page's speechSynthesis is replaced, nothing is heard, and each request's text and language are checked.
// The server's audio path is covered by the server tests (modules/speech) and the web unit tests.

test('each sentence of the text has its own speaker: it reads that sentence in the text’s language, marked while it plays', async ({ page, loginAs }) => {
  test.setTimeout(90_000);
  await fakeSpeech(page, [{ lang: 'it-IT', name: 'Stub Italiano' }]);
  await loginAs('learner');
  const id = await postText(page, `Frasi ${Date.now()}`, 'ITALIAN');
  await textCompleted(page, id);

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
