/**
 * Registers the service worker (docs/decisions/018), loaded by main.tsx after the first paint. The
 * worker skips waiting and claims its pages, so a deploy's new worker takes over during the first load
 * that finds it; the page then reloads once into the new shell, so nobody keeps yesterday's scripts.
 * Plain `register` rather than workbox-window: this runs on every page, and it needs nothing more.
 */
export function registerServiceWorker(): void {
  const { serviceWorker } = navigator;
  // a page the old worker served: reload when the new one takes over (not at the very first install)
  const wasControlled = serviceWorker.controller !== null;
  let reloading = false;
  serviceWorker.addEventListener('controllerchange', () => {
    if (!wasControlled || reloading) return;
    reloading = true;
    window.location.reload();
  });
  serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // no worker (private mode, a browser setting): the app works online as before
  });
}
