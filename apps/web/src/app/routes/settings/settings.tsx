import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

/** /settings. For now only its title; the page's own issue fills it in. */
export function SettingsPage() {
  const { t } = useTranslation();
  return <PageTitle>{t('pages.settings')}</PageTitle>;
}
