import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

/** /chat. For now only its title; the page's own issue fills it in. */
export function ChatPage() {
  const { t } = useTranslation();
  return <PageTitle>{t('pages.chat')}</PageTitle>;
}
