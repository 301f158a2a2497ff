import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { csrfHeader, expect, logIn, postText, test, USERS } from './fixtures';

// screenshots for people to look at; SCREENS_DIR keeps them away from a parallel run's clean-up
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Theme = 'light' | 'dark';
type Language = 'en' | 'de';
type Violation = { page: string; id: string; impact: string; help: string; targets: string[] };

/** Audits what the page shows now; returns its serious and critical violations (the others are printed). */
async function audit(page: Page, name: string): Promise<Violation[]> {
  // wait for the page's own content, not the loading spinner
  await expect(page.getByRole('progressbar', { name: /loading|lädt/i })).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.map((violation) => ({
    page: name,
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes
      .slice(0, 5)
      .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`),
  }));
  for (const minor of violations.filter((violation) => !['serious', 'critical'].includes(violation.impact))) {
    console.log(`[axe ${minor.impact}] ${name}: ${minor.id} (${minor.help})`);
  }
  return violations.filter((violation) => ['serious', 'critical'].includes(violation.impact));
}

async function send(page: Page, method: 'POST' | 'PATCH', path: string, data: unknown) {
  const response = await page.request.fetch(path, { method, headers: await csrfHeader(page), data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** A COMPLETE text of staff's with a few added words (highlights in the reader, cards in training). */
async function textWithWords(page: Page): Promise<number> {
  type Text = { id: number; status: string; chatgpt_output: string };
  const list = (await (await page.request.get('/api/reeprise/generated_texts/?mine=true')).json()) as {
    results?: Text[];
  };
  const existing = list.results?.find((text) => text.status === 'COMPLETE');
  if (existing) return existing.id;
  const id = await postText(page, 'A walk through the accessible city');
  let text: Text | undefined;
  await expect
    .poll(
      async () => {
        text = (await (await page.request.get(`/api/reeprise/generated_texts/${id}/`)).json()) as Text;
        return text.status;
      },
      { timeout: 20_000 },
    )
    .toBe('COMPLETE');
  // three words: one learned from a few answers would need time, so all are new and due
  const words = [...text!.chatgpt_output.matchAll(/\p{L}{5,}/gu)].slice(0, 3);
  for (const match of words) {
    await send(page, 'POST', `/api/reeprise/generated_texts/${id}/add_vocabulary/`, {
      word_start_index: match.index,
      word_end_index: match.index + match[0].length,
    });
  }
  return id;
}

/** A logged-in staff context in the given language and colour scheme, with every extra switched on. */
async function staffContext(browser: Browser, language: Language, theme: Theme) {
  // the mother tongue sets a user's language, so the browser's may stay English (the login fixture's)
  const context = await browser.newContext({
    colorScheme: theme,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await logIn(page, USERS.staff);
  await send(page, 'PATCH', '/api/reeprise/user_settings/', {
    mother_tongue: language === 'de' ? 'GERMAN' : 'ENGLISH',
    show_experimental_features: true,
  });
  return { context, page };
}

async function restore(context: BrowserContext, page: Page) {
  await send(page, 'PATCH', '/api/reeprise/user_settings/', {
    mother_tongue: 'ENGLISH',
    show_experimental_features: false,
  });
  await page.evaluate(async () => {
    const token = document.cookie.match(/(?:^|; )csrftoken=([^;]+)/)?.[1] ?? '';
    await fetch('/accounts/logout/', { method: 'POST', headers: { 'X-CSRFTOKEN': token } });
  });
  await context.close();
}

const LOGGED_IN_PAGES: [string, (textId: number) => string][] = [
  ['text list', () => '/reeprise'],
  ['reader', (textId) => `/reeprise/${textId}`],
  ['vocabulary trainer', () => '/vocabulary_trainer'],
  ['training settings', () => '/vocabulary_trainer_new'],
  ['training mode', () => '/vocabulary_training_mode'],
  ['statistics', () => '/statistics'],
  ['settings', () => '/settings'],
  ['chat', () => '/chat'],
  ['dialogue', () => '/dialogue'],
  ['check your email', () => '/check_your_email'],
  ['bark account', () => '/bark_account'],
  ['wish spaces', () => '/wishspace'],
  ['new wish space', () => '/wishspace/create'],
];

for (const language of ['en', 'de'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe (WCAG 2.2 A/AA) finds no serious or critical violation: ${language}, ${theme}`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const found: Violation[] = [];

      // the visitor's pages
      const visitor = await browser.newContext({
        colorScheme: theme,
        locale: language === 'de' ? 'de-DE' : 'en-US',
      });
      const guest = await visitor.newPage();
      await guest.goto('/reeprise');
      await expect(guest.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
      found.push(...(await audit(guest, 'landing')));
      await guest.screenshot({ path: `${SCREENS}/a11y-landing-${language}-${theme}.png` });
      await guest.goto('/statistics');
      await expect(guest.getByRole('button', { name: /^(log in|anmelden)$/i })).toBeVisible();
      found.push(...(await audit(guest, 'sign in')));
      await visitor.close();

      const { context, page } = await staffContext(browser, language, theme);
      try {
        const textId = await textWithWords(page);
        for (const [name, path] of LOGGED_IN_PAGES) {
          await page.goto(path(textId));
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          if (name === 'reader') await expect(page.locator('.reader-word').first()).toBeVisible();
          found.push(...(await audit(page, name)));
          if (['text list', 'reader', 'vocabulary trainer', 'training mode', 'settings'].includes(name)) {
            await page.screenshot({
              path: `${SCREENS}/a11y-${name.replace(/ /g, '-')}-${language}-${theme}.png`,
            });
          }
        }
        // the drawer, open
        await page.goto('/statistics');
        await page.getByRole('button', { name: /menu|menü/i }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        found.push(...(await audit(page, 'navigation drawer')));
        await page.goto('/admin');
        await expect(page.getByRole('tab').first()).toBeVisible();
        found.push(...(await audit(page, 'admin')));
      } finally {
        await restore(context, page);
      }
      expect(found, JSON.stringify(found, null, 2)).toEqual([]);
    });
  }
}

test('keyboard and screen-reader paths: visible focus, lang on the learned language, no sideways scroll at 320 px', async ({
  loginAs,
}) => {
  const page = await loginAs('staff');
  const textId = await textWithWords(page);

  // item 1: the learned language is marked in the reader and the vocabulary list
  await page.goto(`/reeprise/${textId}`);
  await expect(page.getByRole('group', { name: /choose a word/i })).toHaveAttribute('lang', 'en');
  await page.goto('/vocabulary_trainer');
  const row = page.getByRole('list').getByRole('button', { expanded: false }).first();
  await expect(row.locator('[lang="en"]').first()).toBeVisible();

  // item 2: keyboard focus is a ring, not a faint fill, on a vocabulary row and a training card
  const ringOf = (locator: typeof row) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
  await page.keyboard.press('Shift');
  await row.focus();
  expect(await ringOf(row)).toBe('solid 2px');
  await page.goto('/vocabulary_training_mode');
  const turn = page.getByRole('button', { description: /turn the card/i }).first();
  await page.keyboard.press('Shift');
  await turn.focus();
  expect(await ringOf(turn)).toBe('solid 2px');

  // item 8: training mode does not scroll sideways on a 320 px phone
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(turn).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 800 });

  // item 2: an off switch and a drawer item show a ring too
  await page.goto('/settings');
  const welcome = page.getByRole('switch', { name: /welcome card/i });
  await page.keyboard.press('Shift');
  await welcome.focus();
  expect(
    await ringOf(welcome.locator('xpath=following-sibling::*[contains(@class,"MuiSwitch-thumb")]')),
  ).toBe('solid 2px');
  // dark mode chosen in settings holds from the first paint of the next load, then back to the system's
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('radio', { name: 'As on this device' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: /menu/i }).click();
  const drawerLink = page.getByRole('dialog').getByRole('link', { name: 'Statistics' });
  await page.keyboard.press('Shift');
  await drawerLink.focus();
  expect(await ringOf(drawerLink)).toBe('solid 2px');
  // item 5: following it moves focus to the new page's heading
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeFocused();
});

test('a bark can be added by keyboard alone: pan the map with the arrow keys, add at its centre', async ({
  loginAs,
  browser,
}) => {
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff, USERS.staff);
  let holderId: number | undefined;
  try {
    const account = await send(staff, 'POST', '/api/admin/bark_accounts/', {
      name: `Keyboard park ${Date.now() % 100000}`,
      credits: 1000,
      top_up_payment_url: 'https://pay.example.com/top-up',
      members: ['holder'],
    });
    const users = (await (await staff.request.get('/api/admin/users/?q=holder')).json()) as {
      results: { id: number; username: string }[];
    };
    holderId = users.results.find((user) => user.username === 'holder')!.id;
    await send(staff, 'PATCH', `/api/admin/users/${holderId}/`, {
      permissions: ['barks.view_bark', 'shoppinglist.view_shoppinglist', 'barks.add_bark'],
    });

    const page = await loginAs('holder');
    await page.goto('/bark_classic');
    const map = page.getByRole('region', { name: 'Map of barks' });
    const pins = map.locator('.leaflet-marker-icon');
    const before = await pins.count();
    // Leaflet's container is a tab stop; the arrow keys pan it
    await map.locator('.leaflet-container').focus();
    await page.keyboard.press('ArrowDown');
    const add = page.getByRole('button', { name: 'Add a bark at the map’s centre' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add a bark here' });
    await expect(dialog).toBeVisible();
    await page.keyboard.type('Keyboard bench');
    await expect(dialog.getByLabel(/^Title/)).toHaveValue('Keyboard bench');
    // holder may be a member of more than one account (the extras test makes one too): choose ours
    await dialog.getByRole('combobox', { name: /Account/ }).press('Enter');
    await page.getByRole('option', { name: String(account.name) }).press('Enter');
    await dialog.getByRole('button', { name: 'Add bark' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(pins).toHaveCount(before + 1);
  } finally {
    if (holderId !== undefined) {
      await send(staff, 'PATCH', `/api/admin/users/${holderId}/`, {
        permissions: ['barks.view_bark', 'shoppinglist.view_shoppinglist'],
      });
    }
    await staffContext.close();
  }
});
