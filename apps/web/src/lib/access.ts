import { PERMISSIONS, type UserSettings, type Whoami } from '@reeprise/contract';

/**
 * What a page or navigation item needs (spec §6). The server enforces the same rules;
 * these only decide what the interface offers.
 */
export type Gate = 'staff' | 'experimental' | 'viewBarks' | 'viewShoppingList';

/** No userId or no username means logged out (spec §7). */
export function isLoggedIn(whoami: Whoami | undefined): boolean {
  return whoami?.userId != null && whoami.username != null;
}

export function canAccess(gate: Gate, whoami: Whoami, settings: UserSettings | undefined): boolean {
  switch (gate) {
    case 'staff':
      return whoami.is_staff;
    case 'experimental':
      return whoami.is_staff && settings?.show_experimental_features === true;
    case 'viewBarks':
      return whoami.permissions.includes(PERMISSIONS.viewBark);
    case 'viewShoppingList':
      return whoami.permissions.includes(PERMISSIONS.viewShoppingList);
  }
}
