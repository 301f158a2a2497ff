import type { Config } from '../config.js';
import type { Platform } from '../platform/platform.js';
import { AdminExtrasService } from '../modules/admin/admin-extras.service.js';
import { AdminService } from '../modules/admin/admin.service.js';
import { BarksService } from '../modules/barks/barks.service.js';
import { ChatService } from '../modules/chat/chat.service.js';
import { EarlyAccessService } from '../modules/early-access/early-access.service.js';
import { ShoppingListService } from '../modules/shopping-list/shopping-list.service.js';
import { WishesService } from '../modules/wishes/wishes.service.js';
import type { LearningServices } from './learning.js';
import type { Repositories } from './repositories.js';

/**
 * The staff and permission extras of issue 6 (admin API, wish spaces, barks, chat, shopping list, early
 * access), on the learning side's own instances (its session cache, its budgets), never copies.
 */
export function createExtrasServices(
  repos: Repositories,
  platform: Platform,
  core: Pick<LearningServices, 'users' | 'sessions' | 'settings' | 'usage'>,
  limits: Pick<Config['usageLimits'], 'wishSpaceMaxBytes'>,
) {
  const { barks, wishes, shoppingLists } = repos;
  return {
    shoppingLists: new ShoppingListService(shoppingLists),
    barks: new BarksService(barks, core.settings),
    wishes: new WishesService(wishes, repos.files, core.settings, core.usage, limits.wishSpaceMaxBytes),
    chat: new ChatService(repos.chat, core.settings, platform.queue, core.usage),
    earlyAccess: new EarlyAccessService(repos.earlyAccess, core.usage),
    admin: new AdminService(repos.admin, core.users, core.sessions),
    adminExtras: new AdminExtrasService(repos.adminLists, repos.admin, barks, wishes, shoppingLists),
  };
}

export type ExtrasServices = ReturnType<typeof createExtrasServices>;
