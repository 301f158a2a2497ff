import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

type Text = { id: number; status: string };

/** Creates a text through the API as the logged-in user and waits until it is COMPLETE. */
async function createText(page: Page, topic: string, wordNumber = 100): Promise<number> {
  const created = await page.evaluate(async ({ topic, wordNumber }) => {
    const token = document.cookie.match(/(?:^|; )csrftoken=([^;]+)/)?.[1] ?? '';
    const form = new FormData();
    for (const [key, value] of Object.entries({
      text_type: 'STORY',
      language: 'FRENCH',
      level: 'A2',
      word_number: String(wordNumber),
      topic,
      main_character: 'Camille',
      publicly_visible: 'false',
    })) {
      form.set(key, value);
    }
    const response = await fetch('/api/reeprise/generated_texts/', {
      method: 'POST',
      body: form,
      headers: { 'X-CSRFTOKEN': token },
    });
    return (await response.json()) as Text;
  }, { topic, wordNumber });
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/reeprise/generated_texts/${created.id}/`)).json()) as Text)
          .status,
      {
        timeout: 20_000,
      },
    )
    .toBe('COMPLETE');
  return created.id;
}

/** Collects the chunks of one chapter the page receives over /ws/streams/. */
function recordChapterChunks(page: Page, textId: number, chapterNumber: number) {
  const chunks: unknown[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as Record<string, unknown>;
      if (message.text_id === textId && message.chapter_number === chapterNumber && 'text_chunk' in message) {
        chunks.push(message);
      }
    });
  });
  return chunks;
}

/** Records, in the page, every length the streaming text region takes (the demo writer is fast). */
async function recordStreamingLengths(page: Page) {
  await page.evaluate(() => {
    const lengths: number[] = [];
    (window as unknown as { streamedLengths: number[] }).streamedLengths = lengths;
    new MutationObserver(() => {
      // while it streams, its written words are clickable already (a busy group, issue 17 §4)
      const region = document.querySelector('[aria-label^="Text:"][aria-busy="true"]');
      const length = region?.textContent?.length ?? 0;
      if (length > 0 && lengths[lengths.length - 1] !== length) lengths.push(length);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const words = (page: Page) => page.getByRole('group', { name: /choose a word/ });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Your words in this text' });
const chapters = (page: Page) => page.getByRole('navigation', { name: 'Chapters' });

test('read a text: add words, edit a mnemonic, generate a chapter, watch it stream, go back and forth', async ({
  loginAs,
}) => {
  test.setTimeout(90_000);
  const page = await loginAs('learner');
  const topic = `Le café ${Date.now()}`;
  // its chapters are as long: 300 words stream for about two seconds (DEMO_LLM_DELAY_MS 15 per chunk),
  // time for the reader to subscribe on a loaded machine; 100 words (0.7 s) ended first on one CI run
  const id = await createText(page, topic, 300);

  await page.goto(`/reeprise/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: topic })).toBeVisible();
  await expect(panel(page).getByText('Click a word in the text to translate it.')).toBeVisible();
  await expect(chapters(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(chapters(page).getByRole('button', { name: 'Next' })).toBeDisabled();

  // click a word: the notice, then the entry with its translation
  // (every demo text opens with 'Ceci est un texte de démonstration')
  await words(page).getByText('démonstration', { exact: true }).first().click();
  await expect(page.getByText('Generating Vocabulary')).toBeVisible();
  await expect(words(page).getByText('démonstration', { exact: true }).first()).toHaveClass(
    /reader-word-known/,
  );
  const entry = panel(page).getByRole('listitem').filter({ hasText: 'démonstration' });
  await expect(entry.getByText('(demo) meaning of “démonstration”')).toBeVisible({ timeout: 15_000 });

  // a second word by keyboard: the clicked word is the tab stop now; move right, Enter
  await words(page).locator('[tabindex="0"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  // the panel's words, each with its checkbox (their web dictionary links are list items too)
  await expect(panel(page).getByRole('listitem').filter({ has: page.getByRole('checkbox') })).toHaveCount(2);
  await expect(panel(page).getByText('Translating…')).toHaveCount(0, { timeout: 15_000 });

  // edit the mnemonic
  await entry.getByRole('button', { name: 'Edit “démonstration”' }).click();
  const mnemonic = entry.getByRole('textbox', { name: 'Mnemonic' });
  await mnemonic.fill('A demonstration on the market square.');
  await entry.getByRole('button', { name: 'Save' }).click();
  await expect(entry.getByText('A demonstration on the market square.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/reader-desktop.png', fullPage: true });

  // select words and generate the next chapter
  const generate = panel(page).getByRole('button', { name: 'generate new text' });
  await expect(generate).toBeDisabled();
  for (const checkbox of await panel(page).getByRole('checkbox').all()) await checkbox.check();
  const chunks = recordChapterChunks(page, id, 1);
  await recordStreamingLengths(page);
  await generate.click();
  await expect(page).toHaveURL(new RegExp(`/reeprise/${id}\\?chapter=1$`));
  await expect(chapters(page).getByText('Chapter 1')).toBeVisible();
  await expect(page.getByText(/^Written around: /)).toBeVisible();

  // it streams in over the socket while the page shows it growing (its written words clickable
  // already, the text busy), then it is complete
  await expect(page.locator('[role="group"][aria-label^="Text:"]:not([aria-busy])')).toBeVisible({ timeout: 20_000 });
  expect(chunks.length).toBeGreaterThan(2);
  const lengths = await page.evaluate(
    () => (window as unknown as { streamedLengths: number[] }).streamedLengths,
  );
  expect(new Set(lengths).size).toBeGreaterThan(2);
  expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  await expect(words(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Being written…')).toHaveCount(0);
  await expect(words(page)).toContainText('démonstration');

  // back and forth
  await expect(chapters(page).getByRole('button', { name: 'Next' })).toBeDisabled();
  await chapters(page).getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(new RegExp(`/reeprise/${id}\\?chapter=0$`));
  await expect(chapters(page).getByText('Original text')).toBeVisible();
  await expect(words(page)).toContainText('Ceci est un texte de démonstration');
  await chapters(page).getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(new RegExp(`/reeprise/${id}$`));
  await expect(chapters(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await chapters(page).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/reeprise/${id}\\?chapter=1$`));
  await expect(words(page)).toContainText('démonstration');

  // the known words are green in the new chapter too
  await expect(words(page).locator('.reader-word-known').first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/reader-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // the view was counted after 5 s on the page: the list shows no blue border for it any more
  await page.waitForTimeout(5500);
  await page.goto('/reeprise');
  await expect(page.getByRole('article').filter({ hasText: topic })).toHaveAttribute(
    'data-unviewed',
    'false',
  );
});

test('a chapter that does not exist is NON_EXISTENT, not an error; a bad chapter parameter is ignored', async ({
  loginAs,
}) => {
  const page = await loginAs('learner');
  const id = await createText(page, `Le parc ${Date.now()}`);
  await page.goto(`/reeprise/${id}?chapter=7`);
  await expect(page.getByText('This chapter does not exist yet.')).toBeVisible();
  await expect(chapters(page).getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.goto(`/reeprise/${id}?chapter=abc`);
  await expect(chapters(page).getByText('Original text')).toBeVisible();
  await expect(words(page)).toContainText('Ceci est un texte de démonstration');
});
