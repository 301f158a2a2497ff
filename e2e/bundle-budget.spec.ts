import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { expect, postText, test, textCompleted } from './fixtures';

// The JavaScript a visitor's and a learner's first page load may not silently grow (issue 8: at most
// 170 KB for the first page). The figures are in docs/performance.md; lower a budget when it shrinks.
// Issue 18's table allows the landing page 155 KB, the text list and the reader 170, the trainer and
// statistics 200; the budgets sit a little above what each page loads (2026-11-28, eighth session, with
// the app's own router and the signed-in shell in the entry, decision 032): landing 107.1, text list 115.1,
// reader 124.4, trainer 113.6, statistics 111.6 KB. Raised on 2026-11-28 (tenth session) for the word model and
// texts at the learner's level (issues 34-36: word statuses and their buttons, finishing a text, the rewrite
// offer, base forms and "no translation yet" on cards), measured at landing 109.1, text list 117.9, reader 129.9,
// trainer 122.7, statistics 117.3 KB (docs/performance.md). Raised again in the eleventh session for one source
// of truth (issue 37: the contract's API paths, 1.2 KB in the entry, and the route manifest) and the error
// messages of the untrusted-input pool, measured at landing 111.2, text list 120.6, reader 132.5, trainer
// 125.8, statistics 119.5 KB. The trainer's raised by 1 KB in the twelfth session (2026-12-05): it loads every
// page's strings and the reader's kit, and the daily token budget's message (issue 38) took it 30 bytes past
// 126 at landing 111.4, text list 120.8, reader 132.8, trainer 126.0, statistics 118.8 KB; statistics
// lowered by 1 KB at the same time (its charts moved to visx). On 2026-12-06 (thirteenth session) the strings
// loaded through the route manifest (issue 37) put 0.7 KB in the entry, won back by making the trainer's and
// the import dialog's strings areas of their own: landing 110.9, text list 119.7, reader 132.0, trainer 126.2,
// statistics 119.1 KB.
const FIRST_PAGE_BUDGET_KB = 112;
const TEXT_LIST_BUDGET_KB = 121;
const READER_BUDGET_KB = 133;
const TRAINER_BUDGET_KB = 127;
const STATISTICS_BUDGET_KB = 120;
const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

function gzippedSize(urlPath: string): number {
  const file = path.join(DIST, urlPath);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

// a worker's script (src/lib/text-split) is asked for once the page has its text, and runs off the page's
// main thread: not part of what the first paint waits for
const WORKER_SCRIPT = /\.worker-[\w-]+\.js$/;

/** Loads `url` in `page` and sums the gzipped size of every page script it fetched, in KB. */
async function measureScripts(page: Page, url: string, loaded: (page: Page) => Promise<void>) {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js') && !WORKER_SCRIPT.test(pathname)) scripts.add(pathname);
  });
  await page.goto(url);
  await loaded(page);
  await page.waitForLoadState('networkidle');
  const total = [...scripts].reduce((sum, script) => sum + gzippedSize(script), 0) / 1024;
  return { total, files: scripts.size };
}

/** A new browser context with the learner's session: nothing of the login's page is cached in it. */
async function sessionContext(browser: Browser, loggedIn: Page) {
  return browser.newContext({ storageState: await loggedIn.context().storageState() });
}

/** A text of the learner's, once COMPLETE: its id. */
async function completedText(loggedIn: Page, topic: string): Promise<number> {
  const id = await postText(loggedIn, topic);
  await textCompleted(loggedIn, id);
  return id;
}

test('the landing page loads at most the budgeted JavaScript', async ({ page }) => {
  const { total, files } = await measureScripts(page, '/reeprise', (landing) =>
    expect(landing.getByRole('link', { name: 'LOG IN' })).toBeVisible(),
  );
  console.log(`landing page JavaScript: ${total.toFixed(1)} KB gzipped in ${files} files`);
  expect(total).toBeLessThanOrEqual(FIRST_PAGE_BUDGET_KB);
});

test('the text list loads at most the budgeted JavaScript', async ({ browser, loginAs }) => {
  const context = await sessionContext(browser, await loginAs('learner'));
  const page = await context.newPage();
  const { total, files } = await measureScripts(page, '/', (list) =>
    expect(list.getByRole('heading', { name: 'Your texts', level: 1 })).toBeVisible(),
  );
  console.log(`text list JavaScript: ${total.toFixed(1)} KB gzipped in ${files} files`);
  await context.close();
  expect(total).toBeLessThanOrEqual(TEXT_LIST_BUDGET_KB);
});

/** The learner's page at `url` in a new browser context with the learner's session: nothing cached. */
async function measureLearnerPage(
  browser: Browser,
  loggedIn: Page,
  url: string,
  loaded: (page: Page) => Promise<void>,
) {
  const context = await sessionContext(browser, loggedIn);
  try {
    return await measureScripts(await context.newPage(), url, loaded);
  } finally {
    await context.close();
  }
}

test('the reader, the trainer and statistics load at most their budgeted JavaScript', async ({
  browser,
  loginAs,
}) => {
  const loggedIn = await loginAs('learner');
  const id = await completedText(loggedIn, 'A budget for the reader');
  const pages = [
    { name: 'reader', url: `/reeprise/${id}`, heading: 'A budget for the reader', budget: READER_BUDGET_KB },
    { name: 'trainer', url: '/vocabulary_trainer', heading: 'Vocabulary', budget: TRAINER_BUDGET_KB },
    { name: 'statistics', url: '/statistics', heading: 'Statistics', budget: STATISTICS_BUDGET_KB },
  ];
  for (const { name, url, heading, budget } of pages) {
    const { total, files } = await measureLearnerPage(browser, loggedIn, url, (page) =>
      expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible(),
    );
    console.log(`${name} JavaScript: ${total.toFixed(1)} KB gzipped in ${files} files`);
    expect.soft(total, name).toBeLessThanOrEqual(budget);
  }
});

// theme.js asks for the starting language's strings while the HTML is parsed (vite.config.ts,
// firstPaintScript): the language this browser showed last, else the browser's. A visitor's page then
// follows the browser's language, as before
for (const { locale, stored, starting, shown } of [
  { locale: 'de-DE', stored: null, starting: 'de', shown: 'de' },
  { locale: 'en-US', stored: null, starting: 'en', shown: 'en' },
  { locale: 'de-DE', stored: 'en', starting: 'en', shown: 'de' },
]) {
  test(`a ${locale} browser${stored ? ` that last showed ${stored}` : ''} is sent the ${starting} strings first`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale });
    try {
      const page = await context.newPage();
      if (stored) await page.addInitScript((value) => localStorage.setItem('reeprise.uiLanguage', value), stored);
      const strings: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/^\/assets\/(en|de)-[\w-]+\.js$/.test(pathname) && !strings.includes(pathname)) strings.push(pathname);
      });
      await page.goto('/reeprise');
      await expect(page.locator('html')).toHaveAttribute('lang', shown);
      const href = await page.locator(`head link[rel="modulepreload"][data-starting-strings="${starting}"]`).getAttribute('href');
      expect(href).toMatch(new RegExp(`^/assets/${starting}-[\\w-]+\\.js$`));
      await page.waitForLoadState('networkidle');
      // asked for before anything else could ask; a page that stays in its language needs no other
      expect(strings[0]).toBe(href);
      expect(strings).toHaveLength(starting === shown ? 1 : 2);
    } finally {
      await context.close();
    }
  });
}

test('a signed-in browser asks for the first page’s chunks while the HTML is parsed, each once; a visitor does not', async ({
  browser,
  loginAs,
}) => {
  // decision 032: theme.js asks for them before the app's code has run
  const loggedIn = await loginAs('learner');
  const id = await completedText(loggedIn, 'Chunks with the HTML');
  const context = await sessionContext(browser, loggedIn);
  const reader = await context.newPage();
  const requested: string[] = [];
  reader.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await reader.goto(`/reeprise/${id}`);
  await expect(reader.getByRole('heading', { name: 'Chunks with the HTML', level: 1 })).toBeVisible();
  // theme.js's links, added while the HTML was parsed: before the app's own script in <head>
  const links = await reader.evaluate(() => {
    const head = Array.from(document.head.children);
    const app = head.findIndex((element) => element.matches('script[type="module"]'));
    return head
      .filter((element) => element.matches('link[data-first-page]') && head.indexOf(element) < app)
      .map((link) => new URL((link as HTMLLinkElement).href).pathname);
  });
  for (const chunk of [/^\/assets\/text-reader-[\w-]+\.js$/, /^\/assets\/reader-kit-[\w-]+\.css$/]) {
    expect(links.filter((path) => chunk.test(path)), String(chunk)).toHaveLength(1);
    // and fetched once: the app's own import found the request done
    expect(requested.filter((path) => chunk.test(path)), String(chunk)).toHaveLength(1);
  }
  await context.close();

  // a visitor's landing page (a context without the session): no learner page's chunk at all
  const visitor = await browser.newContext();
  const landing = await visitor.newPage();
  const visited: string[] = [];
  landing.on('request', (request) => visited.push(new URL(request.url()).pathname));
  await landing.goto('/reeprise');
  await expect(landing.getByRole('link', { name: 'LOG IN' })).toBeVisible();
  expect(visited.filter((path) => /^\/assets\/(text-list|plain-kit)-/.test(path))).toEqual([]);
  await visitor.close();
});

/**
 * Opens `url` in a new context with the learner's session, the app's entry held until every one of
 * `answers` was asked for (or 5 s passed): only theme.js can ask before it. Expects each asked for
 * before the app, and once: the app took theme.js's answer instead of asking again.
 */
async function expectAnswersWithTheHtml(
  browser: Browser,
  loggedIn: Page,
  url: string,
  answers: string[],
  loaded: (page: Page) => Promise<void>,
) {
  const context = await sessionContext(browser, loggedIn);
  const page = await context.newPage();
  const requested: string[] = [];
  let allAsked = () => {};
  const asked = new Promise<void>((resolve) => (allAsked = resolve));
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    requested.push(pathname + search);
    if (answers.every((answer) => requested.includes(answer))) allAsked();
  });
  let askedBeforeApp: string[] = [];
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    askedBeforeApp = answers.filter((answer) => requested.includes(answer));
    await route.continue();
  });
  await page.goto(url);
  await loaded(page);
  await page.waitForLoadState('networkidle');
  expect(askedBeforeApp).toEqual(answers);
  for (const answer of answers) expect(requested.filter((path) => path === answer), answer).toHaveLength(1);
  await context.close();
}

test('a signed-in reader’s first API answers are asked for by theme.js before the app runs, each once', async ({
  browser,
  loginAs,
}) => {
  // decision 033: the answers leave while the app's own script is still on its way
  const loggedIn = await loginAs('learner');
  const id = await completedText(loggedIn, 'Answers with the HTML');
  const answers = [
    '/accounts/whoami',
    '/api/reeprise/user_settings/',
    `/api/reeprise/generated_texts/${id}/`,
    `/api/reeprise/vocabulary/?generated_text_id=${id}`,
    `/api/reeprise/generated_texts/${id}/chapters/1/`,
  ];
  await expectAnswersWithTheHtml(browser, loggedIn, `/reeprise/${id}`, answers, async (reader) => {
    await expect(reader.getByRole('heading', { name: 'Answers with the HTML', level: 1 })).toBeVisible();
    await expect(reader.locator('.reader-word').first()).toBeVisible();
  });
});

test('statistics’ first answers leave with the HTML, so the headline does not push the figures down', async ({
  browser,
  loginAs,
}) => {
  const loggedIn = await loginAs('learner');
  const answers = [
    '/accounts/whoami',
    '/api/reeprise/user_settings/',
    '/api/reeprise/word_statuses/languages/',
    '/api/reeprise/vocabulary/stats/',
    '/api/reeprise/generated_texts/stats/',
  ];
  await expectAnswersWithTheHtml(browser, loggedIn, '/statistics', answers, (page) =>
    expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible(),
  );
});
