import { beforeEach, expect, test, vi } from 'vitest';
import { clearApiCaches, keepApiCachesFor } from './offline-caches';

test('clearing deletes the learner’s API caches and keeps the shell’s', async () => {
  const names = ['reeprise-api-texts', 'reeprise-api-session', 'workbox-precache-v2-http://x/', 'reeprise-api-chapters'];
  const deleted: string[] = [];
  vi.stubGlobal('caches', {
    keys: () => Promise.resolve(names),
    delete: (name: string) => Promise.resolve(deleted.push(name) > 0),
  });
  await clearApiCaches();
  expect(deleted.sort()).toEqual(['reeprise-api-chapters', 'reeprise-api-session', 'reeprise-api-texts']);
});

test('a browser without the Cache API has nothing to clear', async () => {
  vi.stubGlobal('caches', undefined);
  await expect(clearApiCaches()).resolves.toBeUndefined();
  await expect(keepApiCachesFor(1)).resolves.toBe(false);
});

/** Cache Storage in memory: named caches of responses by address. */
function fakeCacheStorage() {
  const stores = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: (url: string, response: Response) => Promise.resolve(void store.set(url, response)),
      match: (url: string) => Promise.resolve(store.get(url)?.clone()),
    };
  };
  return {
    stores,
    storage: {
      keys: () => Promise.resolve([...stores.keys()]),
      delete: (name: string) => Promise.resolve(stores.delete(name)),
      open: (name: string) => Promise.resolve(open(name)),
      match: (url: string, options: { cacheName: string }) =>
        Promise.resolve(stores.get(options.cacheName)?.get(url)?.clone()),
    },
  };
}

let storage: ReturnType<typeof fakeCacheStorage>;
/** The learner's copy of a text, as the service worker keeps it. */
const keepText = (id: number) =>
  storage.storage.open('reeprise-api-texts').then((cache) => cache.put(`/api/reeprise/generated_texts/${id}/`, new Response('{}')));
const cachedTexts = () => [...(storage.stores.get('reeprise-api-texts')?.keys() ?? [])];

beforeEach(() => {
  storage = fakeCacheStorage();
  vi.stubGlobal('caches', storage.storage);
});

test('copies nobody is recorded for (kept before there was a record) go at the first check', async () => {
  await keepText(7);
  await expect(keepApiCachesFor(1)).resolves.toBe(false);
  expect(cachedTexts()).toEqual([]);
  // from now on they are user 1's, and stay while user 1 is there
  await keepText(8);
  await expect(keepApiCachesFor(1)).resolves.toBe(false);
  expect(cachedTexts()).toEqual(['/api/reeprise/generated_texts/8/']);
});

test('a start at which whoami says nobody (the session ended on the server) empties them', async () => {
  await keepApiCachesFor(1);
  await keepText(8);
  // a new page: nothing in memory, only what was kept with the copies
  await keepApiCachesFor(null);
  expect(cachedTexts()).toEqual([]);
  // the next learner's login keeps what a visitor's pages left (nothing private), and owns the copies
  await keepText(9);
  await expect(keepApiCachesFor(2)).resolves.toBe(false);
  expect(cachedTexts()).toEqual(['/api/reeprise/generated_texts/9/']);
});

test('another user at the start empties them, and says so', async () => {
  await keepApiCachesFor(1);
  await keepText(8);
  await expect(keepApiCachesFor(2)).resolves.toBe(true);
  expect(cachedTexts()).toEqual([]);
  await keepText(9);
  await expect(keepApiCachesFor(2)).resolves.toBe(false);
  expect(cachedTexts()).toEqual(['/api/reeprise/generated_texts/9/']);
});

test('checks made at once run in order: nobody, then the next learner', async () => {
  await keepApiCachesFor(1);
  await keepText(8);
  await Promise.all([keepApiCachesFor(null), keepApiCachesFor(2)]);
  expect(cachedTexts()).toEqual([]);
  await expect(keepApiCachesFor(2)).resolves.toBe(false);
});

test('an owner record that cannot be read empties the copies rather than trusting them', async () => {
  await keepApiCachesFor(1);
  await keepText(8);
  const match = vi.spyOn(storage.storage, 'match').mockRejectedValue(new Error('storage broke'));
  await keepApiCachesFor(1);
  expect(cachedTexts()).toEqual([]);
  match.mockRestore();
});
