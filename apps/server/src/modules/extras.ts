import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/admin.routes.js';
import { barksRoutes } from './barks/barks.routes.js';
import { chatRoutes } from './chat/chat.routes.js';
import { earlyAccessRoutes } from './early-access/early-access.routes.js';
import { shoppingListRoutes } from './shopping-list/shopping-list.routes.js';
import { wishesRoutes } from './wishes/wishes.routes.js';

/**
 * The routes of the staff and permission extras of issue 6, registered together so app.ts stays small;
 * their services are built with every other one in context/extras.ts.
 */
export async function extrasRoutes(app: FastifyInstance): Promise<void> {
  await app.register(shoppingListRoutes);
  await app.register(barksRoutes);
  await app.register(wishesRoutes);
  await app.register(chatRoutes);
  await app.register(earlyAccessRoutes);
  await app.register(adminRoutes);
}
