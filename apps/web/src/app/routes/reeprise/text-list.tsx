import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

/** /reeprise: create form and the list of texts. For now only its title; the page's own issue fills it in. */
export function TextListPage() {
  const { t } = useTranslation();
  return <PageTitle>{t('pages.textList')}</PageTitle>;
}
