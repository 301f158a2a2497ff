import { vi } from 'vitest';

/**
 * Stands in for the browser's WebSocket in component tests: records what the page sends and lets
 * the test play the server. Install with `FakeWebSocket.install()` (after `resetStreamSocket()`).
 */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  readonly sent: unknown[] = [];
  closedByClient = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  static install() {
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
  }

  static latest(): FakeWebSocket | undefined {
    return FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }
  /** The server accepted the connection. */
  accept() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The network dropped the connection. */
  drop() {
    this.readyState = 3;
    this.onerror?.();
    this.onclose?.({ code: 1006 });
  }
  /** The server closed the connection with a close frame (e.g. 4401: the session ended). */
  closeFromServer(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}
