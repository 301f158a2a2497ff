import { randomBytes } from 'node:crypto';
import type { AppContext } from './context.js';

/**
 * On the very first start there is nobody to log in as: create the staff user `admin` with a random
 * password and hand it to the operator once. Only its hash is stored.
 */
export async function ensureAdminUser(ctx: AppContext): Promise<{ username: string; password: string } | null> {
  // a count, not the list: a start must not read every user (with permissions) of a large deployment
  if ((await ctx.services.users.count()) > 0) return null;
  const password = randomBytes(12).toString('base64url');
  await ctx.services.users.create({ username: 'admin', password, isStaff: true, permissions: [] });
  return { username: 'admin', password };
}
