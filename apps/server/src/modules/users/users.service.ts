import { KNOWN_PERMISSIONS, USERNAME_MAX_LENGTH } from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { HttpError } from '../../plugins/http-error.js';
import { hashPassword, passwordProblem } from './password.js';
import type { UserRecord, UsersRepository } from './users.repository.js';

const USERNAME_PATTERN = /^[\p{L}\p{N}_.@+-]+$/u;

export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  /** Creates an active user; rejects duplicates, weak passwords and unknown permissions with 400/409. */
  async create(input: {
    username: string;
    password: string;
    isStaff?: boolean;
    permissions?: string[];
  }): Promise<UserRecord> {
    const username = checkUsername(input.username);
    checkPassword(input.password);
    const permissions = [...new Set(input.permissions ?? [])];
    permissions.forEach(checkPermission);
    if (await this.users.findByUsername(username)) {
      throw new HttpError(409, `A user named '${username}' already exists.`);
    }
    const id = await this.users.create({
      username,
      passwordHash: await hashPassword(input.password),
      isStaff: input.isStaff ?? false,
      permissions,
      now: nowIso(),
    });
    return (await this.users.findById(id))!;
  }

  /** Sets a new password; the caller ends the user's other sessions. */
  async setPassword(username: string, password: string): Promise<UserRecord> {
    checkPassword(password);
    const user = await this.require(username);
    await this.users.setPassword(user.id, await hashPassword(password), nowIso());
    return user;
  }

  async grant(username: string, codename: string): Promise<void> {
    checkPermission(codename);
    const user = await this.require(username);
    await this.users.grant(user.id, codename);
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
  const username = raw.trim();
  if (username.length === 0) throw new HttpError(400, 'The username is required.');
  if (username.length > USERNAME_MAX_LENGTH) {
    throw new HttpError(400, `The username must have at most ${USERNAME_MAX_LENGTH} characters.`);
  }
  if (!USERNAME_PATTERN.test(username)) {
    throw new HttpError(400, 'The username may contain letters, digits and _ . @ + - only.');
  }
  return username;
}

function checkPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new HttpError(400, problem);
}

function checkPermission(codename: string): void {
  if (!(KNOWN_PERMISSIONS as readonly string[]).includes(codename)) {
    throw new HttpError(400, `Unknown permission '${codename}'. Known: ${KNOWN_PERMISSIONS.join(', ')}.`);
  }
}
