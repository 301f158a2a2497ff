import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createUser } from './factories.js';

type Body = Record<string, unknown> | unknown[] | string | Buffer | undefined;
type Options = { headers?: Record<string, string>; csrf?: boolean; payload?: Body };

/**
 * A browser-like client over `app.inject`: keeps cookies between calls and, like the SPA, echoes the
 * csrftoken cookie in X-CSRFTOKEN on unsafe methods (unless told not to).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  get csrfToken(): string | undefined {
    return this.cookies.get('csrftoken');
  }

  async request(method: string, url: string, options: Options = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (unsafe && options.csrf !== false && this.csrfToken && !('x-csrftoken' in headers)) {
      headers['x-csrftoken'] = this.csrfToken;
    }
    const response = await this.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(options.payload !== undefined ? { payload: options.payload } : {}),
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string, options?: Options) => this.request('GET', url, options);
  post = (url: string, payload?: Body, options?: Options) =>
    this.request('POST', url, { ...options, payload });
  patch = (url: string, payload?: Body, options?: Options) =>
    this.request('PATCH', url, { ...options, payload });
  put = (url: string, payload?: Body, options?: Options) => this.request('PUT', url, { ...options, payload });
  delete = (url: string, options?: Options) => this.request('DELETE', url, options);

  /** Fetches a CSRF token the way the SPA does, then logs in. */
  async login(username: string, password: string): Promise<LightMyRequestResponse> {
    await this.get('/accounts/whoami');
    return this.post('/api/login/', { username, password });
  }
}

export async function loggedInClient(app: FastifyInstance, user: { username: string; password: string }) {
  const client = new TestClient(app);
  const response = await client.login(user.username, user.password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return client;
}

/** A visitor with the CSRF cookie a browser gets from its first whoami. */
export async function anonymousClient(app: FastifyInstance) {
  const client = new TestClient(app);
  await client.get('/accounts/whoami');
  return client;
}

/** A new staff user, logged in, who switched on experimental features (the extras' gate). */
export async function experimentalStaffClient(app: FastifyInstance) {
  const client = await loggedInClient(app, await createUser(app, { isStaff: true }));
  const response = await client.patch('/api/reeprise/user_settings/', { show_experimental_features: true });
  if (response.statusCode !== 200) throw new Error(`enabling experimental features failed: ${response.body}`);
  return client;
}
