import { apiPath } from './paths.js';

/**
 * The API paths of the staff's extras (admin, barks, chat, wishes, the shopping list), declared once like
 * `paths` (issue 37) and used the same way: `extrasPaths.chat.detail.pattern` for the server's route,
 * `extrasPaths.chat.detail(7)` for the client's URL. A module of their own because `paths` is in every
 * learner page's first JavaScript, whose budgets leave no room for paths only staff call: this one comes
 * with the extras' and the admin page's chunks. The patterns are the spec's, trailing slashes and all.
 */

const ADMIN = '/api/admin/';
const BARK_ACCOUNTS = `${ADMIN}bark_accounts/`;
const ADMIN_SHOPPING_LISTS = `${ADMIN}shopping_lists/`;
const CONVERSATIONS = '/api/chat/conversations/';
const WISH_SPACES = '/api/wishes/wish_spaces/';
const SHOPPING_LISTS = '/api/shoppinglist/shopping_list/';

export const extrasPaths = {
  /** Staff only, every one (the admin page) */
  admin: {
    users: {
      /** GET: a page of users; POST: a new user */
      collection: apiPath(`${ADMIN}users/`),
      /** GET, PATCH */
      detail: apiPath(`${ADMIN}users/:id/`),
      setPassword: apiPath(`${ADMIN}users/:id/set_password/`),
    },
    texts: {
      collection: apiPath(`${ADMIN}texts/`),
      /** PATCH (unpublish), DELETE */
      detail: apiPath(`${ADMIN}texts/:id/`),
    },
    barkAccounts: {
      /** GET, POST */
      collection: apiPath(BARK_ACCOUNTS),
      /** PATCH, DELETE */
      detail: apiPath(`${BARK_ACCOUNTS}:id/`),
      /** POST: a member by username */
      members: apiPath(`${BARK_ACCOUNTS}:id/members/`),
      /** DELETE */
      member: apiPath(`${BARK_ACCOUNTS}:id/members/:username/`),
    },
    barks: {
      collection: apiPath(`${ADMIN}barks/`),
      /** DELETE */
      detail: apiPath(`${ADMIN}barks/:id/`),
    },
    wishSpaces: {
      collection: apiPath(`${ADMIN}wish_spaces/`),
      /** DELETE */
      detail: apiPath(`${ADMIN}wish_spaces/:id/`),
    },
    shoppingLists: {
      collection: apiPath(ADMIN_SHOPPING_LISTS),
      /** POST: a member by username */
      members: apiPath(`${ADMIN_SHOPPING_LISTS}:id/members/`),
      /** DELETE */
      member: apiPath(`${ADMIN_SHOPPING_LISTS}:id/members/:username/`),
    },
    earlyAccess: {
      collection: apiPath(`${ADMIN}early_access/`),
    },
    llmUsage: apiPath(`${ADMIN}llm_usage/`),
  },
  barks: {
    accounts: apiPath('/api/barks/accounts/'),
    /** GET: the map's pins; POST: a new one */
    collection: apiPath('/api/barks/barks/'),
  },
  chat: {
    /** GET: a page of conversations; POST: a new one */
    collection: apiPath(CONVERSATIONS),
    detail: apiPath(`${CONVERSATIONS}:id/`),
    messages: apiPath(`${CONVERSATIONS}:id/messages/`),
  },
  wishes: {
    /** GET: a page of wish spaces; POST: a new one */
    collection: apiPath(WISH_SPACES),
    detail: apiPath(`${WISH_SPACES}:id/`),
    regenerateToken: apiPath(`${WISH_SPACES}:id/regenerate_token/`),
    /** a guest's, with the space's upload token */
    uploadInfo: apiPath(`${WISH_SPACES}:id/upload_info/`),
    /** POST: a guest's recording, with the space's upload token */
    upload: apiPath(`${WISH_SPACES}:id/wishes/`),
    audio: apiPath('/api/wishes/wishes/:id/audio/'),
  },
  shoppingLists: {
    collection: apiPath(SHOPPING_LISTS),
    /** PUT: every entry at once */
    detail: apiPath(`${SHOPPING_LISTS}:id/`),
  },
} as const;
