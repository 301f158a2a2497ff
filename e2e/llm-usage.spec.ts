import path from 'node:path';
import Database from 'better-sqlite3';
import { csrfHeader, expect, test } from './fixtures';

// screenshots for people to look at; SCREENS_DIR keeps them away from a parallel run's clean-up
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
const PORT = process.env.E2E_PORT ?? '8123';

/**
 * The demo writer reports no tokens, so the usage a real provider would have reported is written
 * into the e2e server's database (scripts/e2e-server.mjs: data/e2e-PORT) the way the jobs add it.
 */
function seedUsage() {
  const db = new Database(path.join(process.cwd(), `data/e2e-${PORT}/reeprise.sqlite`));
  try {
    const id = (name: string) => (db.prepare('select id from users where username = ?').get(name) as { id: number }).id;
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const add = db.prepare(
      `insert into llm_usage (day, user_id, kind, model, calls, prompt_tokens, completion_tokens)
       values (?, ?, ?, ?, ?, ?, ?) on conflict do nothing`,
    );
    add.run(day(0), id('learner'), 'text', 'qwen3:8b', 12, 14_200, 38_900);
    add.run(day(0), id('holder'), 'vocabulary', 'qwen3:8b', 30, 9_000, 2_400);
    add.run(day(1), id('learner'), 'chat', 'qwen3:8b', 8, 6_100, 3_300);
  } finally {
    db.close();
  }
}

test('admin: staff see the LLM usage per user and day, in English and German', async ({ loginAs }) => {
  seedUsage();
  const page = await loginAs('staff');
  await page.goto('/admin/llm-usage');
  const table = page.getByRole('table', { name: 'LLM usage' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText('learner');
  await expect(table.getByRole('row').nth(1)).toContainText('53,100');
  await expect(page.getByText(/73,900 tokens in 50 calls/)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/admin-llm-usage.png`, fullPage: true });

  const german = await page.request.patch('/api/reeprise/user_settings/', {
    headers: await csrfHeader(page),
    data: { mother_tongue: 'GERMAN' },
  });
  expect(german.ok()).toBe(true);
  try {
    await page.reload();
    await expect(page.getByRole('tab', { name: 'LLM-Verbrauch' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Antwort-Tokens' })).toBeVisible();
    await expect(page.getByText(/73\.900 Tokens in 50 Aufrufen/)).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/admin-llm-usage-de.png`, fullPage: true });
  } finally {
    await page.request.patch('/api/reeprise/user_settings/', {
      headers: await csrfHeader(page),
      data: { mother_tongue: 'ENGLISH' },
    });
  }
});
