import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { csrfHeader, expect, logIn, test } from './fixtures';
import { newLearner } from './server-cli';

// Issue 19 §3: the vocabulary out as an Anki deck from the trainer page, and the deck in again.

async function logOut(page: Page) {
  await page.evaluate(async () => {
    const token = document.cookie.match(/(?:^|; )csrftoken=([^;]+)/)?.[1] ?? '';
    await fetch('/accounts/logout/', { method: 'POST', headers: { 'X-CSRFTOKEN': token } });
  });
}

/** The learner's words as CSV rows, word to language (streak and due left out: they are the trainer's). */
async function wordsOf(page: Page): Promise<string[]> {
  const csv = Buffer.from(
    await (await page.request.get('/api/reeprise/vocabulary/export/?sort=alphabetical')).body(),
  ).toString('utf8');
  return csv
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(',').slice(0, 5).join(','));
}

test('export the vocabulary as an Anki deck and import the deck again to get the same words', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, newLearner('anki_a'));
  const seeded = await page.request.post('/api/reeprise/vocabulary/import/', {
    headers: await csrfHeader(page),
    data: {
      content:
        'word,translation,mnemonic,language\r\nzorro,fox,sly as a fox,SPANISH\r\nbúho,owl,,SPANISH\r\nchouette,owl,,FRENCH\r\n',
      mapping: { word: 0, translation: 1, mnemonic: 2, language: 3 },
    },
  });
  expect(seeded.status()).toBe(200);
  const before = await wordsOf(page);
  // the header and three words
  expect(before).toHaveLength(4);

  await page.goto('/vocabulary_trainer');
  await page.getByRole('combobox', { name: 'Word language' }).selectOption('');
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Anki deck (.apkg)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^reeprise-vocabulary-\d{4}-\d\d-\d\d\.apkg$/);
  const deck = readFileSync(await download.path());
  // a zip: what Anki opens
  expect(deck.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');

  // a learner without words imports the deck through the trainer page
  await logOut(page);
  await logIn(page, newLearner('anki_b'));
  await page.goto('/vocabulary_trainer');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: /Anki deck/ });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/octet-stream',
      buffer: deck,
    });
  await expect(dialog.getByText('3 notes found. Which field holds what?')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Word', exact: true })).toHaveValue('0');
  await expect(dialog.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('5');
  await expect(dialog.getByRole('table', { name: 'The first rows of the file' })).toContainText(
    'sly as a fox',
  );
  await dialog.getByRole('button', { name: 'Import 3 notes' }).click();
  await expect(dialog.getByRole('status')).toContainText('3 words added · 0 merged · 0 rows skipped');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('combobox', { name: 'Word language' }).selectOption('');
  const list = page.getByRole('list', { name: 'Your vocabulary' });
  await expect(list.getByRole('listitem').filter({ hasText: 'zorro' })).toHaveCount(1);
  expect(await wordsOf(page)).toEqual(before);
});
