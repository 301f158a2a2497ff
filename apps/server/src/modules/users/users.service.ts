import { KNOWN_PERMISSIONS } from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { HttpError, codedError } from '../../plugins/http-error.js';
import { hashPassword, newPasswordProblem } from './password.js';
import { displayUsername, mixedScripts, usernameProblem } from './username.js';
import type { UserRecord, UsersRepository } from './users.repository.js';

export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  /**
   * Creates an active user; rejects look-alike names, weak passwords and unknown permissions with 400,
   * and a name equal to an existing one (ignoring case and Unicode form) with 409. Every way of creating
   * users (CLI, admin API, first-start bootstrap) comes through here.
   */
  async create(input: {
    username: string;
    password: string;
    isStaff?: boolean;
    permissions?: string[];
  }): Promise<UserRecord> {
    const username = checkUsername(input.username);
    checkPassword(input.password, username);
    const permissions = [...new Set(input.permissions ?? [])];
    permissions.forEach(checkPermission);
    const taken = () => new HttpError(409, `A user named '${username}' already exists.`);
    if (await this.users.findByUsername(username)) throw taken();
    const id = await this.users.create({
      username,
      passwordHash: await hashPassword(input.password),
      isStaff: input.isStaff ?? false,
      permissions,
      now: nowIso(),
    });
    // null: a concurrent creation took the name between the check and the insert
    if (id === null) throw taken();
    return (await this.users.findById(id))!;
  }

  /** Sets a new password; the caller ends the user's other sessions. */
  async setPassword(username: string, password: string): Promise<UserRecord> {
    const user = await this.require(username);
    checkPassword(password, user.username);
    await this.users.setPassword(user.id, await hashPassword(password), nowIso());
    return user;
  }

  async grant(username: string, codename: string): Promise<void> {
    checkPermission(codename);
    const user = await this.require(username);
    await this.users.grant(user.id, codename);
  }

  /** How many users there are, active or not. */
  count(): Promise<number> {
    return this.users.count();
  }

  async list(): Promise<Array<UserRecord & { permissions: string[] }>> {
    const users = await this.users.list();
    return Promise.all(users.map(async (u) => ({ ...u, permissions: await this.users.permissionsOf(u.id) })));
  }

  private async require(username: string): Promise<UserRecord> {
    const user = await this.users.findByUsername(username.trim());
    if (!user) throw new HttpError(404, `No user named '${username.trim()}'.`);
    return user;
  }
}

function checkUsername(raw: string): string {
  const username = displayUsername(raw);
  const problem = usernameProblem(username);
  if (problem) throw new HttpError(400, problem);
  const scripts = mixedScripts(username);
  if (scripts) {
    throw codedError(
      400,
      'username_mixed_scripts',
      `The username mixes letters of different alphabets (${scripts.join(', ')}), so it could pass for another name. Use the letters of one alphabet.`,
      { scripts: scripts.join(', ') },
    );
  }
  return username;
}

function checkPassword(password: string, username: string): void {
  const problem = newPasswordProblem(password, [username]);
  if (problem) throw codedError(400, problem.code, problem.detail, problem.params);
}

function checkPermission(codename: string): void {
  if (!(KNOWN_PERMISSIONS as readonly string[]).includes(codename)) {
    throw new HttpError(400, `Unknown permission '${codename}'. Known: ${KNOWN_PERMISSIONS.join(', ')}.`);
  }
}
