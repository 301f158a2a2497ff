import { useTranslation } from '@/lib/i18n/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { CreateWishSpaceForm } from '@/features/wishes/components/create-wish-space-form';

/** /wishspace/create: name a new wish space. */
export function WishSpaceCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.wishSpaceCreate')}</PageTitle>
      <CreateWishSpaceForm />
    </>
  );
}
