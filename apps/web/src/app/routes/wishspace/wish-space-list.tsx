import { useTranslation } from '@/lib/i18n/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { WishSpaceList } from '@/features/wishes/components/wish-space-list';

/** /wishspace: the user's wish spaces (lazily loaded; staff with experimental features). */
export function WishSpaceListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.wishSpaces')}</PageTitle>
      <WishSpaceList />
    </>
  );
}
