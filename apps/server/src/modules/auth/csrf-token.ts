import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const SESSION_TOKENS_MAX = 50_000;

/**
 * CSRF tokens are derived, not stored. A logged-in visitor's token is an HMAC of the session id, so
 * it is bound to that session and dies with it; a logged-out visitor's (needed for the login call)
 * is a random nonce signed with the server secret.
 */
export class CsrfTokens {
  /** A session's token never changes, and whoami sends it on every call: it is computed once per session. */
  private readonly sessionTokens = new Map<string, string>();

  constructor(private readonly secret: string) {}

  forSession(sessionIdHash: string): string {
    let token = this.sessionTokens.get(sessionIdHash);
    if (token === undefined) {
      token = this.mac(`session:${sessionIdHash}`);
      if (this.sessionTokens.size >= SESSION_TOKENS_MAX) this.sessionTokens.delete(this.sessionTokens.keys().next().value!);
      this.sessionTokens.set(sessionIdHash, token);
    }
    return token;
  }

  anonymous(): string {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${this.mac(`anon:${nonce}`)}`;
  }

  isValidAnonymous(token: string): boolean {
    const [nonce, mac, extra] = token.split('.');
    if (!nonce || !mac || extra !== undefined) return false;
    return safeEqual(mac, this.mac(`anon:${nonce}`));
  }

  isValidForSession(token: string, sessionIdHash: string): boolean {
    return safeEqual(token, this.forSession(sessionIdHash));
  }

  private mac(value: string): string {
    return createHmac('sha256', this.secret).update(value).digest('base64url');
  }
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
