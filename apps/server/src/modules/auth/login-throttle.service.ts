import { codedError } from '../../plugins/http-error.js';
import { usernameKey } from '../users/username.js';
import type { LoginThrottleRepository, ThrottleClock, ThrottleRule } from './login-throttle.repository.js';

// Failures older than this (counted from the latest one) are forgotten.
const WINDOW_MS = 15 * 60_000;

/**
 * Three counters, each with exponential back-off instead of a lock-out (docs/decisions/009):
 * per client address (one attacker, many accounts), per account from one address (guessing one
 * password), and per account from anywhere (a distributed guess). The last one never refuses an
 * address without an earlier failure for that account, so guessers cannot keep the owner out.
 */
export const LOGIN_RULES = {
  ip: { free: 30, maxBlockMs: 15 * 60_000 },
  accountFromIp: { free: 5, maxBlockMs: 15 * 60_000 },
  account: { free: 50, maxBlockMs: 60_000 },
} satisfies Record<string, ThrottleRule>;

type Kind = keyof typeof LOGIN_RULES;

export class LoginThrottleService {
  constructor(
    private readonly repo: LoginThrottleRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Reserves one attempt on every counter before the password is verified, so a burst of concurrent
   * logins gets no more verifications than the rules allow. Throws 429 (code `login_throttled`) when a
   * counter is blocked; the attempt then counts nowhere. An attempt that is not given back by
   * `succeeded` stays counted as a failure.
   */
  async reserve(ip: string, username: string): Promise<void> {
    const now = this.clock();
    const clock: ThrottleClock = { now, windowStart: new Date(now.getTime() - WINDOW_MS) };
    const keys = this.keys(ip, username);
    const taken: Kind[] = [];
    const refuse = async (blocked: Kind): Promise<never> => {
      for (const kind of taken) await this.repo.giveBack(keys[kind], LOGIN_RULES[kind]);
      throw await this.throttled(keys[blocked], now);
    };
    if ((await this.repo.reserve(keys.ip, LOGIN_RULES.ip, clock)) === null) await refuse('ip');
    taken.push('ip');
    const fromThisAddress = await this.repo.reserve(keys.accountFromIp, LOGIN_RULES.accountFromIp, clock);
    if (fromThisAddress === null) await refuse('accountFromIp');
    taken.push('accountFromIp');
    // An address with no earlier failure for this account may try even while the account is blocked:
    // the owner logs in from her own address; a guesser gets one try per fresh address.
    const firstFromAddress = fromThisAddress === 1;
    if ((await this.repo.reserve(keys.account, LOGIN_RULES.account, clock, firstFromAddress)) === null) {
      await refuse('account');
    }
  }

  /** The reserved attempt succeeded: it counts nowhere, and this address's failures for the account are forgotten. */
  async succeeded(ip: string, username: string): Promise<void> {
    const keys = this.keys(ip, username);
    await this.repo.giveBack(keys.ip, LOGIN_RULES.ip);
    // Only this attempt is given back on the account: a distributed guess keeps its count when the owner logs in.
    await this.repo.giveBack(keys.account, LOGIN_RULES.account);
    await this.repo.clear(keys.accountFromIp);
  }

  private async throttled(key: string, now: Date) {
    const until = await this.repo.blockedUntil(key);
    const seconds = Math.max(1, Math.ceil(((until ? Date.parse(until) : 0) - now.getTime()) / 1000));
    const unit = seconds === 1 ? 'second' : 'seconds';
    return codedError(
      429,
      'login_throttled',
      `Too many failed login attempts. Please try again in ${seconds} ${unit}.`,
      { seconds },
    );
  }

  private keys(ip: string, username: string): Record<Kind, string> {
    // The same normalisation as the users table, so "Admin" and "admin" share their counters.
    const account = usernameKey(username);
    return { ip: `ip:${ip}`, accountFromIp: `account-ip:${account}:${ip}`, account: `account:${account}` };
  }
}
