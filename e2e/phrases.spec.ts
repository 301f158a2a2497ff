import type { Page } from '@playwright/test';
import { csrfHeader, expect, test } from './fixtures';

// Issue 17 §2-4: words as a French reader sees them, a phrase saved by dragging across it and marked
// in another text, and a word clicked while its text is still being written.

type Text = { id: number; status: string; chatgpt_output: string };

async function postFrenchText(page: Page, topic: string): Promise<number> {
  const created = await page.request.post('/api/reeprise/generated_texts/', {
    headers: await csrfHeader(page),
    multipart: { text_type: 'STORY', language: 'FRENCH', level: 'A2', word_number: '300', topic, main_character: '', publicly_visible: 'false' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function waitComplete(page: Page, id: number): Promise<Text> {
  await expect
    .poll(async () => ((await (await page.request.get(`/api/reeprise/generated_texts/${id}/`)).json()) as Text).status, {
      timeout: 30_000,
    })
    .toBe('COMPLETE');
  return (await (await page.request.get(`/api/reeprise/generated_texts/${id}/`)).json()) as Text;
}

const textOf = (page: Page) => page.getByRole('group', { name: /choose a word/i });
const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Your words in this text' });
/** An entry's heading in the panel (its sentence below marks the word too). */
const entryIn = (page: Page, word: string) => panelOf(page).locator('p[lang="fr"]', { hasText: new RegExp(`^${word}$`) });

test('save a word and a phrase, and see the phrase marked in another text', async ({ loginAs }) => {
  test.setTimeout(90_000);
  const page = await loginAs('learner');
  const first = await postFrenchText(page, `Phrases one ${Date.now()}`);
  const second = await postFrenchText(page, `Phrases two ${Date.now()}`);
  await waitComplete(page, first);
  await waitComplete(page, second);

  await page.goto(`/reeprise/${first}`);
  const words = textOf(page);
  await expect(words).toHaveAttribute('lang', 'fr');
  // elision: d' and IA are two words, as a French reader expects
  const firstSentence = words.locator('.reader-word');
  await expect(firstSentence.nth(0)).toHaveText('Ceci');
  await expect(words.locator('.reader-word', { hasText: /^d'$/ }).first()).toBeVisible();

  // a word: one click
  const added = page.waitForResponse((r) => r.url().endsWith('/add_vocabulary/') && r.request().method() === 'POST');
  await words.locator('.reader-word', { hasText: /^écrit$/ }).first().click();
  expect((await added).status()).toBe(201);
  await expect(entryIn(page, 'écrit')).toBeVisible();

  // a phrase: drag from its first word to its last
  const from = words.locator('.reader-word', { hasText: /^texte$/ }).first();
  const to = words.locator('.reader-word', { hasText: /^démonstration$/ }).first();
  const phraseAdded = page.waitForResponse((r) => r.url().endsWith('/add_vocabulary/') && r.request().method() === 'POST');
  await from.hover();
  await page.mouse.down();
  await words.locator('.reader-word', { hasText: /^de$/ }).first().hover();
  await to.hover();
  await page.mouse.up();
  const phrase = await phraseAdded;
  expect(phrase.status()).toBe(201);
  expect(phrase.request().postDataJSON()).toEqual({
    word_start_index: 'Ceci est un '.length,
    word_end_index: 'Ceci est un texte de démonstration'.length,
  });
  await expect(entryIn(page, 'texte de démonstration')).toBeVisible();
  await expect(words.locator('.reader-phrase').first()).toHaveText('texte');

  // the other text marks the phrase wherever it occurs
  await page.goto(`/reeprise/${second}`);
  const other = textOf(page);
  await expect(other.locator('.reader-phrase')).toHaveText(['texte', 'de', 'démonstration']);
  await expect(other.locator('.reader-phrase-join')).toHaveText(['texte', 'de']);
  await other.locator('.reader-word').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/phrase-highlighted.png', clip: { x: 0, y: 0, width: 1280, height: 700 } });
});

test('a word of a text still being written can be clicked as soon as it is complete', async ({ loginAs }) => {
  test.setTimeout(120_000);
  const page = await loginAs('staff');
  // The demo writer needs about two seconds for 300 words (DEMO_LLM_DELAY_MS 15 per chunk), less than
  // opening the reader may take on a busy machine. So two texts go first: a learner's third text waits
  // for a free writer (GENERATION_SLOTS_PER_USER 2), and its reader is open and subscribed before it
  // starts. A text that finished before a word could be clicked proves nothing: then the test tries
  // once more, and fails if no text was caught while it was being written.
  const answers: Array<{ status: number; body: unknown }> = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/add_vocabulary/') && r.request().method() === 'POST') {
      answers.push({ status: r.status(), body: r.request().postDataJSON() });
    }
  });
  let clicked: string | null = null;
  for (let attempt = 0; attempt < 2 && clicked === null; attempt += 1) {
    await postFrenchText(page, `Ahead ${attempt}a ${Date.now()}`);
    await postFrenchText(page, `Ahead ${attempt}b ${Date.now()}`);
    const id = await postFrenchText(page, `Streaming ${attempt} ${Date.now()}`);
    await page.goto(`/reeprise/${id}`);
    await expect(textOf(page).locator('.reader-word').first()).toBeVisible({ timeout: 20_000 });
    // one step in the page: while it still says the text is being written, click its last complete word
    clicked = await page.evaluate(() => {
      if (!document.body.textContent?.includes('Being written')) return null;
      const spans = document.querySelectorAll<HTMLElement>('.reader-word');
      const last = spans[spans.length - 1];
      last?.click();
      return last?.textContent ?? null;
    });
    if (clicked === null) continue;
    // the clicked word has the focus and the colour of a word in the vocabulary, as after completion
    await expect(page.locator('.reader-word:focus')).toHaveText(clicked);
    await expect(page.locator('.reader-word:focus')).toHaveClass(/reader-word-known/);
    await page.screenshot({ path: 'test-results/screens/phrases-streaming-click.png' });
  }
  expect(clicked, 'no text was caught while it was being written').not.toBeNull();
  await expect.poll(() => answers.map((answer) => answer.status)).toEqual([201]);
  // the click works exactly as after completion: the entry is in the panel once the text is done
  await expect(page.getByText('Being written…')).toHaveCount(0, { timeout: 30_000 });
  await expect(entryIn(page, clicked!.toLowerCase())).toBeVisible();
});
