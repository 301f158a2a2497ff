import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, postText, test, textCompleted } from './fixtures';

// issue 35 §4 in a real browser: the reader's delete button, new words beside due ones, what an export
// holds, and no profile picture asked for a learner without one

type Entry = { id: number; status: string; language: string };

const words = (page: Page) => page.getByRole('group', { name: /choose a word|Wähle ein Wort/ });

async function entries(page: Page): Promise<Entry[]> {
  const response = await page.request.get('/api/reeprise/vocabulary/?language=ENGLISH');
  return ((await response.json()) as { results: Entry[] }).results;
}

test('a learner’s text, words and export say what they are, and no page asks for a missing picture', async ({
  loginAs,
}) => {
  test.setTimeout(120_000);
  const page = await loginAs('learner');
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/profile_pic/')) pictures.push(request.url());
  });
  const topic = `Small things ${Date.now()}`;
  const id = await postText(page, topic);
  await textCompleted(page, id);

  // the reader's "Delete text": its visible words start its accessible name (WCAG 2.5.3)
  await page.goto(`/reeprise/${id}`);
  const remove = page.getByRole('button', { name: `Delete text “${topic}”` });
  await expect(remove).toHaveText('Delete text');
  const axe = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(axe.violations).toEqual([]);
  const checked = axe.passes.find((rule) => rule.id === 'label-content-name-mismatch');
  expect(checked?.nodes.some((node) => node.html.includes('Delete text'))).toBe(true);

  // two words never trained: the trainer shows them beside the due ones, and the due session trains them
  const before = (await entries(page)).length;
  await words(page).locator('.reader-word').nth(1).click();
  await words(page).locator('.reader-word').nth(4).click();
  await expect
    .poll(async () => (await entries(page)).filter((entry) => entry.status === 'COMPLETE').length, {
      timeout: 20_000,
    })
    .toBe(before + 2);
  await page.goto('/vocabulary_trainer');
  const summary = page.getByTestId('due-summary');
  await expect(summary).toContainText(/\d+ new words?/);
  await page.screenshot({ path: 'test-results/smaller-things-new-words.png' });

  // the export says what it holds, and offers all languages
  await page.getByRole('button', { name: 'Export' }).click();
  const menu = page.getByRole('menu');
  const total = (await entries(page)).length;
  await expect(menu.getByRole('menuitemradio', { name: `${total} English words` })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const all = menu.getByRole('menuitemradio', { name: /^All languages: \d+ words?$/ });
  await all.click();
  await expect(all).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('menuitem', { name: 'CSV file (spreadsheets)' })).not.toHaveAttribute(
    'href',
    /language=/,
  );
  await page.screenshot({ path: 'test-results/smaller-things-export.png' });
  await page.keyboard.press('Escape');

  await summary.getByRole('link', { name: 'Train due words' }).click();
  await expect(page.getByRole('heading', { name: /^Words due now/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^\S+ \S+$/ }).first()).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByRole('spinbutton', { name: 'New words per day' })).toHaveValue('20');
  await page.goto('/reeprise');
  await expect(page.getByRole('heading', { name: 'Your texts', level: 1 })).toBeVisible();
  expect(pictures).toEqual([]);
});
