import { paths } from '@reeprise/contract';
import { csrfHeader, expect, logIn, test } from './fixtures';
import { newLearner } from './server-cli';

// The statistics page must not move under the learner's eyes (issue 37: CLS 0.062 kept it at Lighthouse 93).
// The known words over time arrive last, after the figures and the sections beneath them are drawn: the
// chart's place keeps one height from the grey to the chart with its table's disclosure.
test.use({ viewport: { width: 412, height: 823 } });

type Shift = { value: number; moved: string[] };

test('the sections under the known-words chart stay put when the history arrives', async ({ page }) => {
  const learner = newLearner('steady_statistics');
  await logIn(page, learner);
  const marked = await page.request.post(paths.wordStatuses.collection(), {
    headers: await csrfHeader(page),
    data: { language: 'SPANISH', words: ['casa', 'perro', 'gato', 'libro'], status: 'known' },
  });
  expect(marked.status()).toBe(200);

  // the history waits until the rest of the page is on the screen, as on a slow phone
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${paths.wordStatuses.history()}**`, async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node?: Node }[];
      }[]) {
        shifts.push({
          value: entry.value,
          moved: entry.sources.map(
            (source) => (source.node as Element | undefined)?.outerHTML.slice(0, 80) ?? '',
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto('/statistics');
  await expect(page.getByRole('region', { name: 'Vocabulary' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading the chart' })).toBeVisible();
  release();
  await expect(page.getByRole('img', { name: /^Known words in Español \(Spanish\): / })).toBeVisible();
  await expect(page.getByText('Show the figures as a table').first()).toBeVisible();

  const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
  expect(shifts).toEqual([]);
});
