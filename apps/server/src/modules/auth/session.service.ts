import { createHash, randomBytes } from 'node:crypto';
import { nowIso } from '../../db/database.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { SessionsRepository } from './sessions.repository.js';

export const SESSION_IDLE_TIMEOUT_MS = 14 * 24 * 3600_000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 30 * 24 * 3600_000;
// Writing last_seen_at on every request would make every read a write; a minute is precise enough.
const TOUCH_INTERVAL_MS = 60_000;

export interface AuthUser {
  id: number;
  username: string;
  isStaff: boolean;
  permissions: string[];
  /** Hash of the session id: binds the CSRF token and identifies the session to end. */
  sessionIdHash: string;
}

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class SessionService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly users: UsersRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Starts a fresh session (a new id every login, so a planted id is never promoted). */
  async start(userId: number): Promise<{ token: string; idHash: string }> {
    const token = randomBytes(32).toString('base64url');
    const idHash = hashSessionToken(token);
    const now = this.clock();
    await this.sessions.create({
      idHash,
      userId,
      now: nowIso(now),
      expiresAt: nowIso(new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS)),
    });
    return { token, idHash };
  }

  /** The logged-in user behind a cookie value, or null when it is unknown, expired, idle or revoked. */
  async resolve(token: string | undefined): Promise<AuthUser | null> {
    if (!token || token.length > 100) return null;
    const idHash = hashSessionToken(token);
    const session = await this.sessions.findWithUser(idHash);
    if (!session) return null;
    const now = this.clock().getTime();
    const idleFor = now - Date.parse(session.lastSeenAt);
    if (
      !session.isActive ||
      Date.parse(session.expiresAt) <= now ||
      idleFor >= SESSION_IDLE_TIMEOUT_MS ||
      Date.parse(session.passwordChangedAt) > Date.parse(session.createdAt)
    ) {
      await this.sessions.delete(idHash);
      return null;
    }
    if (idleFor > TOUCH_INTERVAL_MS) await this.sessions.touch(idHash, nowIso(new Date(now)));
    return {
      id: session.userId,
      username: session.username,
      isStaff: session.isStaff,
      permissions: await this.users.permissionsOf(session.userId),
      sessionIdHash: idHash,
    };
  }

  async end(idHash: string): Promise<void> {
    await this.sessions.delete(idHash);
  }

  /** After a password change every other session of the user ends. */
  async endOthers(userId: number, keepIdHash?: string): Promise<void> {
    await this.sessions.deleteForUser(userId, keepIdHash);
  }

  async purgeExpired(): Promise<number> {
    const now = this.clock().getTime();
    return this.sessions.deleteExpired(nowIso(new Date(now)), nowIso(new Date(now - SESSION_IDLE_TIMEOUT_MS)));
  }
}
