import type { WebSocket } from 'ws';
import type { AuthUser, SessionEviction } from '../modules/auth/session.service.js';

/** Like HTTP 401: the session this socket was opened with ended, or its user changed; log in (or reconnect). */
export const CLOSE_SESSION_ENDED = 4401;
/** Like HTTP 408: nothing came from the client and nothing was sent to it for too long. */
export const CLOSE_IDLE = 4408;
/** The session could not be checked (database down): closed rather than trusted. */
const CLOSE_UNCHECKED = 1011;

export interface SocketGuardOptions {
  /** How often an open socket checks that its session still stands (the bus closes it at once; this is the backstop). */
  revalidateMs: number;
  /** An open socket with no message either way for this long is closed. */
  idleMs: number;
  /** Open sockets per user in this process; the next upgrade is refused. */
  maxPerUser: number;
}

/** The session behind a socket as it is now, or null when it ended (no activity recorded). */
export type RevalidateSession = (sessionIdHash: string) => Promise<AuthUser | null>;

/** One open socket under watch; `touch` records activity so it is not closed as idle. */
export interface WatchedSocket {
  touch(): void;
}

interface Watch extends WatchedSocket {
  socket: WebSocket;
  user: AuthUser;
  lastActivity: number;
  lastChecked: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Keeps every open websocket tied to the session it was opened with (issue 13 items 4 and 6): closes the
 * sockets of a session that ends or a user who changes (evictions arrive from every process through the
 * session service's bus channel), re-checks each session periodically, closes idle sockets, and caps the
 * sockets one user may hold open in this process.
 */
export class SocketGuard {
  private readonly bySession = new Map<string, Set<Watch>>();
  private readonly byUser = new Map<number, Set<Watch>>();
  private readonly slots = new Map<number, number>();

  constructor(
    private readonly options: SocketGuardOptions,
    private readonly revalidate: RevalidateSession,
  ) {}

  /** Open sockets under watch (tests assert nothing leaks). */
  get watchedCount(): number {
    let count = 0;
    for (const watches of this.byUser.values()) count += watches.size;
    return count;
  }

  /** Socket slots taken, including upgrades still in progress. */
  get reservedCount(): number {
    let count = 0;
    for (const taken of this.slots.values()) count += taken;
    return count;
  }

  /**
   * Takes one of the user's socket slots before the upgrade, synchronously, so a burst of upgrades cannot
   * pass the cap. Returns the release (idempotent), or null when every slot is taken.
   */
  reserve(userId: number): (() => void) | null {
    const taken = this.slots.get(userId) ?? 0;
    if (taken >= this.options.maxPerUser) return null;
    this.slots.set(userId, taken + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.slots.get(userId) ?? 1) - 1;
      if (left > 0) this.slots.set(userId, left);
      else this.slots.delete(userId);
    };
  }

  /** Watches a socket that just opened until it closes. */
  watch(socket: WebSocket, user: AuthUser): WatchedSocket {
    const watch: Watch = {
      socket,
      user,
      lastActivity: Date.now(),
      // Checked at once: a logout that raced the upgrade evicted before this socket was registered.
      lastChecked: 0,
      timer: undefined,
      touch() {
        watch.lastActivity = Date.now();
      },
    };
    addTo(this.bySession, user.sessionIdHash, watch);
    addTo(this.byUser, user.id, watch);
    socket.once('close', () => {
      clearTimeout(watch.timer);
      removeFrom(this.bySession, user.sessionIdHash, watch);
      removeFrom(this.byUser, user.id, watch);
    });
    this.schedule(watch, 0);
    return watch;
  }

  /** A session ended or a user changed (from any process): their sockets close now. */
  evict(eviction: SessionEviction): void {
    const hit = new Set<Watch>();
    if (eviction.idHash) for (const watch of this.bySession.get(eviction.idHash) ?? []) hit.add(watch);
    if (eviction.userId !== undefined) for (const watch of this.byUser.get(eviction.userId) ?? []) hit.add(watch);
    for (const watch of hit) close(watch, CLOSE_SESSION_ENDED, 'Session ended.');
  }

  private schedule(watch: Watch, delayMs: number): void {
    clearTimeout(watch.timer);
    watch.timer = setTimeout(() => void this.check(watch), Math.max(0, delayMs));
    watch.timer.unref();
  }

  private async check(watch: Watch): Promise<void> {
    if (watch.socket.readyState !== watch.socket.OPEN) return;
    const now = Date.now();
    if (now - watch.lastActivity >= this.options.idleMs) return close(watch, CLOSE_IDLE, 'Idle timeout.');
    if (now - watch.lastChecked >= this.options.revalidateMs) {
      watch.lastChecked = now;
      let current: AuthUser | null;
      try {
        current = await this.revalidate(watch.user.sessionIdHash);
      } catch {
        return close(watch, CLOSE_UNCHECKED, 'Session could not be checked.');
      }
      if (!current) return close(watch, CLOSE_SESSION_ENDED, 'Session ended.');
      // Rights are fixed when the socket opens; a change made where no eviction reaches (the CLI
      // without Redis) must not leave the old rights serving subscriptions.
      if (!sameRights(current, watch.user)) return close(watch, CLOSE_SESSION_ENDED, 'Account changed.');
    }
    const idleAt = watch.lastActivity + this.options.idleMs;
    const checkAt = watch.lastChecked + this.options.revalidateMs;
    this.schedule(watch, Math.min(idleAt, checkAt) - Date.now());
  }
}

function close(watch: Watch, code: number, reason: string): void {
  clearTimeout(watch.timer);
  if (watch.socket.readyState === watch.socket.OPEN || watch.socket.readyState === watch.socket.CONNECTING) {
    watch.socket.close(code, reason);
  }
}

function sameRights(a: AuthUser, b: AuthUser): boolean {
  return (
    a.id === b.id &&
    a.username === b.username &&
    a.isStaff === b.isStaff &&
    a.permissions.length === b.permissions.length &&
    [...a.permissions].sort().join('\n') === [...b.permissions].sort().join('\n')
  );
}

function addTo<K>(map: Map<K, Set<Watch>>, key: K, watch: Watch): void {
  let watches = map.get(key);
  if (!watches) map.set(key, (watches = new Set()));
  watches.add(watch);
}

function removeFrom<K>(map: Map<K, Set<Watch>>, key: K, watch: Watch): void {
  const watches = map.get(key);
  if (!watches) return;
  watches.delete(watch);
  if (watches.size === 0) map.delete(key);
}
