import { useEffect, type RefObject } from 'react';

// Until the learner first presses a key or a pointer, the document is still opening: its first page is
// left alone. A screen reader reads a new document from its top anyway, and focusing the heading makes
// the browser lay out the whole first page inside the render's task, a long task on a phone
// (docs/performance.md). A login, a link or a chapter follows a key or a pointer, and moves focus.
let interacted = false;
for (const type of ['keydown', 'pointerdown'] as const) {
  window.addEventListener(type, () => (interacted = true), { capture: true, once: true });
}

/**
 * After a login or a page change (the drawer's links included), focus moves to the new page's <h1>
 * (WCAG 2.4.3): otherwise it stays on the menu button or falls back to <body>, and a screen reader
 * says nothing of the new page. Pages load lazily, so it waits for the heading to appear. A page
 * that focused something of its own (an autofocus field) keeps that focus.
 */
export function useFocusPageHeading(main: RefObject<HTMLElement | null>, pageKey: string): void {
  useEffect(() => {
    const root = main.current;
    if (!root) return;
    const focusHeading = () => {
      if (!interacted) return true;
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!root.contains(document.activeElement)) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [main, pageKey]);
}
