import { useTranslation } from '@/lib/i18n/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { ShoppingListView } from '@/features/shopping-list/components/shopping-list-view';

/** /shoppinglist: the shopping list (spec §2), for holders of shoppinglist.view_shoppinglist. */
export function ShoppingListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.shoppingList')}</PageTitle>
      <ShoppingListView />
    </>
  );
}
