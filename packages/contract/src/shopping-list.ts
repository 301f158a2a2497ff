import { z } from 'zod';
import { inputText } from './text.js';

/** Longest item name of a shopping list entry. */
export const SHOPPING_ITEM_MAX_LENGTH = 200;
/** Most entries one shopping list may hold. */
export const SHOPPING_LIST_MAX_ENTRIES = 500;
/** The spec's message for an empty item name. */
export const SHOPPING_ITEM_REQUIRED_MESSAGE = 'Must have at least one character';

/** One entry as the client sends it: the name is trimmed, 1–200 characters. */
export const ShoppingListEntryInputSchema = z
  .object({
    item_name: inputText(SHOPPING_ITEM_MAX_LENGTH, `Must have at most ${SHOPPING_ITEM_MAX_LENGTH} characters`).min(
      1,
      SHOPPING_ITEM_REQUIRED_MESSAGE,
    ),
    in_cart: z.boolean(),
  })
  .strict();
export type ShoppingListEntryInput = z.infer<typeof ShoppingListEntryInputSchema>;

/** One entry as the server answers it. */
export const ShoppingListEntrySchema = z.object({ item_name: z.string(), in_cart: z.boolean() });
export type ShoppingListEntry = z.infer<typeof ShoppingListEntrySchema>;

/** A shopping list; `version` goes up with every write and makes stale writes detectable (409). */
export const ShoppingListSchema = z.object({
  id: z.number().int(),
  entries: z.array(ShoppingListEntrySchema),
  version: z.number().int(),
});
export type ShoppingList = z.infer<typeof ShoppingListSchema>;

/** PUT body: the whole entry list; with `version` the write is refused (409) when the list changed since. */
export const UpdateShoppingListSchema = z
  .object({
    id: z.number().int().positive(),
    entries: z
      .array(ShoppingListEntryInputSchema)
      .max(SHOPPING_LIST_MAX_ENTRIES, `A shopping list holds at most ${SHOPPING_LIST_MAX_ENTRIES} entries.`),
    version: z.number().int().min(0).optional(),
  })
  .strict();
export type UpdateShoppingList = z.infer<typeof UpdateShoppingListSchema>;

/** Path parameters of one shopping list. */
export const ShoppingListParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
