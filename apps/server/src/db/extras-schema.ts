import type { Generated } from 'kysely';

// Booleans are 0/1 and timestamps ISO strings on both engines, as in schema.ts (decision 002).

export interface ShoppingListsTable {
  id: Generated<number>;
  /** Each user creates at most one list (on first use); others reach it as members. */
  created_by: number;
  /** JSON array of `{item_name, in_cart}`; the whole list is replaced on every write. */
  entries: Generated<string>;
  /** Bumped by every write, for optimistic concurrency. */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ShoppingListMembersTable {
  list_id: number;
  user_id: number;
  created_at: string;
}

export interface BarkAccountsTable {
  id: Generated<number>;
  name: string;
  credits: Generated<number>;
  top_up_payment_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface BarkAccountMembersTable {
  account_id: number;
  user_id: number;
  created_at: string;
}

export interface BarksTable {
  id: Generated<number>;
  account_id: number;
  creator_id: number | null;
  title: string;
  note: Generated<string>;
  latitude: number;
  longitude: number;
  created_at: string;
}

export interface WishSpacesTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  /** The secret of the guest upload link; shown to the owner, so stored as is. */
  upload_token: string;
  /** Bytes of the recordings stored or being uploaded (reserved before an upload is read). */
  stored_bytes: Generated<number>;
  /** Wishes stored or being uploaded, reserved like stored_bytes. */
  stored_wishes: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface WishesTable {
  id: Generated<number>;
  space_id: number;
  /** The recording in the files table (kind 'wish-audio'). */
  file_id: number;
  title: string;
  created_at: string;
}

export interface ChatConversationsTable {
  id: Generated<number>;
  owner_id: number;
  /** Null until the first message names the conversation. */
  title: string | null;
  language: string;
  level: string;
  created_at: string;
  updated_at: string;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  role: string;
  content: Generated<string>;
  status: string;
  error: string | null;
  created_at: string;
  updated_at: string;
}

export interface EarlyAccessSignupsTable {
  id: Generated<number>;
  email: string;
  created_at: string;
}


/** Kysely table types of the extras (issue 6); merged into DB in schema.ts. */
export interface ExtrasTables {
  shopping_lists: ShoppingListsTable;
  shopping_list_members: ShoppingListMembersTable;
  bark_accounts: BarkAccountsTable;
  bark_account_members: BarkAccountMembersTable;
  barks: BarksTable;
  wish_spaces: WishSpacesTable;
  wishes: WishesTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  early_access_signups: EarlyAccessSignupsTable;
}
