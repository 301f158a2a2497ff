import type { Config } from './config.js';
import type { Database, DatabaseHandle, Engine } from './db/database.js';
import { AuthService } from './modules/auth/auth.service.js';
import { CsrfTokens } from './modules/auth/csrf-token.js';
import { LoginThrottleRepository } from './modules/auth/login-throttle.repository.js';
import { LoginThrottleService } from './modules/auth/login-throttle.service.js';
import { SessionService } from './modules/auth/session.service.js';
import { SessionsRepository } from './modules/auth/sessions.repository.js';
import { UserSettingsRepository } from './modules/user-settings/user-settings.repository.js';
import { UserSettingsService } from './modules/user-settings/user-settings.service.js';
import { UsersRepository } from './modules/users/users.repository.js';
import { UsersService } from './modules/users/users.service.js';

/** Everything a request handler may use, wired once per app. */
export interface AppContext {
  config: Config;
  db: Database;
  engine: Engine;
  services: ReturnType<typeof createServices>;
}

function createServices(config: Config, db: Database) {
  const usersRepo = new UsersRepository(db);
  const sessions = new SessionService(new SessionsRepository(db), usersRepo);
  const settingsRepo = new UserSettingsRepository(db);
  return {
    users: new UsersService(usersRepo),
    sessions,
    csrf: new CsrfTokens(config.sessionSecret),
    auth: new AuthService(usersRepo, sessions, new LoginThrottleService(new LoginThrottleRepository(db))),
    settings: new UserSettingsService(settingsRepo),
  };
}

export function createContext(config: Config, handle: DatabaseHandle): AppContext {
  return { config, db: handle.db, engine: handle.engine, services: createServices(config, handle.db) };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
