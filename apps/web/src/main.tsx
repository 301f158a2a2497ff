import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/base.css';
import { AppProvider } from './app/provider';
import { FullPageSpinner } from './components/ui/full-page-spinner';
import { createAppRouter } from './app/router';
import { getWhoamiQueryOptions } from './features/auth/api/get-whoami';
import { loadStartingUiLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks <div id="root">');

const queryClient = createQueryClient();
// Every first page waits for who is there and for the strings of its language: both load side by side,
// and the router starts loading the page's chunks meanwhile (decision 024).
void queryClient.prefetchQuery(getWhoamiQueryOptions());
const router = createAppRouter();

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
await loadStartingUiLanguage();

root.render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
