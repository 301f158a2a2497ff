import type { UpdateShoppingList } from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { HttpError, badRequest, notFound } from '../../plugins/http-error.js';
import type { AuthUser } from '../auth/session.service.js';
import type { ShoppingListRecord, ShoppingListRepository } from './shopping-list.repository.js';

export const STALE_SHOPPING_LIST_MESSAGE =
  'The shopping list was changed in the meantime. Reload it and apply your change again.';

/** Shopping lists: members only; whole-list writes with optimistic concurrency. */
export class ShoppingListService {
  constructor(
    private readonly lists: ShoppingListRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The user’s lists; a user who belongs to none gets their own list (back) on first use. */
  async listsOf(user: AuthUser): Promise<ShoppingListRecord[]> {
    const found = await this.lists.listForMember(user.id);
    if (found.length > 0) return found;
    await this.lists.ensureOwnList(user.id, nowIso(this.clock()));
    return this.lists.listForMember(user.id);
  }

  /** Replaces the entries of a list the user belongs to; a stale `version` is a 409, nothing is lost silently. */
  async replace(user: AuthUser, id: number, body: UpdateShoppingList): Promise<ShoppingListRecord> {
    if (body.id !== id) throw badRequest('The id in the body does not match the URL.');
    const list = await this.lists.findForMember(id, user.id);
    if (!list) throw notFound();
    if (body.version !== undefined && body.version !== list.version)
      throw new HttpError(409, STALE_SHOPPING_LIST_MESSAGE);
    const written = await this.lists.replaceEntries(
      id,
      body.entries,
      body.version ?? null,
      nowIso(this.clock()),
    );
    // a write that landed between our read and our update
    if (!written) throw new HttpError(409, STALE_SHOPPING_LIST_MESSAGE);
    return (await this.lists.findById(id))!;
  }
}
