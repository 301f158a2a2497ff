import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

/** /bark_classic: the barks map. For now only its title; the page's own issue fills it in. */
export function BarkClassicPage() {
  const { t } = useTranslation();
  return <PageTitle>{t('pages.barkClassic')}</PageTitle>;
}
