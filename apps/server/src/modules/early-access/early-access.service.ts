import { createHash } from 'node:crypto';
import { EARLY_ACCESS_MAX_PER_WINDOW, EARLY_ACCESS_WINDOW_MS } from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { HttpError } from '../../plugins/http-error.js';
import type { EarlyAccessRepository } from './early-access.repository.js';

/** The landing page's early-access box: addresses stored once, sign-ups rate limited per client address. */
export class EarlyAccessService {
  constructor(
    private readonly repo: EarlyAccessRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Stores a (validated, lower-cased) address. A repeated address gets the same answer as a new one, so
   * the box cannot be used to find out who signed up. The limit lives in the database, so it holds
   * across app processes.
   */
  async signUp(email: string, clientIp: string): Promise<void> {
    const now = this.clock();
    const clientKey = createHash('sha256').update(clientIp).digest('hex');
    const since = nowIso(new Date(now.getTime() - EARLY_ACCESS_WINDOW_MS));
    if ((await this.repo.countRecentAttempts(clientKey, since)) >= EARLY_ACCESS_MAX_PER_WINDOW) {
      throw new HttpError(429, 'Too many sign-ups from your network. Please try again in a few minutes.');
    }
    await this.repo.recordAttempt(clientKey, nowIso(now));
    await this.repo.addSignup(email, nowIso(now));
  }
}
