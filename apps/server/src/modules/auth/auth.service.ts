import { LOGIN_FAILED_MESSAGE, type LoginRequest } from '@reeprise/contract';
import { HttpError } from '../../plugins/http-error.js';
import { verifyDummy, verifyPassword } from '../users/password.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { LoginThrottleService } from './login-throttle.service.js';
import type { AuthUser, SessionService } from './session.service.js';

export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottleService,
  ) {}

  /**
   * Checks the credentials and starts a new session. Unknown user, wrong password and inactive user
   * get the same answer after the same amount of work.
   */
  async login(credentials: LoginRequest, ip: string, previousSession: AuthUser | null) {
    // Counted as a failure before the (slow) verification, so concurrent guesses cannot outrun the count.
    await this.throttle.reserve(ip, credentials.username);
    const user = await this.users.findByUsername(credentials.username);
    const ok = user
      ? (await verifyPassword(user.passwordHash, credentials.password)) && user.isActive
      : await verifyDummy(credentials.password);
    if (!user || !ok) throw new HttpError(400, LOGIN_FAILED_MESSAGE);
    await this.throttle.succeeded(ip, credentials.username);
    if (previousSession) await this.sessions.end(previousSession.sessionIdHash);
    const session = await this.sessions.start(user.id);
    const permissions = await this.users.permissionsOf(user.id);
    return { user: { id: user.id, username: user.username, isStaff: user.isStaff, permissions }, session };
  }

  async logout(user: AuthUser | null): Promise<void> {
    if (user) await this.sessions.end(user.sessionIdHash);
  }
}
