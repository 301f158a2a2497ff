import { normalizeWord, splitWords, type Language } from '@reeprise/contract';
import type { Page } from '@playwright/test';
import { csrfHeader, expect, postText, test } from './fixtures';

// screenshots for people to look at; SCREENS_DIR keeps them away from a parallel run's clean-up
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
const PHONE = { width: 390, height: 844 };


async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

type Text = { id: number; status: string; chatgpt_output: string; language: Language };
type Entry = { id: number; word: string; status: string; winning_streak: number };
type VocabularyStats = { total_created: number; last_week_created: number; streak_0: number; streak_1: number };
type TextStats = { total_created_texts: number };

/** A COMPLETE demo text of the logged-in user, created through the API as the create form would. */
async function createText(page: Page, topic: string): Promise<Text> {
  const id = await postText(page, topic);
  await expect
    .poll(async () => (await getJson<Text>(page, `/api/reeprise/generated_texts/${id}/`)).status, { timeout: 20_000 })
    .toBe('COMPLETE');
  return getJson<Text>(page, `/api/reeprise/generated_texts/${id}/`);
}

/** Adds `count` different words of the text, as clicks in the reader would, and waits for their translations. */
async function addWords(page: Page, text: Text, count: number): Promise<string[]> {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const span of splitWords(text.chatgpt_output, text.language)) {
    const word = text.chatgpt_output.slice(span.start, span.end);
    if (word.length < 4 || /\d/.test(word) || seen.has(normalizeWord(word))) continue;
    seen.add(normalizeWord(word));
    const added = await page.request.post(`/api/reeprise/generated_texts/${text.id}/add_vocabulary/`, {
      headers: await csrfHeader(page),
      data: { word_start_index: span.start, word_end_index: span.end },
    });
    expect(added.status()).toBe(201);
    words.push(((await added.json()) as Entry).word);
    if (words.length === count) break;
  }
  await expect
    .poll(
      async () => {
        const page1 = await getJson<{ results: Entry[] }>(page, '/api/reeprise/vocabulary/?language=ENGLISH');
        return words.every((word) => page1.results.some((entry) => entry.word === word && entry.status === 'COMPLETE'));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return words;
}

/** The figure on the statistics card labelled `label`. */
const statistic = (page: Page, label: string) => page.getByRole('region', { name: label }).getByRole('paragraph').first();

test('a training session of three words, and the statistics after it', async ({ loginAs }) => {
  // the holder has no part in the text list tests, so the words added here disturb nobody
  const page = await loginAs('holder');
  const before = await getJson<VocabularyStats>(page, '/api/reeprise/vocabulary/stats/');
  const textsBefore = await getJson<TextStats>(page, '/api/reeprise/generated_texts/stats/');

  const text = await createText(page, 'A morning at the harbour');
  const words = await addWords(page, text, 3);
  expect(words).toHaveLength(3);

  // the vocabulary list: the word shown, its translation hidden until clicked
  await page.goto('/vocabulary_trainer');
  const list = page.getByRole('list', { name: 'Your vocabulary' });
  for (const word of words) await expect(list.getByText(word, { exact: true })).toBeVisible();
  await expect(list.getByText(`(demo) meaning of “${words[0]}”`)).toHaveCount(0);
  await list.getByRole('button', { name: new RegExp(`^Word ${words[0]}`) }).click();
  await expect(list.getByText(`(demo) meaning of “${words[0]}”`)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/vocabulary-trainer.png`, fullPage: true });

  await page.getByRole('link', { name: 'Start training' }).click();
  await expect(page).toHaveURL(/\/vocabulary_training_mode$/);
  await page.goto('/vocabulary_training_mode?text_of_last_days=1&maximum_streak=2&known_vocabularies=0&total_vocabularies=3');
  await expect(page.getByRole('heading', { name: 'Words from your texts of the last day' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Cards to train' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  const buckets = page.getByRole('region', { name: 'Your words per streak' });
  await expect(buckets.getByRole('definition').last()).toHaveText(String(before.streak_0 + 3));
  await page.screenshot({ path: `${SCREENS}/training-mode.png`, fullPage: true });

  // first card: by mouse, I know it
  const first = cards.nth(0);
  // the card's button is named by what it shows: the language and the word (in its first paragraph)
  const firstWord = (await first.locator('p').first().textContent()) ?? '';
  expect(words).toContain(firstWord);
  await first.getByRole('button').first().click();
  await expect(first.getByText(`(demo) meaning of “${firstWord}”`)).toBeVisible();
  await expect(first.getByText('You had a streak of 0 on this word')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/training-mode-turned.png`, fullPage: true });
  await first.getByRole('button', { name: 'I know it' }).click();
  await expect(first.getByText('Now your streak is 1')).toBeVisible();
  await expect(first.getByRole('button', { name: /know it/ })).toHaveCount(0);

  // second card: by keyboard (the focus moved on to it)
  const second = cards.nth(1);
  await expect(second.getByRole('button').first()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second.getByText('You had a streak of 0 on this word')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(second.getByText('Now your streak is 1')).toBeVisible();

  // third card: I don't know it
  const third = cards.nth(2);
  await third.getByRole('button').first().click();
  await third.getByRole('button', { name: "I don't know it" }).click();
  await expect(third.getByText('Now your streak is 0')).toBeVisible();
  await expect(page.getByText('All cards answered. Reload for the next round.')).toBeVisible();

  // the streak counts follow the answers at once
  await expect(buckets.getByRole('definition').nth(5)).toHaveText(String(before.streak_1 + 2));
  await expect(buckets.getByRole('definition').nth(6)).toHaveText(String(before.streak_0 + 1));
  await page.screenshot({ path: `${SCREENS}/training-mode-answered.png`, fullPage: true });

  // the server kept the answers
  const entries = (await getJson<{ results: Entry[] }>(page, '/api/reeprise/vocabulary/?language=ENGLISH')).results;
  const streaks = words.map((word) => entries.find((entry) => entry.word === word)?.winning_streak).sort();
  expect(streaks).toEqual([0, 1, 1]);

  // Reload starts a new round: the weakest word comes first again
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText('Now your streak is')).toHaveCount(0);
  await expect(cards).toHaveCount(3);

  await page.getByRole('button', { name: /navigation menu/i }).click();
  await page.getByRole('navigation').getByText('Statistics').click();
  await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
  const format = (value: number) => new Intl.NumberFormat('en-US').format(value);
  await expect(statistic(page, 'Words added in total')).toHaveText(format(before.total_created + 3));
  await expect(statistic(page, 'Words added in the last 7 days')).toHaveText(format(before.last_week_created + 3));
  await expect(statistic(page, 'Texts created in total')).toHaveText(format(textsBefore.total_created_texts + 1));
  await page.screenshot({ path: `${SCREENS}/statistics.png`, fullPage: true });

  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENS}/statistics-phone.png`, fullPage: true });
  await page.goto('/vocabulary_training_mode');
  await expect(cards.first()).toBeVisible();
  await cards.first().getByRole('button').first().click();
  await page.screenshot({ path: `${SCREENS}/training-mode-phone.png`, fullPage: true });
  await page.goto('/vocabulary_trainer');
  await expect(list).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/vocabulary-trainer-phone.png`, fullPage: true });
});

test('the trainer toggles are remembered across visits', async ({ loginAs }) => {
  const page = await loginAs('holder');
  await page.goto('/vocabulary_trainer');
  await page.getByRole('switch', { name: 'Translation' }).click();
  await page.getByLabel('Word language').selectOption('');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Translation' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Word' })).toBeChecked();
  await expect(page.getByLabel('Word language')).toHaveValue('');
  expect(await page.evaluate(() => window.localStorage.getItem('voc-trainer-page-v1'))).toContain('"translation":true');
  await page.evaluate(() => window.localStorage.removeItem('voc-trainer-page-v1'));
});
