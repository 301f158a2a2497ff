import type { Whoami } from '@reeprise/contract';

export function presentWhoami(
  user: { id: number; username: string; isStaff: boolean; permissions: string[] } | null,
): Whoami {
  if (!user) return { userId: null, username: null, is_staff: false, permissions: [] };
  return { userId: user.id, username: user.username, is_staff: user.isStaff, permissions: user.permissions };
}
