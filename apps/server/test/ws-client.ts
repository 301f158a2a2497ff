import WebSocket from 'ws';
import type { ServerMessage } from '@reeprise/contract';

/** A websocket client that collects server messages and can wait for one that matches. */
export class WsTestClient {
  readonly messages: ServerMessage[] = [];
  /** The close code and reason, once the socket closed (from either side). */
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw: Buffer) => {
      this.messages.push(JSON.parse(raw.toString('utf8')) as ServerMessage);
      this.waiters.forEach((wake) => wake());
    });
    this.closed = new Promise((resolve) => {
      socket.once('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString('utf8') }));
    });
  }

  /** The close code and reason, or a failure when the socket is still open after the timeout. */
  async waitForClose(timeoutMs = 5000): Promise<{ code: number; reason: string }> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`socket still open after ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([this.closed, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  static connect(url: string, headers: Record<string, string>): Promise<WsTestClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers });
      socket.once('open', () => resolve(new WsTestClient(socket)));
      socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      socket.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  async waitFor(predicate: (message: ServerMessage) => boolean, timeoutMs = 5000): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(predicate);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message; got ${JSON.stringify(this.messages).slice(0, 500)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      this.waiters = [];
    }
  }

  close(): void {
    this.socket.close();
  }
}

/** Rebuilds a stream the way the browser does: each chunk is applied at its offset. */
export function applyChunks(messages: ServerMessage[]): string {
  let content = '';
  for (const message of messages) {
    if (!('text_chunk' in message)) continue;
    if (message.offset > content.length) throw new Error(`gap at ${content.length}, chunk at ${message.offset}`);
    content = content.slice(0, message.offset) + message.text_chunk;
  }
  return content;
}
