/**
 * Where each history entry was scrolled to when the learner left it, so Back and Forward return there
 * (React Router's ScrollRestoration, for the app's own router: decision 032). Kept in sessionStorage so a
 * reload of the tab keeps them too; a browser without it keeps them for the page's life only.
 */
const STORAGE_KEY = 'reeprise.scroll-positions';
/** Enough entries for any tab's history; older ones are dropped first. */
const MAX_ENTRIES = 100;
/** How long a restore may wait for the page to grow tall enough (its data still on the way). */
const RESTORE_PATIENCE_MS = 3000;

let positions: Map<string, number> | undefined;

function load(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    if (Array.isArray(stored)) {
      for (const pair of stored) {
        if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'number')
          positions.set(pair[0], pair[1]);
      }
    }
  } catch {
    // no storage (private mode, a sandboxed frame) or a damaged value: positions for this page's life only
  }
  return positions;
}

/** Remembers the window's scroll position for the entry `key` that is being left. */
export function saveScrollPosition(key: string): void {
  const saved = load();
  saved.delete(key);
  saved.set(key, window.scrollY);
  while (saved.size > MAX_ENTRIES) saved.delete(saved.keys().next().value as string);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...saved]));
  } catch {
    // full or unavailable: the map still serves this page's life
  }
}

/** The position saved for `key`, if the learner was there before. */
export function savedScrollPosition(key: string): number | undefined {
  return load().get(key);
}

/**
 * Scrolls to `top` once the page is tall enough for it: a page coming back often renders before its data,
 * so it waits (at most RESTORE_PATIENCE_MS) for the document to grow, and gives up the moment the learner
 * scrolls, types or touches. Returns a function that stops waiting.
 */
export function restoreScroll(top: number): () => void {
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= top;
  window.scrollTo(0, top);
  if (reachable() || typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (reachable()) stop();
  });
  const interrupts = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const timer = window.setTimeout(() => stop(), RESTORE_PATIENCE_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const name of interrupts) window.removeEventListener(name, stop);
  }
  observer.observe(document.body);
  for (const name of interrupts) window.addEventListener(name, stop, { passive: true });
  return stop;
}

/** Scrolls a new page to its top, or to the element its address's hash names. */
export function scrollToStart(hash: string): void {
  const id = hash.startsWith('#') ? decodeURIComponent(hash.slice(1)) : '';
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}
