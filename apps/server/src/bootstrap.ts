import { randomBytes } from 'node:crypto';
import type { AppContext } from './context.js';

/**
 * On the very first start there is nobody to log in as: create the staff user `admin` with a random
 * password and hand it to the operator once. Only its hash is stored.
 */
export async function ensureAdminUser(ctx: AppContext): Promise<{ username: string; password: string } | null> {
  const existing = await ctx.services.users.list();
  if (existing.length > 0) return null;
  const password = randomBytes(12).toString('base64url');
  await ctx.services.users.create({ username: 'admin', password, isStaff: true, permissions: [] });
  return { username: 'admin', password };
}
