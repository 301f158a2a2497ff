import { expect, test, vi } from 'vitest';
import { clearApiCaches } from './offline-caches';

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
});
