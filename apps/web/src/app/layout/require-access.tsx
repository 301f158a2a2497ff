import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { useWhoami } from '@/features/auth/api/get-whoami';
import { useUserSettings } from '@/features/settings/api/get-user-settings';
import { canAccess, type Gate } from '@/lib/access';
import { lazyPage } from '../lazy-page';

const OuchScreen = lazyPage(() => import('../errors/ouch-screen'), (m) => m.OuchScreen);

/** A layout route: its pages render only for users who pass `gate`; others see 'Ouch!'. */
export function RequireAccess({ gate }: { gate: Gate }) {
  const { t } = useTranslation();
  // the common layout already waited for both; these read the cache
  const whoami = useWhoami();
  const settings = useUserSettings();
  if (!whoami.data) return null;
  if (gate === 'experimental' && settings.isPending) return <FullPageSpinner label={t('app.loading')} />;
  return canAccess(gate, whoami.data, settings.data) ? <Outlet /> : <OuchScreen />;
}
