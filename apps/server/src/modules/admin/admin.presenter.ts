import type {
  AdminBark,
  AdminBarkAccount,
  AdminEarlyAccess,
  AdminShoppingList,
  AdminText,
  AdminUser,
  AdminWishSpace,
} from '@reeprise/contract';
import { presentBark } from '../barks/barks.presenter.js';
import type {
  AdminBarkAccountRecord,
  AdminBarkRecord,
  AdminShoppingListRecord,
  AdminWishSpaceRecord,
  EarlyAccessRecord,
} from './admin-lists.repository.js';
import type { AdminTextRecord, AdminUserRecord } from './admin.repository.js';

export const presentAdminUser = (u: AdminUserRecord): AdminUser => ({
  id: u.id,
  username: u.username,
  is_staff: u.isStaff,
  is_active: u.isActive,
  permissions: u.permissions,
  created_at: u.createdAt,
});

export const presentAdminText = (t: AdminTextRecord): AdminText => ({
  id: t.id,
  topic: t.topic,
  status: t.status,
  language: t.language,
  level: t.level,
  text_type: t.textType,
  publicly_visible: t.publiclyVisible,
  view_count: t.viewCount,
  creator: t.creator,
  creator_id: t.creatorId,
  created_at: t.createdAt,
});

export const presentAdminBarkAccount = (a: AdminBarkAccountRecord): AdminBarkAccount => ({
  id: a.id,
  name: a.name,
  credits: a.credits,
  top_up_payment_url: a.topUpPaymentUrl,
  members: a.members,
  bark_count: a.barkCount,
  created_at: a.createdAt,
});

export const presentAdminBark = (b: AdminBarkRecord): AdminBark => ({
  ...presentBark(b),
  account_name: b.accountName,
  creator: b.creator,
});

export const presentAdminWishSpace = (s: AdminWishSpaceRecord): AdminWishSpace => ({
  id: s.id,
  name: s.name,
  owner: s.owner,
  owner_id: s.ownerId,
  wish_count: s.wishCount,
  created_at: s.createdAt,
});

export const presentAdminShoppingList = (l: AdminShoppingListRecord): AdminShoppingList => ({
  id: l.id,
  members: l.members,
  entry_count: l.entries.length,
  version: l.version,
  updated_at: l.updatedAt,
});

export const presentAdminEarlyAccess = (e: EarlyAccessRecord): AdminEarlyAccess => ({
  id: e.id,
  email: e.email,
  created_at: e.createdAt,
});
