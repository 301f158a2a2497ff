import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

/** /shoppinglist. For now only its title; the page's own issue fills it in. */
export function ShoppingListPage() {
  const { t } = useTranslation();
  return <PageTitle>{t('pages.shoppingList')}</PageTitle>;
}
