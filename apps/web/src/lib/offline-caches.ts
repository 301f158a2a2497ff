/**
 * The service worker's runtime caches of API answers (docs/decisions/018): the last opened texts, their
 * chapters and the learner's words of them, so they read offline. They hold one learner's answers, so
 * they are emptied at logout and whenever whoami shows another user or nobody, also at the next start
 * after a session that ended on the server: whose they are is kept with them. vite.config.ts names its
 * caches from here.
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
  await Promise.all(
    names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}

// Whose answers the caches hold: the user id whoami gave when they were last checked (null: nobody), an
// entry of a cache of its own. Beside the copies, in the same storage, so it outlives the page (a session
// that expired or that a password reset ended is only seen at the next start, by a page that never knew
// who was there before) and goes when the browser drops the copies. Not named like the copies: emptying
// them leaves it, and it is rewritten once they are gone.
const OWNER_CACHE = 'reeprise-offline-owner';
const OWNER_ENTRY = '/offline-caches-owner';

async function recordedOwner(): Promise<number | null | undefined> {
  const entry = await caches.match(OWNER_ENTRY, { cacheName: OWNER_CACHE });
  if (!entry) return undefined;
  const owner: unknown = await entry.json().catch(() => undefined);
  return owner === null || Number.isSafeInteger(owner) ? (owner as number | null) : undefined;
}

/** Whether the copies were another user's (so emptied). */
async function keepFor(userId: number | null): Promise<boolean> {
  const owner = await recordedOwner();
  if (owner === userId) return false;
  // A visitor's copies hold nobody's private answers: a login keeps them. Another user's go, and so do
  // copies nobody is recorded for (a first start, or copies kept before there was a record).
  if (owner !== null) await clearApiCaches();
  // recorded only once the copies are gone: a page closed in between leaves the old owner, and the next
  // start empties them again
  await (await caches.open(OWNER_CACHE)).put(OWNER_ENTRY, new Response(JSON.stringify(userId)));
  return owner !== undefined && owner !== null;
}

let checked: Promise<boolean> = Promise.resolve(false);

/**
 * Empties the API caches unless they were filled for `userId` (whoami's user, null for nobody) or for
 * a visitor, and records them as `userId`'s. Resolves to true when they held another user's answers.
 * Calls run one after another, in the order made.
 */
export function keepApiCachesFor(userId: number | null): Promise<boolean> {
  if (typeof caches === 'undefined') return Promise.resolve(false);
  checked = checked.then(() =>
    // a check that failed halfway trusts nothing it could not read
    keepFor(userId).catch(() =>
      clearApiCaches().then(
        () => true,
        () => true,
      ),
    ),
  );
  return checked;
}
