import { startTransition, useEffect, useState } from 'react';

let painted = false;
let waiting = false;
const listeners = new Set<() => void>();

function markPainted(): void {
  painted = true;
  for (const listener of listeners) listener();
}

/**
 * Runs `callback` once the page's first content is on screen: the browser's first-contentful-paint
 * entry, delivered once the frame has been presented (a task after the frame's paint step may still run
 * before that). Where there is no paint timing, a task posted from the next frame's animation callback,
 * which runs after that frame has painted.
 */
export function whenFirstContentfulPaint(callback: () => void): void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    requestAnimationFrame(() => setTimeout(callback, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: 'paint', buffered: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!waiting) {
    waiting = true;
    whenFirstContentfulPaint(markPainted);
  }
  return () => {
    listeners.delete(listener);
  };
}

/**
 * False until the page's first content is on screen, true ever after. What the first paint does not
 * show (a text card's level fit, the statistics page's charts) waits for it, so that its requests and its
 * rendering neither compete with the page's own nor keep the main thread from painting
 * (docs/performance.md, decision 032). The change renders as a transition: React renders what it reveals
 * in slices of a few milliseconds, not in one long task that holds up a tap (Lighthouse's TBT).
 */
export function useAfterFirstPaint(): boolean {
  const [shown, setShown] = useState(painted);
  useEffect(() => {
    if (shown) return undefined;
    const reveal = () => startTransition(() => setShown(true));
    if (painted) {
      reveal();
      return undefined;
    }
    return subscribe(reveal);
  }, [shown]);
  return shown;
}
