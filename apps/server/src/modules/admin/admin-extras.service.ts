import type { AdminCreateBarkAccount, AdminUpdateBarkAccount } from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { badRequest, notFound } from '../../plugins/http-error.js';
import type { BarksRepository } from '../barks/barks.repository.js';
import type { ShoppingListRepository } from '../shopping-list/shopping-list.repository.js';
import type { WishesRepository } from '../wishes/wishes.repository.js';
import type {
  AdminBarkAccountRecord,
  AdminListsRepository,
  AdminShoppingListRecord,
} from './admin-lists.repository.js';
import { loadPage, type PageRequest } from './admin-paging.js';
import type { AdminRepository } from './admin.repository.js';

/** Staff-only management of bark accounts, barks, wish spaces, shopping lists and early-access addresses. */
export class AdminExtrasService {
  constructor(
    private readonly lists: AdminListsRepository,
    private readonly users: AdminRepository,
    private readonly barks: BarksRepository,
    private readonly wishes: WishesRepository,
    private readonly shopping: ShoppingListRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** One page of bark accounts with their members, searched by name. */
  barkAccounts(page: PageRequest) {
    return loadPage((search, beforeId, limit) => this.lists.barkAccounts(search, beforeId, limit), page);
  }

  /** One bark account with its members; 404 when unknown. */
  async barkAccount(id: number): Promise<AdminBarkAccountRecord> {
    const account = await this.lists.barkAccount(id);
    if (!account) throw notFound('No such bark account.');
    return account;
  }

  /** A new account; every member named must exist (400 names the unknown ones). */
  async createBarkAccount(body: AdminCreateBarkAccount): Promise<AdminBarkAccountRecord> {
    const memberIds = await this.userIds(body.members, 'members');
    const id = await this.barks.createAccount({
      name: body.name,
      credits: body.credits,
      topUpPaymentUrl: body.top_up_payment_url,
      memberIds,
      now: nowIso(this.clock()),
    });
    return this.barkAccount(id);
  }

  /** Changes name, credits or the top-up URL. */
  async updateBarkAccount(id: number, patch: AdminUpdateBarkAccount): Promise<AdminBarkAccountRecord> {
    await this.barkAccount(id);
    await this.barks.updateAccount(
      id,
      { name: patch.name, credits: patch.credits, topUpPaymentUrl: patch.top_up_payment_url },
      nowIso(this.clock()),
    );
    return this.barkAccount(id);
  }

  /** Deletes an account with its memberships and barks. */
  async deleteBarkAccount(id: number): Promise<void> {
    if (!(await this.barks.deleteAccount(id))) throw notFound('No such bark account.');
  }

  /** Adds a member by username (a member already is one: no change). */
  async addBarkMember(id: number, username: string): Promise<AdminBarkAccountRecord> {
    await this.barkAccount(id);
    const [userId] = await this.userIds([username], 'username');
    await this.barks.addMember(id, userId, nowIso(this.clock()));
    return this.barkAccount(id);
  }

  /** Removing someone who is not a member changes nothing and is not an error. */
  async removeBarkMember(id: number, username: string): Promise<AdminBarkAccountRecord> {
    await this.barkAccount(id);
    await this.barks.removeMember(id, await this.existingUserId(username));
    return this.barkAccount(id);
  }

  /** One page of barks, searched by title or account name. */
  listBarks(page: PageRequest) {
    return loadPage((search, beforeId, limit) => this.lists.barks(search, beforeId, limit), page);
  }

  /** Deletes one bark. */
  async deleteBark(id: number): Promise<void> {
    if (!(await this.barks.deleteBark(id))) throw notFound('No such bark.');
  }

  /** One page of wish spaces with owner and wish count, searched by name or owner. */
  wishSpaces(page: PageRequest) {
    return loadPage((search, beforeId, limit) => this.lists.wishSpaces(search, beforeId, limit), page);
  }

  /** Deletes a wish space with its wishes and their recordings. */
  async deleteWishSpace(id: number): Promise<void> {
    if (!(await this.wishes.deleteSpace(id))) throw notFound('No such wish space.');
  }

  /** One page of shopping lists with their members, searched by member. */
  shoppingLists(page: PageRequest) {
    return loadPage((search, beforeId, limit) => this.lists.shoppingLists(search, beforeId, limit), page);
  }

  /** One shopping list with its members; 404 when unknown. */
  async shoppingList(id: number): Promise<AdminShoppingListRecord> {
    const list = await this.lists.shoppingList(id);
    if (!list) throw notFound('No such shopping list.');
    return list;
  }

  /** Shares a list with another user. */
  async addShoppingMember(id: number, username: string): Promise<AdminShoppingListRecord> {
    await this.shoppingList(id);
    const [userId] = await this.userIds([username], 'username');
    await this.shopping.addMember(id, userId, nowIso(this.clock()));
    return this.shoppingList(id);
  }

  /** Removes a member from a list (not being one is no error). */
  async removeShoppingMember(id: number, username: string): Promise<AdminShoppingListRecord> {
    await this.shoppingList(id);
    await this.shopping.removeMember(id, await this.existingUserId(username));
    return this.shoppingList(id);
  }

  /** One page of early-access addresses, searched by address. */
  earlyAccess(page: PageRequest) {
    return loadPage((search, beforeId, limit) => this.lists.earlyAccess(search, beforeId, limit), page);
  }

  /** Ids of the named users; any unknown name is a 400 on the field. */
  private async userIds(usernames: string[], field: 'username' | 'members'): Promise<number[]> {
    const found = await Promise.all(
      [...new Set(usernames)].map(async (name) => [name, await this.users.userIdByUsername(name)] as const),
    );
    const unknown = found.filter(([, id]) => id === undefined).map(([name]) => name);
    if (unknown.length > 0) {
      const message = `No user named ${unknown.map((name) => `'${name}'`).join(', ')}.`;
      throw badRequest(message, { [field]: [message] });
    }
    return found.map(([, id]) => id!);
  }

  private async existingUserId(username: string): Promise<number> {
    const id = await this.users.userIdByUsername(username);
    if (id === undefined) throw notFound(`No user named '${username}'.`);
    return id;
  }
}
