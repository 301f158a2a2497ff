import type { Page, WebSocket } from '@playwright/test';
import { expect, test } from './fixtures';

// the second test reads the text the first one made public
test.describe.configure({ mode: 'serial' });

/** Collects the stream chunks the page receives over /ws/streams/. */
function recordChunks(page: Page) {
  const chunks: { text_id: number; chapter_number: number | null; offset: number }[] = [];
  page.on('websocket', (socket: WebSocket) => {
    if (!socket.url().endsWith('/ws/streams/')) return;
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as Record<string, unknown>;
      if (typeof message.text_chunk === 'string') chunks.push(message as (typeof chunks)[number]);
    });
  });
  return chunks;
}

test('create a text in demo mode, watch its card grow over the websocket, see it COMPLETE, make it public', async ({
  loginAs,
}) => {
  const page = await loginAs('learner');
  const chunks = recordChunks(page);
  const topic = `Market day ${Date.now()}`;

  await expect(page.getByRole('heading', { name: 'Your texts', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create a text' });
  // the spec's messages for an empty form
  await form.getByRole('button', { name: 'Create text' }).click();
  await expect(form.getByText('Enter a topic or upload an image')).toBeVisible();
  await expect(form.getByText('Please select a valid option')).toHaveCount(4);

  await form.getByLabel('Topic').fill(topic);
  await form.getByLabel('Language').selectOption('FRENCH');
  await form.getByLabel('Level').selectOption('A2');
  await form.getByLabel('Text type').selectOption('STORY');
  await form.getByLabel('Length').selectOption('300');
  await form.getByRole('button', { name: 'Create text' }).click();
  await expect(page.getByText('Generating Story')).toBeVisible();

  // the new card is on top at once, PENDING, with the blue border of an unread text
  const card = page.getByRole('article').first();
  await expect(card.getByRole('heading', { name: new RegExp(topic) })).toBeVisible();
  await expect(card).toHaveAttribute('data-unviewed', 'true');
  await expect(card.getByText('Demo text')).toBeVisible();
  await expect(card.getByText('FR', { exact: true })).toBeVisible();

  // the preview grows while the demo writer streams
  const preview = card.getByTestId('text-preview');
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        const content = (await preview.textContent()) ?? '';
        if (!content.startsWith('Waiting')) seen.add(content);
        return seen.size;
      },
      { intervals: [100], timeout: 15_000 },
    )
    .toBeGreaterThan(2);
  await page.screenshot({ path: 'test-results/screens/texts-streaming.png', fullPage: true });

  // COMPLETE: no progress indicator, the text starts with the demo writer's first sentence
  await expect(card.getByLabel('Writing…')).toHaveCount(0, { timeout: 20_000 });
  await expect(preview).toContainText('Ceci est un texte de démonstration');
  expect(chunks.length).toBeGreaterThan(2);
  const offsets = chunks.map((chunk) => chunk.offset);
  expect(offsets).toEqual([...offsets].sort((a, b) => a - b));

  // the form remembered the choices and folded its options away
  await expect(form.getByRole('button', { name: /Options/ })).toHaveAttribute('aria-expanded', 'false');
  await expect(form.getByText('Français (French) · A2 · Story · 300 words')).toBeVisible();

  // public visibility
  await expect(card.getByLabel('Private: only you can read this text')).toBeVisible();
  await card.getByRole('switch', { name: 'Public' }).click();
  await expect(card.getByLabel('Public: everyone can read this text')).toBeVisible();
  await page.reload();
  const reloaded = page.getByRole('article').filter({ hasText: topic });
  await expect(reloaded.getByRole('switch', { name: 'Public' })).toBeChecked();
  await expect(reloaded.getByLabel('Public: everyone can read this text')).toBeVisible();

  await page.screenshot({ path: 'test-results/screens/texts-list.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/texts-list-phone.png', fullPage: true });
});

test('another learner sees the public text but cannot change it', async ({ loginAs }) => {
  const page = await loginAs('holder');
  const card = page
    .getByRole('article')
    .filter({ hasText: /Market day/ })
    .first();
  await expect(card).toBeVisible();
  await expect(card.getByLabel('Public: everyone can read this text')).toBeVisible();
  await expect(card.getByRole('switch')).toHaveCount(0);
  await expect(card.getByText('learner', { exact: true })).toBeVisible();
});
