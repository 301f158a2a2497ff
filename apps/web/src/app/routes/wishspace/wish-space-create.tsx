import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

/** /wishspace/create. For now only its title; the page's own issue fills it in. */
export function WishSpaceCreatePage() {
  const { t } = useTranslation();
  return <PageTitle>{t('pages.wishSpaceCreate')}</PageTitle>;
}
