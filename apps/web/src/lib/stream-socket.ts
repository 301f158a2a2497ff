import {
  AnyServerMessageSchema,
  targetKey,
  targetOf,
  WS_IDLE_CLOSE_MS,
  WS_RECONNECT_DELAY_MS,
  type ClientMessage,
  type AnyStreamTarget,
  type GenerationStatus,
} from '@reeprise/contract';

/** The server's close code when the socket's session ended or its user changed (decision 003). */
const SESSION_ENDED = 4401;

/** What one stream (a text, a chapter or a tutor's answer) has shown so far. Replaced, never mutated, on every change. */
export type StreamState = {
  readonly content: string;
  /** Set once the server says the stream ended (COMPLETE or FAILED). */
  readonly status: GenerationStatus | undefined;
  /** The server refused the subscription, e.g. 'Not found.'. */
  readonly error: string | undefined;
  /** While a text or chapter waits for a free writer: how many start before it (0: next); gone with the first words. */
  readonly queuePosition: number | undefined;
};

type Listener = () => void;

type Stream = {
  target: AnyStreamTarget;
  state: StreamState;
  listeners: Set<Listener>;
};

/** The parts of the browser the client needs; tests pass fakes. */
export type StreamSocketEnvironment = {
  createSocket: (url: string) => WebSocket;
  url: () => string;
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
};

// the WebSocket readyState values, spelled out so a fake socket class needs no statics
const OPEN = 1;
const CLOSING = 2;
const CLOSED = 3;

const EMPTY: StreamState = { content: '', status: undefined, error: undefined, queuePosition: undefined };

/** Decision 003: a chunk lands at its offset; one that would leave a gap is dropped (polling heals it). */
export function applyChunk(content: string, chunk: string, offset: number): string {
  if (offset > content.length) return content;
  return content.slice(0, offset) + chunk;
}

function defaultUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/ws/streams/`;
}

/**
 * One shared websocket to /ws/streams/ for the whole tab (spec §4): subscriptions are counted per
 * stream, the socket closes 10 s after the last one ends, reconnects 2 s after an unexpected close
 * while anyone listens, reopens when the tab becomes visible again, and re-subscribes everything.
 */
export class StreamSocket {
  private socket: WebSocket | null = null;
  private readonly streams = new Map<string, Stream>();
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly env: StreamSocketEnvironment) {
    env.document?.addEventListener('visibilitychange', this.handleVisibility);
  }

  /** Listens to one stream; the returned function stops listening. */
  subscribe(target: AnyStreamTarget, listener: Listener): () => void {
    const key = targetKey(target);
    let stream = this.streams.get(key);
    if (!stream) {
      stream = { target, state: EMPTY, listeners: new Set() };
      this.streams.set(key, stream);
      this.send(subscription(target, true));
    }
    stream.listeners.add(listener);
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    this.ensureOpen();

    let active = true;
    return () => {
      if (!active) return;
      active = false;
      this.release(key, listener);
    };
  }

  /** The state of a stream someone listens to, or undefined. Stable between changes (useSyncExternalStore). */
  getState(target: AnyStreamTarget): StreamState | undefined {
    return this.streams.get(targetKey(target))?.state;
  }

  /** Closes for good, e.g. at the end of a test. */
  dispose(): void {
    this.env.document?.removeEventListener('visibilitychange', this.handleVisibility);
    this.streams.clear();
    this.closeSocket();
  }

  private release(key: string, listener: Listener): void {
    const stream = this.streams.get(key);
    if (!stream) return;
    stream.listeners.delete(listener);
    if (stream.listeners.size > 0) return;
    this.streams.delete(key);
    this.send(subscription(stream.target, false));
    if (this.streams.size === 0) {
      clearTimeout(this.idleTimer);
      this.idleTimer = setTimeout(() => this.closeSocket(), WS_IDLE_CLOSE_MS);
    }
  }

  private ensureOpen(): void {
    if (this.socket || this.reconnectTimer !== undefined) return;
    this.open();
  }

  private open(): void {
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    const socket = this.env.createSocket(this.env.url());
    this.socket = socket;
    socket.onopen = () => {
      for (const stream of this.streams.values()) this.send(subscription(stream.target, true));
    };
    socket.onmessage = (event: MessageEvent) => {
      if (typeof event.data === 'string') this.handleMessage(event.data);
    };
    // an error is followed by a close in browsers, but not always in every fake: handle both once
    socket.onerror = () => this.handleUnexpectedClose(socket);
    socket.onclose = (event: CloseEvent) => this.handleUnexpectedClose(socket, event.code);
  }

  private handleUnexpectedClose(socket: WebSocket, code?: number): void {
    if (this.socket !== socket) return; // we closed it on purpose, or it was already handled
    this.detach(socket);
    // the session ended (logout elsewhere, a password reset): asking again every 2 s would only be refused;
    // the next subscription or the tab's return opens a socket again (with the new session, if any)
    if (code === SESSION_ENDED) return;
    if (this.streams.size > 0) this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer !== undefined) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (this.streams.size > 0 && !this.socket) this.open();
    }, WS_RECONNECT_DELAY_MS);
  }

  private readonly handleVisibility = () => {
    if (this.env.document?.visibilityState !== 'visible') return;
    if (this.streams.size === 0) return;
    const state = this.socket?.readyState;
    if (this.socket && state !== CLOSED && state !== CLOSING) return;
    if (this.socket) this.detach(this.socket);
    this.open();
  };

  private closeSocket(): void {
    clearTimeout(this.idleTimer);
    clearTimeout(this.reconnectTimer);
    this.idleTimer = undefined;
    this.reconnectTimer = undefined;
    const socket = this.socket;
    if (!socket) return;
    this.detach(socket);
    socket.close(1000, 'No more subscribers');
  }

  private detach(socket: WebSocket): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onerror = null;
    socket.onclose = null;
    if (this.socket === socket) this.socket = null;
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private handleMessage(raw: string): void {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return;
    }
    // explanations too (issue 36): their messages name the stream by explanation_id
    const parsed = AnyServerMessageSchema.safeParse(json);
    if (!parsed.success) return;
    const message = parsed.data;
    const target: AnyStreamTarget | undefined =
      'explanation_id' in message && message.explanation_id !== undefined
        ? { explanation_id: message.explanation_id }
        : 'explanation_id' in message
          ? undefined
          : targetOf(message);
    if (!target) return;
    const stream = this.streams.get(targetKey(target));
    if (!stream) return;
    const { state } = stream;
    if ('text_chunk' in message) {
      const content = applyChunk(state.content, message.text_chunk, message.offset);
      if (content === state.content) return;
      // a new attempt starts at offset 0 (decision 003): it is writing again
      const status = message.offset === 0 ? undefined : state.status;
      stream.state = { ...state, content, status, queuePosition: undefined };
    } else if ('status' in message) {
      stream.state = { ...state, status: message.status, queuePosition: undefined };
    } else if ('queue_position' in message) {
      if (message.queue_position === state.queuePosition) return;
      stream.state = { ...state, queuePosition: message.queue_position };
    } else {
      stream.state = { ...state, error: message.error };
    }
    for (const listener of stream.listeners) listener();
  }
}

/** The message that starts or ends listening to a stream. */
function subscription(target: AnyStreamTarget, subscribe: boolean): ClientMessage {
  if ('explanation_id' in target) {
    return {
      action: subscribe ? 'subscribe_explanation' : 'unsubscribe_explanation',
      explanation_id: target.explanation_id,
    };
  }
  if ('message_id' in target) {
    return { action: subscribe ? 'subscribe_chat' : 'unsubscribe_chat', message_id: target.message_id };
  }
  return {
    action: subscribe ? 'subscribe' : 'unsubscribe',
    text_id: target.text_id,
    chapter_number: target.chapter_number,
  };
}

let shared: StreamSocket | undefined;

/** The tab's one stream socket, created on first use. */
export function getStreamSocket(): StreamSocket {
  shared ??= new StreamSocket({
    createSocket: (url) => new WebSocket(url),
    url: defaultUrl,
    document,
  });
  return shared;
}

/** Forgets the shared socket (tests: every test starts without a socket or subscriptions). */
export function resetStreamSocket(): void {
  shared?.dispose();
  shared = undefined;
}
