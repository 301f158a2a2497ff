import type { GeneratedText } from '@reeprise/contract';
import { vi } from 'vitest';

let nextId = 100;

/** A text as the API answers it; override what the test is about. */
export function buildText(overrides: Partial<GeneratedText> = {}): GeneratedText {
  const id = nextId++;
  return {
    id,
    topic: `Topic ${id}`,
    status: 'COMPLETE',
    chatgpt_output: `Le chat ${id} dort sur le canapé.`,
    language: 'FRENCH',
    level: 'A2',
    text_type: 'STORY',
    word_number: 100,
    main_character: '',
    image: null,
    publicly_visible: false,
    view_count: 3,
    created_at: '2026-03-14T15:09:26.535Z',
    creator: 'ada',
    creator_id: 1,
    error: null,
    is_demo: false,
    ...overrides,
  };
}

/**
 * Stands in for the browser's WebSocket in component tests: records what the page sends and lets
 * the test play the server. Install with `FakeWebSocket.install()` (after `resetStreamSocket()`).
 */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  readonly sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;

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
    this.readyState = 3;
  }
  accept() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}
