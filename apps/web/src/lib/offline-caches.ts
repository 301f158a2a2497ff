/**
 * The service worker's runtime caches of API answers (docs/decisions/018): the last opened texts, their
 * chapters and the learner's words of them, so they read offline. They hold one learner's answers, so
 * they are emptied at logout and whenever another user appears. vite.config.ts names its caches from here.
 */
export const API_CACHE_PREFIX = 'reeprise-api-';

/** How many texts (and vocabulary lists of texts) stay readable offline. */
export const OFFLINE_TEXTS = 20;

export const API_CACHES = {
  session: `${API_CACHE_PREFIX}session`,
  texts: `${API_CACHE_PREFIX}texts`,
  chapters: `${API_CACHE_PREFIX}chapters`,
  vocabulary: `${API_CACHE_PREFIX}vocabulary`,
} as const;

/** Deletes every cached API answer; pages and scripts of the shell stay cached. */
export async function clearApiCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)));
}
