import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, matchRoutes, parsePath, type Location, type RouteObject } from '@/lib/router';
import { AppRoutes, type RedirectHandle } from './app-routes';
import { AppLayout } from './layout/app-layout';
import { RequireAccess } from './layout/require-access';
import { lazyPage as page, lazyRoute, preloadPages } from './lazy-page';
// the learner pages' first data is asked for in the task that preloads them, beside their code (decision 031)
import { prefetch as prefetchTextList } from './routes/reeprise/text-list.data';
import { prefetch as prefetchTextReader } from './routes/reeprise/text-reader.data';
import { prefetch as prefetchStatistics } from './routes/statistics/statistics.data';
import { prefetch as prefetchTrainer } from './routes/vocabulary/vocabulary-trainer.data';

const HOME = '/reeprise';

// redirects before anything renders (AppRoutes), before a layout could show Sign In instead
const goHome = { handle: { redirectTo: HOME } satisfies RedirectHandle };

// error screens are MUI and load when shown, MUI's frame with them (lazyPage)
const NotFoundErrorElement = page(
  () => import('./errors/not-found-screen'),
  (m) => m.NotFoundErrorElement,
);
const OuchErrorElement = page(
  () => import('./errors/ouch-screen'),
  (m) => m.OuchErrorElement,
);
const UploadErrorElement = page(
  () => import('./errors/upload-error-screen'),
  (m) => m.UploadErrorElement,
);
const WishspaceErrorElement = page(
  () => import('./errors/wishspace-error-screen'),
  (m) => m.WishspaceErrorElement,
);
const WishUploadPage = page(
  () => import('./routes/wishspace/wish-upload'),
  (m) => m.WishUploadPage,
);

// every page is its own chunk, loaded when first visited
const gatedByExperimental: RouteObject[] = [
  {
    path: 'vocabulary_trainer_new',
    ...lazyRoute(
      () => import('./routes/vocabulary/training-settings'),
      (m) => m.TrainingSettingsPage,
    ),
  },
  {
    path: 'bark_account',
    ...lazyRoute(
      () => import('./routes/barks/bark-account'),
      (m) => m.BarkAccountPage,
    ),
  },
  {
    path: 'chat',
    ...lazyRoute(
      () => import('./routes/chat/chat'),
      (m) => m.ChatPage,
    ),
  },
  {
    path: 'check_your_email',
    ...lazyRoute(
      () => import('./routes/account/check-your-email'),
      (m) => m.CheckYourEmailPage,
    ),
  },
  {
    path: 'dialogue',
    ...lazyRoute(
      () => import('./routes/dialogue/dialogue'),
      (m) => m.DialoguePage,
    ),
  },
];

const appRoutes: RouteObject[] = [
  // '/' and unknown paths go home, logged in or not (a loader runs before any layout decides)
  { index: true, ...goHome },
  {
    path: 'reeprise',
    // plain React and CSS: the learner's first page paints without MUI (decision 021)
    ...lazyRoute(
      () => import('./routes/reeprise/text-list'),
      (m) => m.TextListPage,
      { mui: false, prefetch: prefetchTextList },
    ),
  },
  {
    path: 'reeprise/:generatedTextId',
    // plain too: the reader paints without MUI, its popover and forms load it on demand (decision 022)
    ...lazyRoute(
      () => import('./routes/reeprise/text-reader'),
      (m) => m.TextReaderPage,
      { mui: false, prefetch: prefetchTextReader },
    ),
  },
  {
    path: 'vocabulary_trainer',
    // plain React and CSS; MUI loads with the export menu, the import dialog and the editor (decision 023)
    ...lazyRoute(
      () => import('./routes/vocabulary/vocabulary-trainer'),
      (m) => m.VocabularyTrainerPage,
      { mui: false, prefetch: prefetchTrainer },
    ),
  },
  {
    path: 'vocabulary_training_mode',
    ...lazyRoute(
      () => import('./routes/vocabulary/training-mode'),
      (m) => m.TrainingModePage,
    ),
  },
  {
    path: 'statistics',
    // plain React and CSS, charts in plain SVG (decision 023)
    ...lazyRoute(
      () => import('./routes/statistics/statistics'),
      (m) => m.StatisticsPage,
      { mui: false, prefetch: prefetchStatistics },
    ),
  },
  {
    path: 'settings',
    ...lazyRoute(
      () => import('./routes/settings/settings'),
      (m) => m.SettingsPage,
    ),
  },
  { element: <RequireAccess gate="experimental" />, children: gatedByExperimental },
  {
    element: <RequireAccess gate="viewBarks" />,
    children: [
      {
        path: 'bark_classic',
        ...lazyRoute(
          () => import('./routes/barks/bark-classic'),
          (m) => m.BarkClassicPage,
        ),
      },
    ],
  },
  {
    element: <RequireAccess gate="viewShoppingList" />,
    children: [
      {
        path: 'shoppinglist',
        ...lazyRoute(
          () => import('./routes/shopping/shopping-list'),
          (m) => m.ShoppingListPage,
        ),
      },
    ],
  },
  // /admin lands here too when followed inside the SPA: the drawer loads it as a full page instead
  { path: '*', ...goHome },
];

const wishSpaceRoutes: RouteObject = {
  path: 'wishspace',
  element: <RequireAccess gate="experimental" denied="wishspace" />,
  errorElement: <WishspaceErrorElement />,
  children: [
    {
      index: true,
      ...lazyRoute(
        () => import('./routes/wishspace/wish-space-list'),
        (m) => m.WishSpaceListPage,
      ),
    },
    {
      path: 'create',
      ...lazyRoute(
        () => import('./routes/wishspace/wish-space-create'),
        (m) => m.WishSpaceCreatePage,
      ),
    },
    {
      path: ':wishSpaceId',
      ...lazyRoute(
        () => import('./routes/wishspace/wish-space-detail'),
        (m) => m.WishSpaceDetailPage,
      ),
    },
  ],
};

/**
 * The spec's route table (§2), rendered by declarative React Router (decision 028): `errorElement` is an
 * error boundary around the route, `handle` preloads a page or redirects. Exported for tests, which mount
 * it in a memory router.
 */
export const routes: RouteObject[] = [
  {
    // outside the common layout and without login: the guest's token is the authorization
    path: '/wishspace/:wishSpaceId/upload',
    errorElement: <UploadErrorElement />,
    element: <WishUploadPage />,
  },
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <NotFoundErrorElement />,
    children: [{ errorElement: <OuchErrorElement />, children: appRoutes }, wishSpaceRoutes],
  },
];

/**
 * In a browser that was signed in (decision 030): the page's code and first data,
 * asked for beside whoami instead of once it has answered (which the layout then does for any signed-in
 * user, finding them loaded or on their way).
 */
export function preloadSignedInPage(location: Partial<Location> | string, queryClient: QueryClient): void {
  const matches = matchRoutes(routes, location) ?? [];
  const { search = '' } = typeof location === 'string' ? parsePath(location) : location;
  void preloadPages(
    matches.map(({ route, params }) => ({ handle: route.handle, params })),
    { queryClient, search },
  );
}

/** The app at the browser's address. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes routes={routes} />
    </BrowserRouter>
  );
}
