import type { ShoppingList } from '@reeprise/contract';
import type { ShoppingListRecord } from './shopping-list.repository.js';

export const presentShoppingList = (list: ShoppingListRecord): ShoppingList => ({
  id: list.id,
  entries: list.entries.map((entry) => ({ item_name: entry.item_name, in_cart: entry.in_cart })),
  version: list.version,
});
