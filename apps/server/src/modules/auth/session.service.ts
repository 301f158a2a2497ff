import { createHash, randomBytes } from 'node:crypto';
import { nowIso } from '../../db/database.js';
import type { Bus } from '../../platform/bus/bus.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { SessionsRepository } from './sessions.repository.js';

export const SESSION_IDLE_TIMEOUT_MS = 14 * 24 * 3600_000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 30 * 24 * 3600_000;
// Writing last_seen_at on every request would make every read a write; a minute is precise enough.
const TOUCH_INTERVAL_MS = 60_000;
/**
 * Resolved sessions are kept in memory this long, so most requests need no session query. Logout,
 * password changes and user changes made through the app evict them at once on every process (bus);
 * changes made by the users CLI directly in the database take effect within this time.
 */
export const SESSION_CACHE_MS = 10_000;
const SESSION_CACHE_MAX = 50_000;
const INVALIDATION_CHANNEL = 'sessions:invalidate';

interface Cached {
  user: AuthUser;
  lastSeenAt: number;
  expiresAt: number;
  cachedUntil: number;
}

export interface AuthUser {
  id: number;
  username: string;
  isStaff: boolean;
  permissions: string[];
  /** Hash of the session id: binds the CSRF token and identifies the session to end. */
  sessionIdHash: string;
}

/** A session ended (`idHash`) or a user changed (`userId`): caches drop it and open websockets close. */
export interface SessionEviction {
  idHash?: string;
  userId?: number;
}

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class SessionService {
  private readonly cache = new Map<string, Cached>();
  private readonly evictionListeners = new Set<(eviction: SessionEviction) => void>();

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly users: UsersRepository,
    private readonly bus: Bus,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Listens for evictions published by any process. */
  async listen(): Promise<void> {
    await this.bus.subscribe(INVALIDATION_CHANNEL, (message) => {
      const { idHash, userId } = (message ?? {}) as Record<string, unknown>;
      this.evictLocally({
        idHash: typeof idHash === 'string' ? idHash : undefined,
        userId: typeof userId === 'number' ? userId : undefined,
      });
    });
  }

  /**
   * Calls the listener for every eviction, made by this process or announced by another one on the bus
   * (the same one may come twice: once at once, once from the bus). Returns the function that stops it.
   */
  onEviction(listener: (eviction: SessionEviction) => void): () => void {
    this.evictionListeners.add(listener);
    return () => this.evictionListeners.delete(listener);
  }

  /** A user's rights or state changed: every process forgets their cached sessions. */
  async invalidateUser(userId: number): Promise<void> {
    this.evictLocally({ userId });
    await this.bus.publish(INVALIDATION_CHANNEL, { userId });
  }

  private evictLocally(eviction: SessionEviction): void {
    const { idHash, userId } = eviction;
    if (idHash) this.cache.delete(idHash);
    if (userId !== undefined) {
      for (const [key, cached] of this.cache) if (cached.user.id === userId) this.cache.delete(key);
    }
    if (idHash || userId !== undefined) for (const listener of this.evictionListeners) listener(eviction);
  }

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
    return this.lookup(hashSessionToken(token), { touch: true, fresh: false });
  }

  /**
   * Whether a session still stands, by the same rules as `resolve`, read from the database (the cache
   * cannot see a change made where no eviction reached it, e.g. the CLI without Redis) and without
   * counting as activity: an open websocket asks this now and then, and must not keep its session alive.
   */
  async revalidate(idHash: string): Promise<AuthUser | null> {
    return this.lookup(idHash, { touch: false, fresh: true });
  }

  private async lookup(idHash: string, options: { touch: boolean; fresh: boolean }): Promise<AuthUser | null> {
    const { touch, fresh } = options;
    const now = this.clock().getTime();
    const cached = this.cache.get(idHash);
    if (
      !fresh &&
      cached &&
      cached.cachedUntil > now &&
      cached.expiresAt > now &&
      now - cached.lastSeenAt < SESSION_IDLE_TIMEOUT_MS
    ) {
      if (touch && now - cached.lastSeenAt > TOUCH_INTERVAL_MS) {
        cached.lastSeenAt = now;
        await this.sessions.touch(idHash, nowIso(new Date(now)));
      }
      return cached.user;
    }
    const session = await this.sessions.findWithUser(idHash);
    if (!session) {
      this.cache.delete(idHash); // a fresh read found it gone: requests stop trusting the cached copy too
      return null;
    }
    const idleFor = now - Date.parse(session.lastSeenAt);
    if (
      !session.isActive ||
      Date.parse(session.expiresAt) <= now ||
      idleFor >= SESSION_IDLE_TIMEOUT_MS ||
      Date.parse(session.passwordChangedAt) > Date.parse(session.createdAt)
    ) {
      this.cache.delete(idHash);
      await this.sessions.delete(idHash);
      return null;
    }
    let lastSeenAt = Date.parse(session.lastSeenAt);
    if (touch && idleFor > TOUCH_INTERVAL_MS) {
      await this.sessions.touch(idHash, nowIso(new Date(now)));
      lastSeenAt = now;
    }
    const user: AuthUser = {
      id: session.userId,
      username: session.username,
      isStaff: session.isStaff,
      permissions: await this.users.permissionsOf(session.userId),
      sessionIdHash: idHash,
    };
    if (this.cache.size >= SESSION_CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(idHash, {
      user,
      lastSeenAt,
      expiresAt: Date.parse(session.expiresAt),
      cachedUntil: now + SESSION_CACHE_MS,
    });
    return user;
  }

  async end(idHash: string): Promise<void> {
    await this.sessions.delete(idHash);
    // at once here (this process's sockets close before the logout answers), then on the others
    this.evictLocally({ idHash });
    await this.bus.publish(INVALIDATION_CHANNEL, { idHash });
  }

  /** After a password change every other session of the user ends, on every process at once. */
  async endOthers(userId: number, keepIdHash?: string): Promise<void> {
    await this.sessions.deleteForUser(userId, keepIdHash);
    const kept = keepIdHash ? this.cache.get(keepIdHash) : undefined;
    await this.invalidateUser(userId);
    if (kept && keepIdHash) this.cache.set(keepIdHash, kept);
  }

  async purgeExpired(): Promise<number> {
    const now = this.clock().getTime();
    return this.sessions.deleteExpired(
      nowIso(new Date(now)),
      nowIso(new Date(now - SESSION_IDLE_TIMEOUT_MS)),
    );
  }
}
