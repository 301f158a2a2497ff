import { WS_IDLE_CLOSE_MS, WS_RECONNECT_DELAY_MS } from '@reeprise/contract';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { applyChunk, StreamSocket } from './stream-socket';

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  show() {
    this.visibilityState = 'visible';
    this.dispatchEvent(new Event('visibilitychange'));
  }
  hide() {
    this.visibilityState = 'hidden';
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

let sockets: FakeWebSocket[];
let doc: FakeDocument;
let client: StreamSocket;
const latest = () => sockets[sockets.length - 1];
const text = (text_id: number, chapter_number: number | null) => ({ text_id, chapter_number });
const answer = (message_id: number) => ({ message_id });

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  doc = new FakeDocument();
  client = new StreamSocket({
    createSocket: (url) => {
      const socket = new FakeWebSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    url: () => 'ws://reeprise.test/ws/streams/',
    document: doc,
  });
});

afterEach(() => {
  client.dispose();
  vi.useRealTimers();
});

describe('applyChunk (decision 003)', () => {
  test('appends at the end, overwrites from an earlier offset, ignores a gap', () => {
    expect(applyChunk('Hello', ' world', 5)).toBe('Hello world');
    expect(applyChunk('Hello wor', 'world!', 6)).toBe('Hello world!');
    expect(applyChunk('Hello', 'again', 0)).toBe('again');
    expect(applyChunk('Hello', 'late', 9)).toBe('Hello');
  });
});

describe('StreamSocket', () => {
  test('one socket for all streams; subscribes once it is open', () => {
    client.subscribe(text(1, null), () => undefined);
    client.subscribe(text(2, 3), () => undefined);
    client.subscribe(text(1, null), () => undefined);
    expect(sockets).toHaveLength(1);
    expect(latest().url).toBe('ws://reeprise.test/ws/streams/');

    latest().accept();
    expect(latest().sent).toEqual([
      { action: 'subscribe', text_id: 1, chapter_number: null },
      { action: 'subscribe', text_id: 2, chapter_number: 3 },
    ]);
    client.subscribe(text(4, null), () => undefined);
    expect(latest().sent).toHaveLength(3);
  });

  test('applies chunks by offset, so a repeated or earlier piece is never shown twice', () => {
    const listener = vi.fn();
    client.subscribe(text(1, null), listener);
    latest().accept();
    const socket = latest();
    socket.receive({ text_id: 1, chapter_number: null, text_chunk: 'Il était ', offset: 0 });
    socket.receive({ text_id: 1, chapter_number: null, text_chunk: 'une fois', offset: 9 });
    socket.receive({ text_id: 1, chapter_number: null, text_chunk: 'une fois', offset: 9 });
    socket.receive({ text_id: 1, chapter_number: null, text_chunk: ' (gap)', offset: 40 });
    expect(client.getState(text(1, null))?.content).toBe('Il était une fois');

    socket.receive({ text_id: 1, chapter_number: null, status: 'COMPLETE' });
    expect(client.getState(text(1, null))?.status).toBe('COMPLETE');
    // chapter 0 and null are the same stream; other streams are not touched
    expect(client.getState(text(1, 0))?.content).toBe('Il était une fois');
    expect(client.getState(text(2, null))).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  test('a retry starting at offset 0 replaces what was shown', () => {
    client.subscribe(text(5, 2), () => undefined);
    latest().accept();
    latest().receive({ text_id: 5, chapter_number: 2, text_chunk: 'first try', offset: 0 });
    latest().receive({ text_id: 5, chapter_number: 2, text_chunk: 'Second', offset: 0 });
    expect(client.getState(text(5, 2))?.content).toBe('Second');
  });

  test("a tutor's answer streams on the same socket, apart from a text with the same number", () => {
    const listener = vi.fn();
    client.subscribe(text(7, null), () => undefined);
    client.subscribe(answer(7), listener);
    expect(sockets).toHaveLength(1);
    latest().accept();
    expect(latest().sent).toEqual([
      { action: 'subscribe', text_id: 7, chapter_number: null },
      { action: 'subscribe_chat', message_id: 7 },
    ]);
    latest().receive({ message_id: 7, text_chunk: '¡Hola', offset: 0 });
    latest().receive({ message_id: 7, text_chunk: '! ¿Qué tal?', offset: 5 });
    latest().receive({ message_id: 7, status: 'COMPLETE' });
    expect(client.getState(answer(7))).toEqual({ content: '¡Hola! ¿Qué tal?', status: 'COMPLETE', error: undefined });
    expect(client.getState(text(7, null))?.content).toBe('');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  test('stops listening to an answer with unsubscribe_chat', () => {
    const stop = client.subscribe(answer(3), () => undefined);
    latest().accept();
    stop();
    expect(latest().sent).toEqual([
      { action: 'subscribe_chat', message_id: 3 },
      { action: 'unsubscribe_chat', message_id: 3 },
    ]);
    expect(client.getState(answer(3))).toBeUndefined();
  });

  test('a refused subscription carries the error', () => {
    client.subscribe(text(9, null), () => undefined);
    latest().accept();
    latest().receive({ error: 'Not found.', text_id: 9, chapter_number: null });
    expect(client.getState(text(9, null))?.error).toBe('Not found.');
  });

  test('reference counting: unsubscribes when the last listener of a stream leaves', () => {
    const stopA = client.subscribe(text(1, null), () => undefined);
    const stopB = client.subscribe(text(1, null), () => undefined);
    latest().accept();
    stopA();
    stopA();
    expect(latest().sent).toHaveLength(1);
    stopB();
    expect(latest().sent).toEqual([
      { action: 'subscribe', text_id: 1, chapter_number: null },
      { action: 'unsubscribe', text_id: 1, chapter_number: null },
    ]);
    expect(client.getState(text(1, null))).toBeUndefined();
  });

  test('closes 10 s after the last subscriber leaves, unless someone subscribes again', () => {
    const stop = client.subscribe(text(1, null), () => undefined);
    latest().accept();
    stop();
    vi.advanceTimersByTime(WS_IDLE_CLOSE_MS - 1);
    expect(latest().closedByClient).toBe(false);
    const stopAgain = client.subscribe(text(2, null), () => undefined);
    vi.advanceTimersByTime(WS_IDLE_CLOSE_MS);
    expect(latest().closedByClient).toBe(false);
    expect(sockets).toHaveLength(1);

    stopAgain();
    vi.advanceTimersByTime(WS_IDLE_CLOSE_MS);
    expect(latest().closedByClient).toBe(true);
    // a closed socket on purpose is not reconnected
    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS * 3);
    expect(sockets).toHaveLength(1);
  });

  test('reconnects 2 s after an unexpected close and subscribes again; catch-up replaces the content', () => {
    client.subscribe(text(1, null), () => undefined);
    latest().accept();
    latest().receive({ text_id: 1, chapter_number: null, text_chunk: 'Once', offset: 0 });
    latest().drop();

    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    latest().accept();
    expect(latest().sent).toEqual([{ action: 'subscribe', text_id: 1, chapter_number: null }]);
    latest().receive({ text_id: 1, chapter_number: null, text_chunk: 'Once upon', offset: 0 });
    expect(client.getState(text(1, null))?.content).toBe('Once upon');
  });

  test('does not knock again when the server closed because the session ended; a new subscription opens again', () => {
    client.subscribe(text(1, null), () => undefined);
    latest().accept();
    latest().closeFromServer(4401);
    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS * 5);
    expect(sockets).toHaveLength(1);
    client.subscribe(text(2, null), () => undefined);
    expect(sockets).toHaveLength(2);
  });

  test('reconnects after a server close for any other reason', () => {
    client.subscribe(text(1, null), () => undefined);
    latest().accept();
    latest().closeFromServer(1001);
    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS);
    expect(sockets).toHaveLength(2);
  });

  test('a failed reconnect tries again after another 2 s', () => {
    client.subscribe(text(1, null), () => undefined);
    latest().drop();
    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS);
    latest().drop();
    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS);
    expect(sockets).toHaveLength(3);
  });

  test('does not reconnect when nobody listens any more', () => {
    const stop = client.subscribe(text(1, null), () => undefined);
    latest().accept();
    stop();
    latest().drop();
    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS * 2);
    expect(sockets).toHaveLength(1);
  });

  test('reopens at once when the tab becomes visible and the socket is closed', () => {
    client.subscribe(text(1, null), () => undefined);
    latest().accept();
    doc.hide();
    doc.show();
    // open socket: nothing to do
    expect(sockets).toHaveLength(1);

    latest().drop();
    doc.show();
    expect(sockets).toHaveLength(2);
    latest().accept();
    expect(latest().sent).toEqual([{ action: 'subscribe', text_id: 1, chapter_number: null }]);
    // the pending 2 s reconnect was replaced, not added
    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS * 2);
    expect(sockets).toHaveLength(2);
  });

  test('ignores messages that are not the contract’s', () => {
    const listener = vi.fn();
    client.subscribe(text(1, null), listener);
    latest().accept();
    latest().onmessage?.({ data: 'not json' });
    latest().receive({ text_id: 1, surprise: true });
    latest().receive({ text_id: 7, chapter_number: null, text_chunk: 'other', offset: 0 });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('StreamSocket: a place in the queue (issue 15)', () => {
  test('keeps the place while the text waits, and forgets it with the first words', () => {
    const listener = vi.fn();
    client.subscribe(text(1, null), listener);
    latest().accept();
    const socket = latest();
    socket.receive({ text_id: 1, chapter_number: null, queue_position: 3 });
    expect(client.getState(text(1, null))?.queuePosition).toBe(3);
    socket.receive({ text_id: 1, chapter_number: null, queue_position: 3 });
    expect(listener).toHaveBeenCalledTimes(1); // the same place again changes nothing
    socket.receive({ text_id: 2, chapter_number: null, queue_position: 0 });
    socket.receive({ text_id: 1, chapter_number: null, queue_position: 0 });
    expect(client.getState(text(1, null))?.queuePosition).toBe(0);
    socket.receive({ text_id: 1, chapter_number: null, text_chunk: 'Es war', offset: 0 });
    expect(client.getState(text(1, null))).toMatchObject({ content: 'Es war', queuePosition: undefined });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
