import { useEffect, type RefObject } from 'react';

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
