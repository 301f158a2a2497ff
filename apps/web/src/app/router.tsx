import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { NotFoundErrorElement } from './errors/not-found-screen';
import { OuchErrorElement } from './errors/ouch-screen';
import { UploadErrorElement } from './errors/upload-error-screen';
import { WishspaceErrorElement } from './errors/wishspace-error-screen';
import { AppLayout } from './layout/app-layout';
import { RequireAccess } from './layout/require-access';

const HOME = '/reeprise';

// the loader redirects before anything renders; the element is there for completeness
const goHome = { loader: () => redirect(HOME), element: <Navigate to={HOME} replace /> };

// every page is its own chunk, loaded when first visited
const gatedByExperimental: RouteObject[] = [
  {
    path: 'vocabulary_trainer_new',
    lazy: async () => ({
      Component: (await import('./routes/vocabulary/training-settings')).TrainingSettingsPage,
    }),
  },
  {
    path: 'bark_account',
    lazy: async () => ({ Component: (await import('./routes/barks/bark-account')).BarkAccountPage }),
  },
  { path: 'chat', lazy: async () => ({ Component: (await import('./routes/chat/chat')).ChatPage }) },
  {
    path: 'check_your_email',
    lazy: async () => ({ Component: (await import('./routes/account/check-your-email')).CheckYourEmailPage }),
  },
  {
    path: 'dialogue',
    lazy: async () => ({ Component: (await import('./routes/dialogue/dialogue')).DialoguePage }),
  },
];

const appRoutes: RouteObject[] = [
  // '/' and unknown paths go home, logged in or not (a loader runs before any layout decides)
  { index: true, ...goHome },
  {
    path: 'reeprise',
    lazy: async () => ({ Component: (await import('./routes/reeprise/text-list')).TextListPage }),
  },
  {
    path: 'reeprise/:generatedTextId',
    lazy: async () => ({ Component: (await import('./routes/reeprise/text-reader')).TextReaderPage }),
  },
  {
    path: 'vocabulary_trainer',
    lazy: async () => ({
      Component: (await import('./routes/vocabulary/vocabulary-trainer')).VocabularyTrainerPage,
    }),
  },
  {
    path: 'vocabulary_training_mode',
    lazy: async () => ({ Component: (await import('./routes/vocabulary/training-mode')).TrainingModePage }),
  },
  {
    path: 'statistics',
    lazy: async () => ({ Component: (await import('./routes/statistics/statistics')).StatisticsPage }),
  },
  {
    path: 'settings',
    lazy: async () => ({ Component: (await import('./routes/settings/settings')).SettingsPage }),
  },
  { element: <RequireAccess gate="experimental" />, children: gatedByExperimental },
  {
    element: <RequireAccess gate="viewBarks" />,
    children: [
      {
        path: 'bark_classic',
        lazy: async () => ({ Component: (await import('./routes/barks/bark-classic')).BarkClassicPage }),
      },
    ],
  },
  {
    element: <RequireAccess gate="viewShoppingList" />,
    children: [
      {
        path: 'shoppinglist',
        lazy: async () => ({ Component: (await import('./routes/shopping/shopping-list')).ShoppingListPage }),
      },
    ],
  },
  // /admin lands here too when followed inside the SPA: the drawer loads it as a full page instead
  { path: '*', ...goHome },
];

const wishSpaceRoutes: RouteObject = {
  path: 'wishspace',
  element: <RequireAccess gate="experimental" />,
  errorElement: <WishspaceErrorElement />,
  children: [
    {
      index: true,
      lazy: async () => ({
        Component: (await import('./routes/wishspace/wish-space-list')).WishSpaceListPage,
      }),
    },
    {
      path: 'create',
      lazy: async () => ({
        Component: (await import('./routes/wishspace/wish-space-create')).WishSpaceCreatePage,
      }),
    },
    {
      path: ':wishSpaceId',
      lazy: async () => ({
        Component: (await import('./routes/wishspace/wish-space-detail')).WishSpaceDetailPage,
      }),
    },
  ],
};

/** The spec's route table (§2). Exported for tests, which mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    // outside the common layout and without login: the guest's token is the authorization
    path: '/wishspace/:wishSpaceId/upload',
    errorElement: <UploadErrorElement />,
    hydrateFallbackElement: <FullPageSpinner label="Reeprise" />,
    lazy: async () => ({ Component: (await import('./routes/wishspace/wish-upload')).WishUploadPage }),
  },
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <NotFoundErrorElement />,
    hydrateFallbackElement: <FullPageSpinner label="Reeprise" />,
    children: [{ errorElement: <OuchErrorElement />, children: appRoutes }, wishSpaceRoutes],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
