// leaflet's stylesheet only with this lazily loaded page
import 'leaflet/dist/leaflet.css';
import { PERMISSIONS } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { useWhoami } from '@/features/auth/api/get-whoami';
import { BarkMap } from '@/features/barks/components/bark-map';

/** /bark_classic: the barks map (lazily loaded), for holders of barks.view_bark. */
export function BarkClassicPage() {
  const { t } = useTranslation();
  const whoami = useWhoami();
  const canAdd = whoami.data?.permissions.includes(PERMISSIONS.addBark) ?? false;
  return (
    <>
      <PageTitle>{t('pages.barkClassic')}</PageTitle>
      <BarkMap canAdd={canAdd} />
    </>
  );
}
