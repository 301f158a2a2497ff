import type { Page } from '@playwright/test';
import { csrfHeader, expect, logIn, test } from './fixtures';
import { newLearner } from './server-cli';

// Issue 34 outside the reader: placement after the first text in a language, the known words in settings
// and on statistics, clearing placement, and a plain word list imported as known. Screenshots for people
// to look at: the placement dialog, the settings section, the statistics headline and chart, at desktop and
// phone width, dark mode once.
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
// a page's first answer, on a machine shared with other runs, may take longer than one step's 10 s
const PAGE_LOAD = { timeout: 30_000 };

const STRINGS = {
  ENGLISH: {
    topic: 'Topic',
    language: 'Language',
    level: 'Level',
    textType: 'Text type',
    length: 'Length',
    create: 'Create text',
    dialog: 'How well do you know Spanish?',
    levelB1: /B1 · Intermediate/,
    confirm: 'Use this level',
    marked: /^[\d,]+ words marked as known\.$/,
    settings: 'Settings',
    spanish: 'Español (Spanish)',
    known: (count: string) => `${count} known words`,
    placedAt: 'Placed at B1',
    clear: 'Clear placement',
    cleared: /^[\d,]+ words are new again\.$/,
    statistics: 'Statistics',
    knownWords: 'Known words',
    knownIn: 'known in Español (Spanish)',
    chart: /^Known words in Español \(Spanish\): /,
    table: 'Show the figures as a table',
    vocabulary: 'Vocabulary',
    importButton: 'Import',
    asKnown: 'Mark as known instead of adding to my vocabulary',
    paste: 'Or paste words, one per line',
    wordsLanguage: 'Language of the words',
    markThree: 'Mark 3 words as known',
    threeKnown: /^3 words are now known · /,
    close: 'Close',
  },
  GERMAN: {
    topic: 'Thema',
    language: 'Sprache',
    level: 'Niveau',
    textType: 'Textart',
    length: 'Länge',
    create: 'Text erstellen',
    dialog: 'Wie gut kannst du Spanisch?',
    levelB1: /B1 · Mittelstufe/,
    confirm: 'Diese Stufe nehmen',
    marked: /^[\d.]+ Wörter als bekannt markiert\.$/,
    settings: 'Einstellungen',
    spanish: 'Español (Spanisch)',
    known: (count: string) => `${count} bekannte Wörter`,
    placedAt: 'Eingestuft: B1',
    clear: 'Einstufung zurücknehmen',
    cleared: /^[\d.]+ Wörter sind wieder neu\.$/,
    statistics: 'Statistik',
    knownWords: 'Bekannte Wörter',
    knownIn: 'bekannt in Español (Spanisch)',
    chart: /^Bekannte Wörter in Español \(Spanisch\): /,
    table: 'Die Zahlen als Tabelle zeigen',
    vocabulary: 'Vokabeln',
    importButton: 'Importieren',
    asKnown: 'Als bekannt markieren, statt sie meinem Wortschatz hinzuzufügen',
    paste: 'Oder Wörter einfügen, eins pro Zeile',
    wordsLanguage: 'Sprache der Wörter',
    markThree: '3 Wörter als bekannt markieren',
    threeKnown: /^3 Wörter sind jetzt bekannt · /,
    close: 'Schließen',
  },
} as const;

type Tongue = keyof typeof STRINGS;

/** Screenshots of the current page at desktop and phone width. */
async function shoot(page: Page, name: string, fullPage = true) {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SCREENS}/${name}-desktop.png`, fullPage });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENS}/${name}-phone.png`, fullPage });
  await page.setViewportSize(DESKTOP);
}

/** The learner's known words in Spanish, as the server counts them. */
async function knownInSpanish(page: Page): Promise<number> {
  const answer = await page.request.get('/api/reeprise/word_statuses/stats/?language=SPANISH');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { known: number }).known;
}

for (const tongue of ['ENGLISH', 'GERMAN'] as const satisfies readonly Tongue[]) {
  const s = STRINGS[tongue];
  const suffix = tongue === 'ENGLISH' ? 'en' : 'de';

  test(`${tongue.toLowerCase()}: placement after the first Spanish text, the count in settings and statistics, cleared, then a word list imported as known`, async ({
    page,
  }) => {
    // a long flow over four pages with eight screenshots, on a machine shared with other runs
    test.setTimeout(300_000);
    const learner = newLearner(`placement_${suffix}`);
    await logIn(page, learner);
    if (tongue === 'GERMAN') {
      const response = await page.request.patch('/api/reeprise/user_settings/', {
        headers: await csrfHeader(page),
        data: { mother_tongue: 'GERMAN' },
      });
      expect(response.ok()).toBe(true);
      await page.reload();
    }

    // the first text in Spanish: the create form, then the question
    await page.getByRole('textbox', { name: s.topic }).fill('Un día en el mercado');
    await page.getByLabel(s.language, { exact: true }).selectOption('SPANISH');
    await page.getByLabel(s.level, { exact: true }).selectOption('B1');
    await page.getByLabel(s.textType, { exact: true }).selectOption('STORY');
    await page.getByLabel(s.length, { exact: true }).selectOption('100');
    await page.getByRole('button', { name: s.create, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: s.dialog });
    await expect(dialog).toBeVisible(PAGE_LOAD);
    await expect(dialog.getByRole('radio', { name: s.levelB1 })).toBeChecked();
    await shoot(page, `placement-dialog-${suffix}`, false);
    // the keyboard chooses too: one level up and back with the arrow keys
    await dialog.getByRole('radio', { name: s.levelB1 }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(dialog.getByRole('radio', { name: s.levelB1 })).toBeChecked();
    await dialog.getByRole('button', { name: s.confirm }).click();
    await expect(page.getByText(s.marked)).toBeVisible();
    await expect(dialog).toBeHidden();
    const placed = await knownInSpanish(page);
    expect(placed).toBeGreaterThan(1_500);
    const shown = placed.toLocaleString(tongue === 'GERMAN' ? 'de-DE' : 'en-US');

    // settings: the count and the level, and placement can be cleared
    await page.goto('/settings');
    const section = page.getByRole('region', { name: s.spanish });
    await expect(section.getByText(s.known(shown))).toBeVisible(PAGE_LOAD);
    await expect(section.getByText(s.placedAt)).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await shoot(page, `settings-known-words-${suffix}`);

    // statistics: the same count as the headline, and the chart with its table
    await page.goto('/statistics');
    const known = page.getByRole('region', { name: s.knownWords, exact: true });
    await expect(known.getByRole('listitem').filter({ hasText: s.knownIn })).toContainText(shown, PAGE_LOAD);
    await expect(known.getByRole('img', { name: s.chart })).toBeVisible(PAGE_LOAD);
    await known.getByText(s.table).click();
    await expect(known.getByRole('table')).toBeVisible();
    await shoot(page, `statistics-known-words-${suffix}`);
    if (tongue === 'ENGLISH') {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      await expect(known.getByRole('img', { name: s.chart })).toBeVisible(PAGE_LOAD);
      await page.screenshot({ path: `${SCREENS}/statistics-known-words-dark.png`, fullPage: true });
      await page.emulateMedia({ colorScheme: 'light' });
    }

    // clearing placement takes its words back
    await page.goto('/settings');
    await expect(section.getByRole('button', { name: s.clear })).toBeVisible(PAGE_LOAD);
    await section.getByRole('button', { name: s.clear }).click();
    await expect(page.getByText(s.cleared)).toBeVisible();
    await expect.poll(() => knownInSpanish(page)).toBe(0);
    // a language with no statuses and no vocabulary left is no longer listed
    await expect(section).toBeHidden();

    // a plain list imported as known
    await page.goto('/vocabulary_trainer');
    await expect(page.getByRole('button', { name: s.importButton, exact: true })).toBeVisible(PAGE_LOAD);
    await page.getByRole('button', { name: s.importButton, exact: true }).click();
    const importing = page.getByRole('dialog');
    await importing.getByRole('checkbox', { name: s.asKnown }).check();
    await importing.getByRole('textbox', { name: s.paste }).fill('casa\nperro\n\ngato\ncasa');
    await importing.getByLabel(s.wordsLanguage).selectOption('SPANISH');
    await importing.getByRole('button', { name: s.markThree }).click();
    await expect(importing.getByText(s.threeKnown)).toBeVisible();
    await importing.getByRole('button', { name: s.close }).click();
    expect(await knownInSpanish(page)).toBe(3);
    await page.goto('/statistics');
    await expect(known.getByRole('listitem').filter({ hasText: s.knownIn })).toContainText('3', PAGE_LOAD);
  });
}
