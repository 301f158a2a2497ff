import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { csrfHeader, expect, postText, test } from './fixtures';

// issue 16 in the browser: words whose review date has passed are counted as due, the trainer's button
// trains exactly them, and an answer schedules them away again.
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
const DATABASE = path.resolve(import.meta.dirname, '..', `data/e2e-${process.env.E2E_PORT ?? '8123'}`, 'reeprise.sqlite');
const DAY = 24 * 60 * 60 * 1000;

type Text = { id: number; status: string; chatgpt_output: string };
type Due = { due_now: number; results: { id: number; due_at: string | null }[] };

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), `GET ${url}`).toBe(true);
  return (await response.json()) as T;
}

/** Adds `count` different words of the text through the API, as a click does, and waits for them. */
async function addWords(page: Page, text: Text, count: number): Promise<{ id: number; word: string }[]> {
  const seen = new Set<string>();
  const added: { id: number; word: string }[] = [];
  // plain words of five letters or more between spaces or punctuation: whole words in any splitter
  for (const match of text.chatgpt_output.matchAll(/(?<![\p{L}\p{M}'’-])\p{L}{5,}(?![\p{L}\p{M}'’-])/gu)) {
    const word = match[0];
    if (seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    const response = await page.request.post(`/api/reeprise/generated_texts/${text.id}/add_vocabulary/`, {
      headers: await csrfHeader(page),
      data: { word_start_index: match.index, word_end_index: match.index + word.length },
    });
    expect([200, 201]).toContain(response.status());
    added.push((await response.json()) as { id: number; word: string });
    if (added.length === count) break;
  }
  await expect
    .poll(async () => {
      const { results } = await getJson<{ results: { id: number; status: string }[] }>(page, `/api/reeprise/vocabulary/?generated_text_id=${text.id}`);
      return added.every((entry) => results.some((result) => result.id === entry.id && result.status === 'COMPLETE'));
    }, { timeout: 20_000 })
    .toBe(true);
  return added;
}

/**
 * Time passing, done to the server's database: the words were last reviewed four days ago and fell due
 * yesterday (a learner coming back after a weekend). The e2e server runs on this SQLite file.
 */
function reviewedDaysAgo(ids: number[]) {
  const db = new Database(DATABASE);
  try {
    const update = db.prepare(
      'update vocabularies set fsrs_due = ?, last_reviewed_at = ?, fsrs_state = 2, fsrs_stability = 3, fsrs_difficulty = 5, fsrs_reps = 1, fsrs_scheduled_days = 3, winning_streak = 1 where id = ?',
    );
    const now = Date.now();
    for (const id of ids) update.run(new Date(now - DAY).toISOString(), new Date(now - 4 * DAY).toISOString(), id);
  } finally {
    db.close();
  }
}

test('words that fell due are counted, trained from the button and scheduled away by the answer', async ({ loginAs }) => {
  test.setTimeout(90_000);
  const page = await loginAs('learner');
  const id = await postText(page, `A walk in the hills ${Date.now()}`);
  await expect
    .poll(async () => (await getJson<Text>(page, `/api/reeprise/generated_texts/${id}/`)).status, { timeout: 20_000 })
    .toBe('COMPLETE');
  const words = await addWords(page, await getJson<Text>(page, `/api/reeprise/generated_texts/${id}/`), 2);
  const ids = words.map((word) => word.id);
  const isDue = async () => {
    const due = await getJson<Due>(page, '/api/reeprise/vocabulary/due/?limit=100');
    // due words have a due time; the session's new words (issue 35) have none
    return ids.filter((wordId) => due.results.some((result) => result.id === wordId && result.due_at !== null)).length;
  };
  expect(await isDue()).toBe(0);

  reviewedDaysAgo(ids);
  expect(await isDue()).toBe(2);

  await page.goto('/vocabulary_trainer');
  const summary = page.getByTestId('due-summary');
  await expect(summary).toContainText(/[1-9]\d* due now/);
  await page.screenshot({ path: `${SCREENS}/due-trainer.png`, fullPage: true });
  await summary.getByRole('link', { name: 'Train due words' }).click();
  await expect(page).toHaveURL(/\/vocabulary_training_mode\?due=1/);
  await expect(page.getByRole('heading', { name: /Words due now/ })).toBeVisible();

  const cards = page.getByRole('list', { name: 'Cards to train' }).getByRole('listitem');
  for (const { word } of words) {
    // the card shows the entry's base form, which may differ in case from the clicked word
    const shown = page.locator('p', { hasText: new RegExp(`^${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i') });
    const card = cards.filter({ has: shown });
    await expect(card).toHaveCount(1);
    await card.getByRole('button').first().click(); // turn it
    await card.getByRole('button', { name: 'I know it' }).click();
    await expect(card.getByText('Now your streak is 2')).toBeVisible();
  }
  await page.screenshot({ path: `${SCREENS}/due-trained.png`, fullPage: true });
  // a remembered review pushes the next one days ahead: neither word is due any more
  expect(await isDue()).toBe(0);
});
