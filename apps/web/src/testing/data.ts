import { PERMISSIONS, type UserSettings, type Whoami } from '@reeprise/contract';

let nextId = 1;

/** A logged-in user; override what the test is about. */
export function buildWhoami(overrides: Partial<Whoami> = {}): Whoami {
  const id = nextId++;
  return { userId: id, username: `learner${id}`, is_staff: false, permissions: [], ...overrides };
}

export function buildStaff(overrides: Partial<Whoami> = {}): Whoami {
  return buildWhoami({ is_staff: true, ...overrides });
}

export const WITH_BARKS = [PERMISSIONS.viewBark];
export const WITH_SHOPPING_LIST = [PERMISSIONS.viewShoppingList];

export function buildSettings(overrides: Partial<UserSettings> = {}): UserSettings {
  return {
    mother_tongue: 'ENGLISH',
    show_welcome_card: true,
    show_experimental_features: false,
    app_name: null,
    desired_retention: 0.9,
    show_new_word_marks: true,
    ...overrides,
  };
}
