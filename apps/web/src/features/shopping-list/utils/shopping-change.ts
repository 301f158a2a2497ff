import type { ShoppingListEntry } from '@reeprise/contract';

/** One user action on the list; it names entries by content, so it can be re-applied to a newer list. */
export type ShoppingChange =
  | { kind: 'add'; item_name: string }
  | { kind: 'toggle'; entry: ShoppingListEntry }
  | { kind: 'delete'; entry: ShoppingListEntry };

const sameEntry = (a: ShoppingListEntry, b: ShoppingListEntry) =>
  a.item_name === b.item_name && a.in_cart === b.in_cart;

/**
 * The entries after `change`. An entry that another tab already removed or toggled is left alone:
 * the other tab's write wins for that entry, nothing else is lost.
 */
export function applyShoppingChange(
  entries: ShoppingListEntry[],
  change: ShoppingChange,
): ShoppingListEntry[] {
  switch (change.kind) {
    case 'add':
      return [...entries, { item_name: change.item_name, in_cart: false }];
    case 'toggle': {
      const index = entries.findIndex((entry) => sameEntry(entry, change.entry));
      if (index < 0) return entries;
      return entries.map((entry, i) => (i === index ? { ...entry, in_cart: !entry.in_cart } : entry));
    }
    case 'delete': {
      const index = entries.findIndex((entry) => sameEntry(entry, change.entry));
      if (index < 0) return entries;
      return entries.filter((_, i) => i !== index);
    }
  }
}
