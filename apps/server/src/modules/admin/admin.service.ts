import type { AdminCreateUser, AdminUpdateUser } from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { badRequest, notFound } from '../../plugins/http-error.js';
import type { AuthUser, SessionService } from '../auth/session.service.js';
import type { UsersService } from '../users/users.service.js';
import { loadPage, type PageRequest } from './admin-paging.js';
import type { AdminRepository, AdminTextRecord, AdminUserRecord } from './admin.repository.js';

/**
 * The session operations the admin area needs. `invalidateUser` (drop cached sessions so changed rights
 * apply at once) is used when the session service offers it.
 */
export type AdminSessions = Pick<SessionService, 'endOthers'> & {
  invalidateUser(userId: number): Promise<void>;
};

/** Staff-only management of users and texts (the routes check is_staff for every call). */
export class AdminService {
  constructor(
    private readonly repo: AdminRepository,
    private readonly accounts: Pick<UsersService, 'create' | 'setPassword'>,
    private readonly sessions: AdminSessions,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** One page of users, newest first, searched by username. */
  listUsers(page: PageRequest) {
    return loadPage((search, beforeId, limit) => this.repo.listUsers(search, beforeId, limit), page);
  }

  /** One user with permissions; 404 when unknown. */
  async getUser(id: number): Promise<AdminUserRecord> {
    const user = await this.repo.findUser(id);
    if (!user) throw notFound('No such user.');
    return user;
  }

  /** Creates an active user with the same rules as the CLI (password strength, unique name: 409). */
  async createUser(body: AdminCreateUser): Promise<AdminUserRecord> {
    const created = await this.accounts.create({
      username: body.username,
      password: body.password,
      isStaff: body.is_staff,
      permissions: body.permissions,
    });
    return this.getUser(created.id);
  }

  /** Staff flag, active flag and permissions; nobody can demote or lock out themselves. A deactivated user is logged out. */
  async updateUser(actor: AuthUser, id: number, patch: AdminUpdateUser): Promise<AdminUserRecord> {
    const target = await this.getUser(id);
    if (target.id === actor.id && patch.is_staff === false)
      throw badRequest('You cannot remove your own staff flag.');
    if (target.id === actor.id && patch.is_active === false)
      throw badRequest('You cannot deactivate yourself.');
    await this.repo.updateUser(id, {
      isStaff: patch.is_staff,
      isActive: patch.is_active,
      permissions: patch.permissions ? [...new Set(patch.permissions)] : undefined,
    });
    if (patch.is_active === false) await this.sessions.endOthers(id);
    else await this.sessions.invalidateUser(id);
    return this.getUser(id);
  }

  /** Sets a new password and ends every session of that user. */
  async setPassword(id: number, password: string): Promise<void> {
    const target = await this.getUser(id);
    await this.accounts.setPassword(target.username, password);
    await this.sessions.endOthers(id);
  }

  /** One page of public texts, newest first, searched by topic or creator (the moderation list). */
  listTexts(page: PageRequest) {
    return loadPage((search, beforeId, limit) => this.repo.listTexts(search, beforeId, limit), page);
  }

  /**
   * Takes a public text out of everybody's list; only its creator can make it public again. A private
   * text is a 404, as in the list: its topic is not the staff's to read, not even by its id.
   */
  async unpublishText(id: number): Promise<AdminTextRecord> {
    const text = await this.repo.findText(id);
    if (!text?.publiclyVisible) throw notFound();
    await this.repo.unpublishText(id, nowIso(this.clock()));
    return { ...text, publiclyVisible: false };
  }

  /** Deletes a text with its chapters and vocabulary usages. */
  async deleteText(id: number): Promise<void> {
    if (!(await this.repo.deleteText(id))) throw notFound();
  }
}
