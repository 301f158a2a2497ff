import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Installable and offline (issue 18, docs/decisions/018): the manifest, the service worker, a text read
// with the network gone, a click refused while offline, and the learner's copies gone after logout.
test.use({ serviceWorkers: 'allow' });

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

const words = (page: Page) => page.getByRole('group', { name: /choose a word/ });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Your words in this text' });

/** A French demo text of the logged-in learner, COMPLETE. */
async function createText(page: Page, topic: string): Promise<number> {
  const id = await page.evaluate(async (topic) => {
    const token = document.cookie.match(/(?:^|; )csrftoken=([^;]+)/)?.[1] ?? '';
    const form = new FormData();
    const fields = { text_type: 'STORY', language: 'FRENCH', level: 'A2', word_number: '100', topic, main_character: 'Camille', publicly_visible: 'false' };
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    const response = await fetch('/api/reeprise/generated_texts/', { method: 'POST', body: form, headers: { 'X-CSRFTOKEN': token } });
    return ((await response.json()) as { id: number }).id;
  }, topic);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/reeprise/generated_texts/${id}/`)).json()) as { status: string }).status, {
      timeout: 20_000,
    })
    .toBe('COMPLETE');
  return id;
}

const apiCacheNames = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('reeprise-api-')));

test('the page itself asks for no favicon or manifest: the icon is in it, the manifest linked after the paint', async ({
  page,
}) => {
  // decision 032: neither may take a connection beside the first paint's scripts
  const html = await (await page.request.get('/reeprise')).text();
  expect(html).not.toContain('rel="manifest"');
  expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,/);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // when the manifest's link is added, on the page's own clock
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('link[rel="manifest"]')) return;
      (window as unknown as { manifestLinkedAt: number }).manifestLinkedAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/reeprise');
  await expect(page.getByRole('link', { name: 'LOG IN' })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const { linkedAt, paintedAt } = await page.evaluate(() => ({
    linkedAt: (window as unknown as { manifestLinkedAt: number }).manifestLinkedAt,
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  expect(paintedAt).toBeDefined();
  expect(linkedAt).toBeGreaterThan(paintedAt);
  expect(requested).not.toContain('/favicon.svg');
});

test('the app has a valid manifest with installable icons', async ({ page }) => {
  await page.goto('/reeprise');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({ name: 'Reeprise', short_name: 'Reeprise', start_url: '/reeprise', display: 'standalone' });
  // what Lighthouse's installability check asks for: 192 and 512 px PNGs, and a maskable one
  for (const [sizes, purpose] of [['192x192', undefined], ['512x512', undefined], ['512x512', 'maskable']] as const) {
    const icon = manifest.icons.find((candidate) => candidate.sizes === sizes && candidate.purpose === purpose);
    expect(icon, `${sizes} ${purpose ?? 'any'}`).toBeDefined();
    const image = await page.request.get(icon!.src);
    expect(image.status(), icon!.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('a text opened online reads offline; an offline click says so; back online it works; logout forgets it', async ({
  loginAs,
}) => {
  test.setTimeout(90_000);
  const page = await loginAs('learner');
  // the service worker activates and takes this page over (clientsClaim); a first visit registers it a
  // few seconds after the page has loaded (main.tsx)
  const registered = { timeout: 30_000 };
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), registered).toBe('activated');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), registered).toBe(true);

  const topic = `Hors ligne ${Date.now()}`;
  const id = await createText(page, topic);
  await page.goto(`/reeprise/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: topic })).toBeVisible();
  await words(page).getByText('démonstration', { exact: true }).first().click();
  const entry = panel(page).getByRole('listitem').filter({ hasText: 'démonstration' });
  await expect(entry.getByText('(demo) meaning of “démonstration”')).toBeVisible({ timeout: 15_000 });
  // the panel's list is read again once the translation is in: the cached copy holds it
  await page.reload();
  await expect(entry.getByText('(demo) meaning of “démonstration”')).toBeVisible();

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: topic })).toBeVisible();
  // the word is still marked as known: the learner's known forms came from the cache too
  await expect(words(page).getByText('démonstration', { exact: true }).first()).toHaveClass(/reader-word-known/);
  await expect(entry.getByText('(demo) meaning of “démonstration”')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/reader-offline.png', fullPage: true });

  // a click offline is refused, and the learner is told why
  await words(page).getByText('texte', { exact: true }).first().click();
  await expect(page.getByText('You are offline, so this was not done. Try again when you are back online.')).toBeVisible();
  await expect(panel(page).getByRole('listitem').filter({ hasText: /^texte/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/reader-offline-click.png' });

  await page.context().setOffline(false);
  await words(page).getByText('texte', { exact: true }).first().click();
  await expect(panel(page).getByText('(demo) meaning of “texte”')).toBeVisible({ timeout: 15_000 });

  // the learner's offline copies go with the logout
  expect(await apiCacheNames(page)).not.toHaveLength(0);
  await page.getByRole('button', { name: /menu/i }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: /log in/i }).first()).toBeVisible();
  await expect.poll(async () => {
    const names = await apiCacheNames(page);
    const texts = await page.evaluate(async (textId) => {
      const cache = await caches.open('reeprise-api-texts');
      return (await cache.keys()).filter((request) => request.url.includes(`/generated_texts/${textId}/`)).length;
    }, id);
    return { sessionCaches: names.filter((name) => name !== 'reeprise-api-session' && name !== 'reeprise-api-texts'), texts };
  }).toEqual({ sessionCaches: [], texts: 0 });
});
