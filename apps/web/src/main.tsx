import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// the palette's colours as CSS variables (build/palette-css.ts), then the page's base styles that use them
import 'virtual:palette.css';
import './app/base.css';
import { AppProvider } from './app/provider';
import { FullPageSpinner } from './components/ui/full-page-spinner';
import { AppRouter, preloadSignedInPage } from './app/router';
import { startApp } from './app/start-app';
import { whenFirstContentfulPaint } from './lib/after-first-paint';
import { dropEarlyAnswers, hasEarlyAnswers } from './lib/early-answers';
import { createQueryClient } from './lib/query-client';
import { probablySignedIn } from './lib/signed-in-hint';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks <div id="root">');

const queryClient = createQueryClient();
// whoami and the strings load side by side (decision 024). In a browser that was signed in, the page's
// code is asked for first: on HTTP/1.1's six connections the larger files take the first ones, and the
// small answers the next (decision 032). Where theme.js, on the same hint, already asked for the page's
// code and answers (decision 033), the app takes them in a task of its own: the entry's first task is the
// longest of a phone's first load, and nothing waits on this one (Lighthouse's blocking time).
const signedIn = probablySignedIn();
const early = hasEarlyAnswers();
if (signedIn && !early) preloadSignedInPage(window.location, queryClient);
const started = startApp(queryClient, signedIn);
if (early) {
  setTimeout(() => {
    preloadSignedInPage(window.location, queryClient);
    // what the page's first requests did not take is asked anew when asked for (decision 033)
    dropEarlyAnswers();
  }, 0);
}

// the manifest (and the icon the browser fetches with it) once the page has painted, not beside the
// first paint's requests (decision 032; the build takes its link out of index.html)
whenFirstContentfulPaint(() => {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.append(link);
});

// installable and offline (docs/decisions/018): the service worker after the first paint, in its own
// chunk. Listened for before the strings load below: `load` may fire while this module still awaits them.
// A first visit's worker precaches the whole shell, which took the CPU from the first page while it
// rendered (Lighthouse's blocking time halved without it, decision 024): it waits until the page has had
// time to settle. A page a worker already controls registers at once, so a deploy is picked up promptly.
const FIRST_INSTALL_DELAY_MS = 3_000;
const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(callback, { timeout: 2_000 })
    : setTimeout(callback, 0);
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./lib/register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
  window.addEventListener(
    'load',
    () => {
      if (navigator.serviceWorker.controller) register();
      else setTimeout(() => whenIdle(register), FIRST_INSTALL_DELAY_MS);
    },
    { once: true },
  );
}

const root = createRoot(container);
// the spinner the layout shows while whoami answers paints at once, not after the strings have loaded
root.render(<FullPageSpinner label="Reeprise" />);
await started;

// In a transition: React renders the app in slices the browser can run between, with the spinner shown
// until it commits, instead of one blocking task of a phone's main thread (Lighthouse's blocking time,
// docs/performance.md). A first page's lazy code or data suspends it the same way (decision 031).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
