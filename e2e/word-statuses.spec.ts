import type { Page } from '@playwright/test';
import { csrfHeader, expect, logIn, test } from './fixtures';
import { newLearner } from './server-cli';

// Issue 34 in the reader: new words marked, a name ignored (I), a word known (K), the text finished with
// "Mark the N new words as known", the level-fit bar following without a reload, Undo, and the phone's
// popover, in both interface languages. Screenshots for people to look at: the reader with its marks, the
// end-of-text button, the notice, desktop and phone width (dark mode once).
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

// 9 distinct words; "Pedro" and "Lisboa" are names
const CONTENT = 'Pedro mora em Lisboa. Pedro gosta do mar e do sol.';

const STRINGS = {
  ENGLISH: {
    fit: (known: number, count: number) => `${known} % known · ${count} new`,
    status: (word: string) => `Status of “${word}”`,
    ignore: 'Ignore',
    known: 'Known',
    ignored: (word: string) => `“${word}” ignored`,
    markRead: (count: number) => `Mark the ${count} new words as known`,
    marked: (count: number) => `${count} words marked as known`,
    undo: 'Undo',
    none: 'No new words left in this text.',
  },
  GERMAN: {
    fit: (known: number, count: number) => `${known} % bekannt · ${count} neu`,
    status: (word: string) => `Status von „${word}“`,
    ignore: 'Ignorieren',
    known: 'Bekannt',
    ignored: (word: string) => `„${word}“ wird ignoriert`,
    markRead: (count: number) => `Die ${count} neuen Wörter als bekannt markieren`,
    marked: (count: number) => `${count} Wörter als bekannt markiert`,
    undo: 'Rückgängig',
    none: 'In diesem Text sind keine neuen Wörter mehr.',
  },
} as const;

/** A Portuguese text of the learner's own, imported (pasted) through the API as the import form does. */
async function importText(page: Page, title: string): Promise<number> {
  const response = await page.request.post('/api/reeprise/imported_texts/', {
    headers: await csrfHeader(page),
    data: { text: CONTENT, language: 'PORTUGUESE_FROM_PORTUGAL', title },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const words = (page: Page) => page.locator('.reader-word');
const word = (page: Page, text: string) => words(page).filter({ hasText: new RegExp(`^${text}$`) });

for (const tongue of ['ENGLISH', 'GERMAN'] as const) {
  test(`mark words known and ignored, finish a text, undo, in ${tongue.toLowerCase()}`, async ({ page }) => {
    test.setTimeout(120_000);
    const s = STRINGS[tongue];
    const suffix = tongue === 'GERMAN' ? 'de' : 'en';
    await page.setViewportSize(DESKTOP);
    const learner = newLearner(`statuses_${suffix}`);
    await logIn(page, learner);
    if (tongue === 'GERMAN') {
      const response = await page.request.patch('/api/reeprise/user_settings/', {
        headers: await csrfHeader(page),
        data: { mother_tongue: 'GERMAN' },
      });
      expect(response.ok()).toBe(true);
    }
    const id = await importText(page, `Lisboa ${suffix}`);
    await page.goto(`/reeprise/${id}`);
    const fit = page.getByTestId('level-fit');
    await expect(fit).toHaveText(s.fit(0, 9), { timeout: 15_000 });
    // every word is new: a dotted line under it, from the text's own CSS
    await expect(word(page, 'mora')).toHaveCSS('text-decoration-style', 'dotted');
    await page.screenshot({ path: `${SCREENS}/word-statuses-new-marks-${suffix}.png`, clip: { x: 0, y: 0, ...DESKTOP } });

    // I on the focused name: ignored everywhere in the text, counted as known, announced
    await word(page, 'Pedro').first().focus();
    await page.keyboard.press('i');
    await expect(fit).toHaveText(s.fit(11, 8));
    for (const pedro of await word(page, 'Pedro').all()) await expect(pedro).toHaveClass(/reader-word-ignored/);
    await expect(word(page, 'Pedro').first()).not.toHaveCSS('text-decoration-style', 'dotted');
    await expect(page.getByText(s.ignored('Pedro'))).toBeAttached();
    const statusGroup = page.getByRole('group', { name: s.status('Pedro') });
    await expect(statusGroup.getByRole('button', { name: s.ignore })).toHaveAttribute('aria-pressed', 'true');

    // K on the next word: known, plain
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('k');
    await expect(fit).toHaveText(s.fit(22, 7));
    await expect(word(page, 'mora')).not.toHaveCSS('text-decoration-style', 'dotted');
    // no key made a vocabulary entry
    const vocabulary = (await (await page.request.get('/api/reeprise/vocabulary/?language=PORTUGUESE_FROM_PORTUGAL')).json()) as {
      results: unknown[];
    };
    expect(vocabulary.results).toEqual([]);

    // the end of the text: its 7 new words become known, the bar follows, Undo takes it back
    const markRead = page.getByRole('button', { name: s.markRead(7) });
    await markRead.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/word-statuses-end-button-${suffix}.png` });
    await markRead.click();
    await expect(fit).toHaveText(s.fit(100, 0));
    await expect(page.getByText(s.marked(7))).toBeVisible();
    await expect(page.getByText(s.none)).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/word-statuses-notice-${suffix}.png` });
    await page.getByRole('button', { name: s.undo }).click();
    await expect(fit).toHaveText(s.fit(22, 7));
    await expect(page.getByRole('button', { name: s.markRead(7) })).toBeVisible();

    // the server kept it: a reload shows the same
    await page.reload();
    await expect(page.getByTestId('level-fit')).toHaveText(s.fit(22, 7), { timeout: 15_000 });
    await expect(word(page, 'Pedro').first()).toHaveClass(/reader-word-ignored/);

    // a phone: the tapped word's popover offers Known / Ignore / New
    await page.setViewportSize(PHONE);
    await word(page, 'Lisboa').click();
    const popover = page.getByTestId('word-popover');
    const popoverStatus = popover.getByRole('group', { name: s.status('Lisboa') });
    await expect(popoverStatus).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: `${SCREENS}/word-statuses-popover-${suffix}.png` });
    await popoverStatus.getByRole('button', { name: s.ignore }).click();
    await expect(popoverStatus.getByRole('button', { name: s.ignore })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('level-fit')).toHaveText(s.fit(33, 6));
    if (tongue === 'ENGLISH') {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.setViewportSize(DESKTOP);
      await page.screenshot({ path: `${SCREENS}/word-statuses-dark-${suffix}.png`, clip: { x: 0, y: 0, ...DESKTOP } });
    }
  });
}
