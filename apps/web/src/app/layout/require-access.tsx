import { PERMISSIONS } from '@reeprise/contract';
import { lazy, Suspense } from 'react';
import { Outlet } from '@/lib/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { useWhoami } from '@/features/auth/api/get-whoami';
import { useUserSettings } from '@/features/settings/api/get-user-settings';
import { canAccess, type Gate } from '@/lib/access';
import { lazyPage } from '../lazy-page';
import { WithMui } from '../with-mui';

const OuchScreen = lazyPage(
  () => import('../errors/ouch-screen'),
  (m) => m.OuchScreen,
);
const WishspaceScreen = lazyPage(
  () => import('../errors/wishspace-error-screen'),
  (m) => m.WishspaceScreen,
);
// has props, so React's lazy directly rather than lazyPage
const PermissionScreen = lazy(() =>
  import('../errors/permission-screen').then((module) => ({ default: module.PermissionScreen })),
);

// the gates that are one permission: the screen names it instead of saying 'Ouch!'
const PERMISSION_OF: Partial<Record<Gate, string>> = {
  viewBarks: PERMISSIONS.viewBark,
  viewShoppingList: PERMISSIONS.viewShoppingList,
};

type Props = {
  gate: Gate;
  /** The spec's error screen of the area: 'Wishspace Not Accessible' on wish space routes, else 'Ouch!'. */
  denied?: 'ouch' | 'wishspace';
};

/** A layout route: its pages render only for users who pass `gate`; others see why not. */
export function RequireAccess({ gate, denied = 'ouch' }: Props) {
  const { t } = useTranslation();
  // the common layout already waited for both; these read the cache
  const whoami = useWhoami();
  const settings = useUserSettings();
  if (!whoami.data) return null;
  if (gate === 'experimental' && settings.isPending) return <FullPageSpinner label={t('app.loading')} />;
  if (canAccess(gate, whoami.data, settings.data)) return <Outlet />;
  const permission = PERMISSION_OF[gate];
  if (permission) {
    return (
      <Suspense fallback={<FullPageSpinner label={t('app.loading')} />}>
        <WithMui>
          <PermissionScreen
            permission={permission}
            username={whoami.data.username ?? ''}
            isStaff={whoami.data.is_staff}
          />
        </WithMui>
      </Suspense>
    );
  }
  return denied === 'wishspace' ? <WishspaceScreen /> : <OuchScreen />;
}
