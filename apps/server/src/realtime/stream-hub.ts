import type { WebSocket } from 'ws';
import {
  ClientMessageSchema,
  QueueMessageSchema,
  AnyStreamChunkSchema,
  AnyStreamStatusSchema,
  targetKey,
  type ClientMessage,
  type GenerationStatus,
  type QueueMessage,
  type AnyServerMessage,
  type AnyStreamChunk,
  type AnyStreamStatus,
  type AnyStreamTarget,
} from '@reeprise/contract';
import type { Bus } from '../platform/bus/bus.js';
import type { AuthUser } from '../modules/auth/session.service.js';
import { streamChannel, type LiveStreams } from './live-streams.js';

export interface StreamState {
  content: string;
  status: GenerationStatus;
}

/** Loads a stream the user may read, or null (unknown or not theirs: the same answer). */
export type AuthorizeStream = (user: AuthUser, target: AnyStreamTarget) => Promise<StreamState | null>;

/** How the hub reports on one socket: activity (so it is not closed as idle) and failures. */
export interface ConnectionHooks {
  onActivity(): void;
  logError(error: unknown, message: string): void;
}

interface Connection extends ConnectionHooks {
  socket: WebSocket;
  user: AuthUser;
  /** This socket's subscriptions by stream key, including ones still being authorised. */
  mine: Map<string, Subscriber>;
}

interface Subscriber {
  connection: Connection;
  /** How much of the content this socket has been sent; chunks are trimmed against it. */
  sent: number;
  /** Messages that arrived while the catch-up was being read; sent (chunks trimmed) right after it. */
  held: Array<AnyStreamChunk | AnyStreamStatus | QueueMessage> | null;
}

interface Room {
  subscribers: Set<Subscriber>;
  unsubscribe: Promise<() => Promise<void>>;
}

export const MAX_SUBSCRIPTIONS_PER_SOCKET = 50;
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

  /** Subscribers over all rooms (tests assert nothing leaks). */
  get subscriberCount(): number {
    let count = 0;
    for (const room of this.rooms.values()) count += room.subscribers.size;
    return count;
  }

  /** Serves one websocket of a logged-in user until it closes. */
  attach(socket: WebSocket, user: AuthUser, hooks: ConnectionHooks): void {
    const connection: Connection = { ...hooks, socket, user, mine: new Map() };
    socket.on('message', (raw: Buffer, isBinary: boolean) => {
      void this.handle(connection, isBinary ? null : raw.toString('utf8'));
    });
    socket.on('close', () => {
      for (const [key, subscriber] of connection.mine) void this.leave(key, subscriber, connection);
      connection.mine.clear();
    });
  }

  private async handle(connection: Connection, raw: string | null) {
    const { socket, mine } = connection;
    // Closing (its session ended, or it idled out): nothing more is served, whatever the client sends.
    if (socket.readyState !== socket.OPEN) return;
    connection.onActivity();
    const parsed = raw === null ? undefined : ClientMessageSchema.safeParse(safeJson(raw));
    if (!parsed?.success) return send(connection, { error: 'Invalid message.' });
    const { subscribe, target } = describe(parsed.data);
    const key = targetKey(target);
    if (!subscribe) {
      const subscriber = mine.get(key);
      mine.delete(key);
      if (subscriber) await this.leave(key, subscriber, connection);
      return;
    }
    if (mine.has(key)) return; // a repeat, even of one still being authorised, changes nothing
    if (mine.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
      return send(connection, {
        error: `Too many subscriptions: at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} streams per connection.`,
        ...target,
      });
    }
    // Claimed before the first await: a burst of subscribes can neither pass the cap nor add a stream twice.
    const subscriber: Subscriber = { connection, sent: 0, held: [] };
    mine.set(key, subscriber);
    try {
      await this.serve(connection, key, target, subscriber);
    } catch (error) {
      if (mine.get(key) === subscriber) {
        mine.delete(key);
        await this.leave(key, subscriber, connection);
      }
      connection.logError(error, 'websocket subscription failed');
      send(connection, { error: 'Subscription failed.', ...target });
    }
  }

  /** Authorises a claimed subscription, joins its room and sends the catch-up. */
  private async serve(connection: Connection, key: string, target: AnyStreamTarget, subscriber: Subscriber) {
    const { socket, user, mine } = connection;
    const state = await this.authorize(user, target);
    if (mine.get(key) !== subscriber) return; // unsubscribed or closed meanwhile: never joined a room
    if (!state || socket.readyState !== socket.OPEN) {
      mine.delete(key);
      if (!state) send(connection, { error: 'Not found.', ...target });
      return;
    }
    const room = this.room(key);
    room.subscribers.add(subscriber);
    await room.unsubscribe; // listening before the catch-up is read: no chunk falls between the two
    const live = await this.live.snapshot(key);
    // Nobody is writing it now: read the stored state again, it may have finished since the check above.
    const stored = live === undefined ? ((await this.authorize(user, target)) ?? state) : state;
    if (mine.get(key) !== subscriber) return; // unsubscribed or closed meanwhile
    const content = live ?? stored.content;
    if (content) {
      send(connection, { ...target, text_chunk: content, offset: 0 });
      subscriber.sent = content.length;
    }
    // Not begun yet: the place it waits at in the queue, unless a newer one arrived meanwhile.
    const waiting = live === undefined && stored.status === 'PENDING' && 'text_id' in target ? target : undefined;
    const place = waiting && (await this.live.queuedPosition(key));
    if (mine.get(key) !== subscriber) return;
    const held = subscriber.held ?? [];
    subscriber.held = null;
    if (waiting && place !== undefined && !content && !held.some((message) => 'text_chunk' in message)) {
      send(connection, { ...waiting, queue_position: place });
    }
    let statusSent = false;
    for (const message of held) {
      if ('status' in message) {
        statusSent = true;
        send(connection, message);
      } else if ('queue_position' in message) {
        send(connection, message);
      } else {
        forwardChunk(subscriber, message);
      }
    }
    if (!statusSent && live === undefined && stored.status !== 'PENDING') {
      send(connection, { ...target, status: stored.status });
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
    const chunk = AnyStreamChunkSchema.safeParse(message);
    if (chunk.success) {
      for (const subscriber of subscribers) {
        if (subscriber.held) subscriber.held.push(chunk.data);
        else forwardChunk(subscriber, chunk.data);
      }
      return;
    }
    const status = AnyStreamStatusSchema.safeParse(message);
    const queued = status.success ? undefined : QueueMessageSchema.safeParse(message);
    const data = status.success ? status.data : queued?.success ? queued.data : undefined;
    if (!data) return;
    for (const subscriber of subscribers) {
      if (subscriber.held) subscriber.held.push(data);
      else send(subscriber.connection, data);
    }
  }

  private async leave(key: string, subscriber: Subscriber, connection: Connection): Promise<void> {
    const room = this.rooms.get(key);
    // a claim still being authorised never joined the room
    if (!room || !room.subscribers.delete(subscriber)) return;
    if (room.subscribers.size > 0) return;
    this.rooms.delete(key);
    try {
      await (await room.unsubscribe)();
    } catch (error) {
      connection.logError(error, 'leaving a stream failed');
    }
  }
}

function forwardChunk(subscriber: Subscriber, chunk: AnyStreamChunk) {
  const end = chunk.offset + chunk.text_chunk.length;
  if (chunk.offset === 0) {
    // A new attempt starts over: the client replaces what it had.
    subscriber.sent = end;
    send(subscriber.connection, chunk);
  } else if (end <= subscriber.sent) {
    return; // already in the catch-up
  } else if (chunk.offset < subscriber.sent) {
    const skip = subscriber.sent - chunk.offset;
    subscriber.sent = end;
    send(subscriber.connection, { ...chunk, text_chunk: chunk.text_chunk.slice(skip), offset: chunk.offset + skip });
  } else {
    subscriber.sent = end;
    send(subscriber.connection, chunk);
  }
}

/** Whether a client message starts or ends listening, and to which stream (the client's own spelling). */
function describe(message: ClientMessage): { subscribe: boolean; target: AnyStreamTarget } {
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
    case 'subscribe_explanation':
    case 'unsubscribe_explanation':
      return {
        subscribe: message.action === 'subscribe_explanation',
        target: { explanation_id: message.explanation_id },
      };
  }
}

function send(connection: Connection, message: AnyServerMessage): void {
  const { socket } = connection;
  if (socket.readyState !== socket.OPEN) return;
  connection.onActivity();
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
