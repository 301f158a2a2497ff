import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

/** /dialogue: the static dialogue demo. For now only its title; the page's own issue fills it in. */
export function DialoguePage() {
  const { t } = useTranslation();
  return <PageTitle>{t('pages.dialogue')}</PageTitle>;
}
