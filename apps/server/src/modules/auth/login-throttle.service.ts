import { nowIso } from '../../db/database.js';
import { HttpError } from '../../plugins/http-error.js';
import type { LoginThrottleRepository, ThrottleState } from './login-throttle.repository.js';

interface Rule {
  /** Failures allowed before back-off starts. */
  free: number;
  /** Longest block; back-off doubles from one second up to this. */
  maxBlockMs: number;
}

// Failures older than this are forgotten.
const WINDOW_MS = 15 * 60_000;

/**
 * Login throttling with exponential back-off instead of lock-outs. Three counters: per client address
 * (one attacker, many accounts), per account from one address (guessing one password), and per account
 * from anywhere (a distributed guess). The last one blocks only briefly, so an attacker cannot keep a
 * user out of their own account for long.
 */
const RULES = {
  ip: { free: 30, maxBlockMs: 15 * 60_000 },
  accountFromIp: { free: 5, maxBlockMs: 15 * 60_000 },
  account: { free: 50, maxBlockMs: 60_000 },
} satisfies Record<string, Rule>;

type Kind = keyof typeof RULES;

export class LoginThrottleService {
  constructor(
    private readonly repo: LoginThrottleRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Throws 429 with the wait time when any counter for this attempt is blocked. */
  async check(ip: string, username: string): Promise<void> {
    const now = this.clock().getTime();
    let waitMs = 0;
    for (const [, key] of this.keys(ip, username)) {
      const state = await this.repo.get(key);
      if (state?.blockedUntil) waitMs = Math.max(waitMs, Date.parse(state.blockedUntil) - now);
    }
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new HttpError(429, `Too many failed login attempts. Please try again in ${seconds} seconds.`);
    }
  }

  async recordFailure(ip: string, username: string): Promise<void> {
    const now = this.clock().getTime();
    for (const [kind, key] of this.keys(ip, username)) {
      const previous = await this.repo.get(key);
      const fresh = previous && now - Date.parse(previous.updatedAt) < WINDOW_MS;
      const failures = (fresh ? previous.failures : 0) + 1;
      await this.repo.save(key, nextState(RULES[kind], failures, now));
    }
  }

  async recordSuccess(ip: string, username: string): Promise<void> {
    for (const [kind, key] of this.keys(ip, username)) {
      if (kind !== 'ip') await this.repo.clear(key);
    }
  }

  private keys(ip: string, username: string): Array<[Kind, string]> {
    const account = username.trim().toLowerCase();
    return [
      ['ip', `ip:${ip}`],
      ['accountFromIp', `account-ip:${account}:${ip}`],
      ['account', `account:${account}`],
    ];
  }
}

function nextState(rule: Rule, failures: number, now: number): ThrottleState {
  // The attempt after the last free failure already waits one second; each further failure doubles it.
  const over = failures - rule.free;
  const blockMs = over >= 0 ? Math.min(1000 * 2 ** over, rule.maxBlockMs) : 0;
  return {
    failures,
    blockedUntil: blockMs > 0 ? nowIso(new Date(now + blockMs)) : null,
    updatedAt: nowIso(new Date(now)),
  };
}
