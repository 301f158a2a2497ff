import type { WebSocket } from 'ws';
import {
  ClientMessageSchema,
  StreamChunkSchema,
  StreamStatusSchema,
  targetKey,
  type ClientMessage,
  type GenerationStatus,
  type ServerMessage,
  type StreamChunk,
  type StreamStatus,
  type StreamTarget,
} from '@reeprise/contract';
import type { Bus } from '../platform/bus/bus.js';
import type { AuthUser } from '../modules/auth/session.service.js';
import { streamChannel, type LiveStreams } from './live-streams.js';

export interface StreamState {
  content: string;
  status: GenerationStatus;
}

/** Loads a stream the user may read, or null (unknown or not theirs: the same answer). */
export type AuthorizeStream = (user: AuthUser, target: StreamTarget) => Promise<StreamState | null>;

interface Subscriber {
  socket: WebSocket;
  /** How much of the content this socket has been sent; chunks are trimmed against it. */
  sent: number;
  /** Messages that arrived while the catch-up was being read; sent (chunks trimmed) right after it. */
  held: Array<StreamChunk | StreamStatus> | null;
}

interface Room {
  subscribers: Set<Subscriber>;
  unsubscribe: Promise<() => Promise<void>>;
}

const MAX_SUBSCRIPTIONS_PER_SOCKET = 50;
// A browser that stops reading must not make the server buffer a whole library for it.
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * Fans stream messages (texts, chapters and tutor answers alike) from the bus out to websockets: one bus subscription per stream per process,
 * catch-up on subscribe, every chunk trimmed so a socket never gets a character twice.
 */
export class StreamHub {
  private readonly rooms = new Map<string, Room>();

  constructor(
    private readonly bus: Bus,
    private readonly live: LiveStreams,
    private readonly authorize: AuthorizeStream,
  ) {}

  get roomCount(): number {
    return this.rooms.size;
  }

  /** Serves one websocket of a logged-in user until it closes. */
  attach(socket: WebSocket, user: AuthUser): void {
    const mine = new Map<string, Subscriber>();
    socket.on('message', (raw: Buffer, isBinary: boolean) => {
      void this.handle(socket, user, mine, isBinary ? null : raw.toString('utf8'));
    });
    socket.on('close', () => {
      for (const [key, subscriber] of mine) void this.leave(key, subscriber);
      mine.clear();
    });
  }

  private async handle(socket: WebSocket, user: AuthUser, mine: Map<string, Subscriber>, raw: string | null) {
    const parsed = raw === null ? undefined : ClientMessageSchema.safeParse(safeJson(raw));
    if (!parsed?.success) return send(socket, { error: 'Invalid message.' });
    const { subscribe, target } = describe(parsed.data);
    const key = targetKey(target);
    if (!subscribe) {
      const subscriber = mine.get(key);
      mine.delete(key);
      if (subscriber) await this.leave(key, subscriber);
      return;
    }
    if (mine.has(key)) return;
    if (mine.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
      return send(socket, { error: 'Too many subscriptions.', ...target });
    }
    const state = await this.authorize(user, target);
    if (!state) return send(socket, { error: 'Not found.', ...target });
    if (socket.readyState !== socket.OPEN) return;

    const subscriber: Subscriber = { socket, sent: 0, held: [] };
    mine.set(key, subscriber);
    const room = this.room(key);
    room.subscribers.add(subscriber);
    await room.unsubscribe; // listening before the catch-up is read: no chunk falls between the two
    const live = await this.live.snapshot(key);
    // Nobody is writing it now: read the stored state again, it may have finished since the check above.
    const stored = live === undefined ? ((await this.authorize(user, target)) ?? state) : state;
    if (mine.get(key) !== subscriber) return; // unsubscribed or closed meanwhile
    const content = live ?? stored.content;
    if (content) {
      send(socket, { ...target, text_chunk: content, offset: 0 });
      subscriber.sent = content.length;
    }
    const held = subscriber.held ?? [];
    subscriber.held = null;
    let statusSent = false;
    for (const message of held) {
      if ('status' in message) {
        statusSent = true;
        send(socket, message);
      } else {
        forwardChunk(subscriber, message);
      }
    }
    if (!statusSent && live === undefined && stored.status !== 'PENDING') {
      send(socket, { ...target, status: stored.status });
    }
  }

  private room(key: string): Room {
    let room = this.rooms.get(key);
    if (!room) {
      const subscribers = new Set<Subscriber>();
      room = { subscribers, unsubscribe: this.bus.subscribe(streamChannel(key), (message) => this.fanOut(subscribers, message)) };
      this.rooms.set(key, room);
    }
    return room;
  }

  private fanOut(subscribers: Set<Subscriber>, message: unknown): void {
    const chunk = StreamChunkSchema.safeParse(message);
    if (chunk.success) {
      for (const subscriber of subscribers) {
        if (subscriber.held) subscriber.held.push(chunk.data);
        else forwardChunk(subscriber, chunk.data);
      }
      return;
    }
    const status = StreamStatusSchema.safeParse(message);
    if (!status.success) return;
    for (const subscriber of subscribers) {
      if (subscriber.held) subscriber.held.push(status.data);
      else send(subscriber.socket, status.data);
    }
  }

  private async leave(key: string, subscriber: Subscriber): Promise<void> {
    const room = this.rooms.get(key);
    if (!room) return;
    room.subscribers.delete(subscriber);
    if (room.subscribers.size > 0) return;
    this.rooms.delete(key);
    await (await room.unsubscribe)();
  }
}

function forwardChunk(subscriber: Subscriber, chunk: StreamChunk) {
  const end = chunk.offset + chunk.text_chunk.length;
  if (chunk.offset === 0) {
    // A new attempt starts over: the client replaces what it had.
    subscriber.sent = end;
    send(subscriber.socket, chunk);
  } else if (end <= subscriber.sent) {
    return; // already in the catch-up
  } else if (chunk.offset < subscriber.sent) {
    const skip = subscriber.sent - chunk.offset;
    subscriber.sent = end;
    send(subscriber.socket, { ...chunk, text_chunk: chunk.text_chunk.slice(skip), offset: chunk.offset + skip });
  } else {
    subscriber.sent = end;
    send(subscriber.socket, chunk);
  }
}

/** Whether a client message starts or ends listening, and to which stream (the client's own spelling). */
function describe(message: ClientMessage): { subscribe: boolean; target: StreamTarget } {
  switch (message.action) {
    case 'subscribe':
    case 'unsubscribe':
      return {
        subscribe: message.action === 'subscribe',
        target: { text_id: message.text_id, chapter_number: message.chapter_number },
      };
    case 'subscribe_chat':
    case 'unsubscribe_chat':
      return { subscribe: message.action === 'subscribe_chat', target: { message_id: message.message_id } };
  }
}

function send(socket: WebSocket, message: ServerMessage): void {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.close(1013, 'Too slow');
    return;
  }
  socket.send(JSON.stringify(message));
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
