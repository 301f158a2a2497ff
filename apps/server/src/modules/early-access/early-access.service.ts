import { createHash } from 'node:crypto';
import { nowIso } from '../../db/database.js';
import type { UsageBudget } from '../usage/usage-budget.js';
import type { EarlyAccessRepository } from './early-access.repository.js';

/** The landing page's early-access box: addresses stored once, sign-ups rate limited per client address. */
export class EarlyAccessService {
  constructor(
    private readonly repo: EarlyAccessRepository,
    private readonly usage: Pick<UsageBudget, 'reserve'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Stores a (validated, lower-cased) address. A repeated address gets the same answer as a new one, so
   * the box cannot be used to find out who signed up. The limit is a usage budget per client address
   * (one atomic conditional upsert, reserved before the address is stored), so it holds exactly under
   * concurrent requests and across app processes. The client address is the socket's, or what a proxy
   * named in TRUSTED_PROXIES forwarded.
   */
  async signUp(email: string, clientIp: string): Promise<void> {
    const clientKey = createHash('sha256').update(clientIp).digest('hex');
    await this.usage.reserve('early_access', clientKey);
    await this.repo.addSignup(email, nowIso(this.clock()));
  }
}
