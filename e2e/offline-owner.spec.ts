import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, logIn, postText, test, textCompleted } from './fixtures';
import { newLearner, serverCli } from './server-cli';

// Issue 33, item 3 (docs/decisions/018): the service worker's copies of one learner's answers never reach
// the next person on the browser, also when the first session ended on the server (it expired, or a
// password reset ended it) rather than through Logout, so the page never saw that learner leave.
test.use({ serviceWorkers: 'allow' });

type Learner = { username: string; password: string };

// the database of the server under test (scripts/e2e-server.mjs, as server-cli.ts uses it)
const DATABASE = path.resolve(
  import.meta.dirname,
  '..',
  `data/e2e-${process.env.E2E_PORT ?? '8123'}`,
  'reeprise.sqlite',
);

/** Every session of `learner` runs out, as their 30 days would. */
function expireSessions(learner: Learner): void {
  const database = new Database(DATABASE);
  try {
    const changed = database
      .prepare(
        `UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z'
         WHERE user_id = (SELECT id FROM users WHERE username = ?)`,
      )
      .run(learner.username).changes;
    expect(changed).toBeGreaterThan(0);
  } finally {
    database.close();
  }
}

/** The operator sets a new password (users CLI), which ends the learner's sessions. */
function resetPassword(learner: Learner): void {
  serverCli('users', 'set-password', learner.username, '--password', 'another-spec-password-2');
}

/** How many of the service worker's cached API answers are of text `id` (the text, its chapters). */
const cachedAnswersOf = (page: Page, id: number) =>
  page.evaluate(async (textId) => {
    let count = 0;
    for (const name of await caches.keys()) {
      if (!name.startsWith('reeprise-api-')) continue;
      const requests = await (await caches.open(name)).keys();
      count += requests.filter((request) => request.url.includes(`/generated_texts/${textId}/`)).length;
    }
    return count;
  }, id);

const whoamiUserId = async (page: Page) =>
  ((await (await page.request.get('/accounts/whoami')).json()) as { userId: number | null }).userId;

const endings: [string, (learner: Learner) => void][] = [
  ['expires', expireSessions],
  ['is ended by a password reset', resetPassword],
];

for (const [how, end] of endings) {
  test(`a learner's session ${how}: the next learner on the browser, offline, never sees their private text`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const first = newLearner('offline_first');
    const second = newLearner('offline_second');
    await logIn(page, first);
    // the worker activates and takes the page over (clientsClaim) a few seconds after the first load
    const registered = { timeout: 30_000 };
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), registered)
      .toBe(true);

    const topic = `Private diary ${Date.now()}`;
    const id = await postText(page, topic);
    await textCompleted(page, id);
    await page.goto(`/reeprise/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: topic })).toBeVisible();
    await expect.poll(() => cachedAnswersOf(page, id)).toBeGreaterThan(0);

    // the session ends on the server; the server's session cache may keep it for up to 10 s more
    end(first);
    await expect.poll(() => whoamiUserId(page), { timeout: 20_000 }).toBeNull();
    // the browser's next start: whoami says nobody, and nothing in memory knows who was there before
    await page.goto('/reeprise');
    await expect(page.getByRole('link', { name: /log in/i }).first()).toBeVisible();
    await expect.poll(() => cachedAnswersOf(page, id)).toBe(0);

    await logIn(page, second);
    await page.context().setOffline(true);
    await page.goto(`/reeprise/${id}`);
    // the reader has nothing of that text to show: it says it could not load it, and shows no text
    await expect(page.getByRole('link', { name: 'Back to your texts' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(topic)).toHaveCount(0);
    expect(await cachedAnswersOf(page, id)).toBe(0);
    await page.screenshot({ path: `test-results/screens/offline-next-learner-${how.split(' ')[0]}.png` });
    await page.context().setOffline(false);
  });
}
