import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

/** /wishspace: the wish space list. For now only its title; the page's own issue fills it in. */
export function WishSpaceListPage() {
  const { t } = useTranslation();
  return <PageTitle>{t('pages.wishSpaces')}</PageTitle>;
}
