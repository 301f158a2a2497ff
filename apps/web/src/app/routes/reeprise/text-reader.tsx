import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

/** /reeprise/:generatedTextId: the text reader. For now only its title; the page's own issue fills it in. */
export function TextReaderPage() {
  const { t } = useTranslation();
  return <PageTitle>{t('pages.textReader')}</PageTitle>;
}
