import { expect, postText, test } from './fixtures';

// A phone-sized window, so the text list scrolls with a handful of cards.
test.use({ viewport: { width: 390, height: 640 } });

test('a new page opens at its top, and Back returns to where the list was scrolled', async ({ loginAs }) => {
  const page = await loginAs('learner');
  const ids: number[] = [];
  for (const topic of [
    'A harbour at dawn',
    'The night train',
    'A market in spring',
    'Letters from home',
    'The last ferry',
    'A quiet library',
  ]) {
    ids.push(await postText(page, topic));
  }
  await page.goto('/reeprise');
  const lastCard = page.locator(`a[href="/reeprise/${ids[0]}"]`).first();
  await expect(lastCard).toBeAttached();

  const scrolled = await page.evaluate(() => {
    window.scrollTo(0, Math.min(500, document.documentElement.scrollHeight - window.innerHeight));
    return window.scrollY;
  });
  expect(scrolled).toBeGreaterThan(100);

  // element.click() follows the link without scrolling it into view first, as a tap on a visible card does
  await page.evaluate(
    (id) => document.querySelector<HTMLAnchorElement>(`a[href="/reeprise/${id}"]`)?.click(),
    ids[0],
  );
  await expect(page).toHaveURL(new RegExp(`/reeprise/${ids[0]}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/reeprise$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/reeprise/${ids[0]}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
