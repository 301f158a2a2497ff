import type { Whoami } from '@reeprise/contract';

/** The login status; `pic` (the user's picture URL or null) only when it was looked up. */
export function presentWhoami(
  user: { id: number; username: string; isStaff: boolean; permissions: string[] } | null,
  pic?: string | null,
): Whoami {
  if (!user) return { userId: null, username: null, is_staff: false, permissions: [] };
  const whoami: Whoami = {
    userId: user.id,
    username: user.username,
    is_staff: user.isStaff,
    permissions: user.permissions,
  };
  return pic === undefined ? whoami : { ...whoami, pic };
}
