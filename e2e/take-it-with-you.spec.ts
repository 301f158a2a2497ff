import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, logIn, postText, test, textCompleted } from './fixtures';
import { fakeSpeech, speechBoundary, speechEnd, spoken } from './fake-speech';
import { newLearner } from './server-cli';

// Issue 19: search and order the list, CSV out and in again, a web-dictionary link, reading aloud.

const CSV = [
  'Word,Translation,Notes,Language',
  'gato,cat,"A cat says ""miau""",SPANISH',
  'perro,dog,,SPANISH',
  'abeja,bee,busy as a bee,SPANISH',
  'casa,house,,',
].join('\r\n');

async function importFile(page: Page, name: string, content: string | Buffer) {
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import words from a CSV or TSV file' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  return dialog;
}

test('search and order the list, export it as CSV and import it again to get the same words', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const first = newLearner('exchange_a');
  await logIn(page, first);
  await page.goto('/vocabulary_trainer');
  await page.getByRole('combobox', { name: 'Word language' }).selectOption('');

  // the mapping is shown before anything is imported: the server's suggestion, then the learner's choice
  let dialog = await importFile(page, 'words.csv', CSV);
  await expect(dialog.getByText('4 rows found. Which column holds what?')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Word', exact: true })).toHaveValue('0');
  await expect(dialog.getByRole('combobox', { name: 'Mnemonic', exact: true })).toHaveValue('2');
  await expect(dialog.getByRole('combobox', { name: 'Part of speech', exact: true })).toHaveValue('');
  await dialog
    .getByRole('combobox', { name: 'Translation', exact: true })
    .selectOption({ label: '— not in the file —' });
  await dialog
    .getByRole('combobox', { name: 'Translation', exact: true })
    .selectOption({ label: 'Translation' });
  await expect(dialog.getByRole('table', { name: 'The first rows of the file' })).toContainText(
    'A cat says "miau"',
  );
  await dialog.getByRole('button', { name: 'Import 4 rows' }).click();
  await expect(dialog.getByRole('status')).toContainText('3 words added · 0 merged · 1 row skipped');
  await expect(dialog.getByRole('status')).toContainText('Row 5: unknown language');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const list = page.getByRole('list', { name: 'Your vocabulary' });
  const words = () => list.getByRole('listitem').allTextContents();
  await expect(list.getByRole('listitem')).toHaveCount(3);

  await page.getByRole('searchbox', { name: 'Search' }).fill('BUSY');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('abeja');
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(list.getByRole('listitem')).toHaveCount(3);

  await page.getByRole('combobox', { name: 'Order' }).selectOption('alphabetical');
  await expect
    .poll(async () => (await words()).map((text) => text.match(/abeja|gato|perro/)?.[0]))
    .toEqual(['abeja', 'gato', 'perro']);
  await page.getByRole('combobox', { name: 'Order' }).selectOption('oldest');
  await expect
    .poll(async () => (await words()).map((text) => text.match(/abeja|gato|perro/)?.[0]))
    .toEqual(['gato', 'perro', 'abeja']);

  // export what the list shows
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV file (spreadsheets)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^reeprise-vocabulary-\d{4}-\d\d-\d\d\.csv$/);
  const exported = readFileSync(await download.path());
  expect(exported.toString('utf8')).toContain(
    'word,translation,mnemonic,part of speech,language,sentence,streak,due',
  );
  expect(exported.toString('utf8')).toContain('gato,cat,"A cat says ""miau""",,SPANISH,,0,');

  // another learner imports the file and exports the same words back
  await page.evaluate(async () => {
    const token = document.cookie.match(/(?:^|; )csrftoken=([^;]+)/)?.[1] ?? '';
    await fetch('/accounts/logout/', { method: 'POST', headers: { 'X-CSRFTOKEN': token } });
  });
  await logIn(page, newLearner('exchange_b'));
  await page.goto('/vocabulary_trainer');
  dialog = await importFile(page, download.suggestedFilename(), exported);
  await expect(dialog.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('4');
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(dialog.getByRole('status')).toContainText('3 words added · 0 merged · 0 rows skipped');
  await dialog.getByRole('button', { name: 'Close' }).click();
  const again = await page.request.get('/api/reeprise/vocabulary/export/?sort=oldest');
  expect(Buffer.from(await again.body()).toString('utf8')).toBe(exported.toString('utf8'));
});

/** An Italian demo text, written; every one opens with 'Questo è un testo dimostrativo'. */
async function italianText(page: Page): Promise<number> {
  const id = await postText(page, 'Ad alta voce', 'ITALIAN');
  await textCompleted(page, id);
  return id;
}

test('a clicked word opens in a web dictionary and is read aloud in the text’s language, as is the text', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await fakeSpeech(page, [
    { lang: 'en-US', name: 'Stub English' },
    { lang: 'it-IT', name: 'Stub Italiano' },
  ]);
  await context.route('https://en.wiktionary.org/**', (route) =>
    route.fulfill({ body: 'Wiktionary', contentType: 'text/plain' }),
  );
  await logIn(page, newLearner('speech'));
  const id = await italianText(page);
  await page.goto(`/reeprise/${id}`);
  await page
    .getByRole('group', { name: /choose a word/ })
    .getByText('dimostrativo', { exact: true })
    .first()
    .click();
  const entry = page
    .getByRole('complementary', { name: 'Your words in this text' })
    .getByRole('listitem')
    .filter({ hasText: 'dimostrativo' });

  const link = entry.getByRole('link', { name: 'Look up “dimostrativo” in Wiktionary (opens a new tab)' });
  await expect(link).toHaveAttribute('target', '_blank');
  const opening = page.waitForEvent('popup');
  await link.click();
  const popup = await opening;
  expect(popup.url()).toBe('https://en.wiktionary.org/wiki/dimostrativo');
  await popup.close();

  await entry.getByRole('button', { name: 'Read “dimostrativo” aloud' }).click();
  await expect
    .poll(() => spoken(page))
    .toEqual([{ text: 'dimostrativo', lang: 'it', voice: 'Stub Italiano' }]);
  await speechEnd(page);

  // the whole text, sentence by sentence, the spoken word highlighted
  const bar = page.getByRole('region', { name: 'Reading aloud' });
  await bar.getByRole('button', { name: 'Read the text aloud' }).click();
  const sentence = bar.getByTestId('spoken-sentence');
  await expect(sentence).toHaveAttribute('lang', 'it');
  const first = await sentence.textContent();
  expect(first).toMatch(/^Questo è un testo dimostrativo/);
  await expect
    .poll(async () => (await spoken(page)).at(-1))
    .toEqual({
      text: first,
      lang: 'it',
      voice: 'Stub Italiano',
    });
  await speechBoundary(page, 7, 1);
  await expect(sentence.locator('mark')).toHaveText('è');
  await expect(bar.getByText(/^Sentence 1 of \d+$/)).toBeVisible();
  await speechEnd(page);
  await expect(bar.getByText(/^Sentence 2 of \d+$/)).toBeVisible();
  await bar.getByRole('button', { name: 'Stop reading aloud' }).click();
  await expect(bar.getByRole('button', { name: 'Read the text aloud' })).toBeVisible();
  await expect(sentence).toHaveCount(0);
});

test('a browser without a voice for the language says so', async ({ page }) => {
  test.setTimeout(60_000);
  await fakeSpeech(page, [{ lang: 'de-DE', name: 'Stub Deutsch' }]);
  await logIn(page, newLearner('no_voice'));
  const id = await italianText(page);
  await page.goto(`/reeprise/${id}`);
  await page
    .getByRole('group', { name: /choose a word/ })
    .getByText('testo', { exact: true })
    .first()
    .click();
  const entry = page
    .getByRole('complementary', { name: 'Your words in this text' })
    .getByRole('listitem')
    .filter({ hasText: 'testo' });
  await entry.getByRole('button', { name: 'Read “testo” aloud' }).click();
  await expect(entry.getByRole('status').filter({ hasText: 'This browser has no voice for' })).toContainText(
    'Italian',
  );
  expect(await spoken(page)).toEqual([]);
});
