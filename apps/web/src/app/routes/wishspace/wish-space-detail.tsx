import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

/** /wishspace/:wishSpaceId: one wish space. For now only its title; the page's own issue fills it in. */
export function WishSpaceDetailPage() {
  const { t } = useTranslation();
  return <PageTitle>{t('pages.wishSpace')}</PageTitle>;
}
