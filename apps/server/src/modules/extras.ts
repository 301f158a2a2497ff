import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Platform } from '../platform/platform.js';
import type { FilesRepository } from './files/files.repository.js';
import type { UsageBudget } from './usage/usage-budget.js';
import type { UserSettingsService } from './user-settings/user-settings.service.js';
import type { UsersService } from './users/users.service.js';
import { AdminExtrasService } from './admin/admin-extras.service.js';
import { AdminListsRepository } from './admin/admin-lists.repository.js';
import { AdminRepository } from './admin/admin.repository.js';
import { adminRoutes } from './admin/admin.routes.js';
import { AdminService, type AdminSessions } from './admin/admin.service.js';
import { BarksRepository } from './barks/barks.repository.js';
import { barksRoutes } from './barks/barks.routes.js';
import { BarksService } from './barks/barks.service.js';
import { defineChatReplyJob } from './chat/chat-reply.job.js';
import { ChatRepository } from './chat/chat.repository.js';
import { LlmUsageRecorder } from './llm-usage/llm-usage-meter.js';
import { LlmUsageRepository } from './llm-usage/llm-usage.repository.js';
import { chatRoutes } from './chat/chat.routes.js';
import { ChatService } from './chat/chat.service.js';
import { EarlyAccessRepository } from './early-access/early-access.repository.js';
import { earlyAccessRoutes } from './early-access/early-access.routes.js';
import { EarlyAccessService } from './early-access/early-access.service.js';
import { ShoppingListRepository } from './shopping-list/shopping-list.repository.js';
import { shoppingListRoutes } from './shopping-list/shopping-list.routes.js';
import { ShoppingListService } from './shopping-list/shopping-list.service.js';
import { WishesRepository } from './wishes/wishes.repository.js';
import { wishesRoutes } from './wishes/wishes.routes.js';
import { WishesService } from './wishes/wishes.service.js';

/** The core services the extras use: the app's own instances (and their session cache), never copies. */
export interface ExtrasCoreServices {
  users: Pick<UsersService, 'create' | 'setPassword'>;
  sessions: AdminSessions;
  settings: Pick<UserSettingsService, 'hasExperimentalFeatures'>;
  files: Pick<FilesRepository, 'get'>;
  usage: UsageBudget;
}

/**
 * The staff and permission extras of issue 6 (admin API, wish spaces, barks, chat, shopping list,
 * early access). One integration point so context.ts and app.ts stay small.
 */
export function createExtrasServices(
  db: Database,
  platform: Platform,
  core: ExtrasCoreServices,
  limits: Pick<Config['usageLimits'], 'wishSpaceMaxBytes'>,
) {
  const barks = new BarksRepository(db);
  const wishes = new WishesRepository(db);
  const shopping = new ShoppingListRepository(db);
  const adminRepo = new AdminRepository(db);
  return {
    shoppingLists: new ShoppingListService(shopping),
    barks: new BarksService(barks, core.settings),
    wishes: new WishesService(wishes, core.files, core.settings, core.usage, limits.wishSpaceMaxBytes),
    chat: new ChatService(new ChatRepository(db), core.settings, platform.queue, core.usage),
    earlyAccess: new EarlyAccessService(new EarlyAccessRepository(db), core.usage),
    admin: new AdminService(adminRepo, core.users, core.sessions),
    adminExtras: new AdminExtrasService(new AdminListsRepository(db), adminRepo, barks, wishes, shopping),
  };
}

/** The services of the extras, as `createExtrasServices` wires them. */
export type ExtrasServices = ReturnType<typeof createExtrasServices>;

/** Background jobs of the extras (the tutor's chat answers). */
export function defineExtrasJobs(
  db: Database,
  platform: Platform,
  log: (message: string, error?: unknown) => void,
  backoffMs: number,
): void {
  defineChatReplyJob(platform.queue, {
    chat: new ChatRepository(db),
    llm: platform.llm,
    usage: new LlmUsageRecorder(new LlmUsageRepository(db), log),
    live: platform.live,
    log,
    backoffMs,
  });
}

/** Chat answers a crash or a stop left PENDING. */
export function resumeExtrasWork(extras: ExtrasServices): Promise<number> {
  return extras.chat.resumePending();
}

export async function extrasRoutes(app: FastifyInstance): Promise<void> {
  await app.register(shoppingListRoutes);
  await app.register(barksRoutes);
  await app.register(wishesRoutes);
  await app.register(chatRoutes);
  await app.register(earlyAccessRoutes);
  await app.register(adminRoutes);
}
