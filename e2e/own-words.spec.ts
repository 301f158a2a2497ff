import type { Page } from '@playwright/test';
import { csrfHeader, expect, postText, test } from './fixtures';

// Issue 17 §5-6: the translation where the finger is (a phone), and learners' texts and words are theirs.

type Entry = { id: number; word: string; translation: string; status: string; winning_streak: number };

const SETTINGS = '/api/reeprise/user_settings/';
const words = (page: Page) => page.getByRole('group', { name: /choose a word|Wähle ein Wort/ });
const popover = (page: Page) => page.getByTestId('word-popover');

async function completeText(page: Page, topic: string): Promise<number> {
  const id = await postText(page, topic);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/reeprise/generated_texts/${id}/`)).json()) as Entry).status, {
      timeout: 20_000,
    })
    .toBe('COMPLETE');
  return id;
}

async function entriesOf(page: Page, textId: number): Promise<Entry[]> {
  const response = await page.request.get(`/api/reeprise/vocabulary/?generated_text_id=${textId}`);
  return ((await response.json()) as { results: Entry[] }).results;
}

async function speak(page: Page, language: 'ENGLISH' | 'GERMAN') {
  const response = await page.request.patch(SETTINGS, { headers: await csrfHeader(page), data: { mother_tongue: language } });
  expect(response.status()).toBe(200);
}

/** A word well inside the screen: the one the finger taps. */
async function wordOnScreen(page: Page, index: number) {
  const word = words(page).locator('.reader-word').nth(index);
  await word.scrollIntoViewIfNeeded();
  return word;
}

/** The popover leaves the word it belongs to in sight: wholly above or below it. */
async function expectBesideWord(page: Page, at: { y: number; height: number }) {
  const box = (await popover(page).boundingBox())!;
  expect(box.y >= at.y + at.height - 1 || box.y + box.height <= at.y + 1).toBe(true);
}

async function expectInsideViewport(page: Page) {
  const box = await popover(page).boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a tapped word shows its translation at the word, without scrolling; delete it and undo', async ({ loginAs }) => {
    test.setTimeout(90_000);
    const page = await loginAs('learner');
    await speak(page, 'ENGLISH');
    const id = await completeText(page, `Phone ${Date.now()}`);
    await page.goto(`/reeprise/${id}`);
    const word = await wordOnScreen(page, 6);
    const text = (await word.textContent())!;
    const scrolled = await page.evaluate(() => window.scrollY);
    // measured before: the text is hidden from the accessibility tree while the popover (a dialog) is open
    const at = (await word.boundingBox())!;
    await word.tap();

    await expect(popover(page)).toBeVisible();
    // the demo writer translates it: the popover follows the entry until it is COMPLETE
    await expect.poll(async () => (await entriesOf(page, id))[0]?.status, { timeout: 15_000 }).toBe('COMPLETE');
    const [entry] = await entriesOf(page, id);
    await expect(popover(page)).toContainText(entry.translation);
    await expect(popover(page).getByRole('heading')).toContainText(entry.word);
    // the sentence it was met in, the tapped form marked
    await expect(popover(page).locator('mark')).toHaveText(text);
    await expectInsideViewport(page);
    await expectBesideWord(page, at);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.screenshot({ path: 'test-results/own-words-phone-en.png' });

    // delete it in the popover, then Undo in the notice: the same entry is back
    await popover(page).getByRole('button', { name: `Delete “${entry.word}”` }).click();
    await expect(popover(page)).toBeHidden();
    await expect(page.getByText(`“${entry.word}” deleted`)).toBeVisible();
    expect(await entriesOf(page, id)).toEqual([]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`“${entry.word}” is back`)).toBeVisible();
    expect((await entriesOf(page, id)).map((e) => e.id)).toEqual([entry.id]);
    await expect(page.getByRole('complementary', { name: 'Your words in this text' })).toContainText(entry.translation);
  });

  test('keyboard: Enter opens the word, Escape closes it and the focus is back on the word; in German', async ({
    loginAs,
  }) => {
    test.setTimeout(90_000);
    const page = await loginAs('learner');
    await speak(page, 'GERMAN');
    try {
      const id = await completeText(page, `Tastatur ${Date.now()}`);
      await page.goto(`/reeprise/${id}`);
      const first = await wordOnScreen(page, 0);
      await first.focus();
      for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
      const word = words(page).locator('.reader-word').nth(3);
      await expect(word).toBeFocused();
      const at = (await word.boundingBox())!;
      await page.keyboard.press('Enter');

      await expect(popover(page)).toBeVisible();
      await expect.poll(async () => (await entriesOf(page, id))[0]?.status, { timeout: 15_000 }).toBe('COMPLETE');
      const [entry] = await entriesOf(page, id);
      await expect(popover(page)).toContainText(entry.translation);
      await expect(popover(page).getByRole('button', { name: `„${entry.word}“ löschen` })).toBeVisible();
      await expect(popover(page)).toContainText('Hier bist du ihm begegnet');
      await expectInsideViewport(page);
      await expectBesideWord(page, at);
      await page.screenshot({ path: 'test-results/own-words-phone-de.png' });

      await page.keyboard.press('Escape');
      await expect(popover(page)).toBeHidden();
      await expect(word).toBeFocused();
    } finally {
      await speak(page, 'ENGLISH');
    }
  });
});

test('the creator deletes a text from its card; the words saved from it stay', async ({ loginAs }) => {
  test.setTimeout(90_000);
  const page = await loginAs('learner');
  const topic = `Delete me ${Date.now()}`;
  const id = await completeText(page, topic);
  await page.goto(`/reeprise/${id}`);
  await words(page).locator('.reader-word').nth(2).click();
  await expect.poll(async () => (await entriesOf(page, id)).length).toBe(1);
  const [entry] = await entriesOf(page, id);

  await page.goto('/reeprise');
  await page.getByRole('button', { name: `Delete the text “${topic}”` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this text?' });
  await expect(dialog).toContainText('stay in your vocabulary');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Text deleted')).toBeVisible();
  await expect(page.getByText(topic)).toHaveCount(0);

  expect((await page.request.get(`/api/reeprise/generated_texts/${id}/`)).status()).toBe(404);
  const all = (await (await page.request.get('/api/reeprise/vocabulary/')).json()) as { results: (Entry & { usages: unknown[] })[] };
  const kept = all.results.find((e) => e.id === entry.id);
  expect(kept?.usages).toEqual([]);
  await page.goto(`/reeprise/${id}`);
  await expect(page.getByText('This text does not exist, or it is not shared with you.')).toBeVisible();
});
