import type { ChatMessage } from '@reeprise/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { resetStreamSocket } from '@/lib/stream-socket';
import { buildStaff } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { renderRoute } from '@/testing/render-route';

const LIST = '/api/chat/conversations/';
const conversation = {
  id: 2,
  title: 'Hola',
  language: 'SPANISH',
  level: 'A2',
  created_at: '2025-01-01T10:00:00Z',
} as const;
const message = (overrides: Partial<ChatMessage>): ChatMessage => ({
  id: 1,
  role: 'user',
  content: 'Hola',
  status: 'COMPLETE',
  error: null,
  created_at: '2025-01-01T10:00:00Z',
  ...overrides,
});

/** The stored conversation: the answer stays empty and PENDING until the test finishes it. */
function chatServer() {
  const state = { messages: [] as ChatMessage[] };
  const server = new FakeServer()
    .addUser(buildStaff(), { loggedIn: true, settings: { show_experimental_features: true } })
    .on('GET', LIST, () => ({
      status: 200,
      // the first message names the conversation
      body: {
        results: [{ ...conversation, title: state.messages[0]?.content ?? 'Spanish practice' }],
        next: null,
        previous: null,
      },
    }))
    .on('GET', `${LIST}2/`, () => ({
      status: 200,
      body: { ...conversation, messages: structuredClone(state.messages) },
    }))
    .on('POST', `${LIST}2/messages/`, (request) => {
      const user = message({ id: 10, content: (request.body as { content: string }).content });
      const assistant = message({ id: 11, role: 'assistant', content: '', status: 'PENDING' });
      state.messages.push(user, assistant);
      return { status: 201, body: { user_message: user, assistant_message: { ...assistant } } };
    });
  return { server, state };
}

beforeEach(() => {
  resetStreamSocket();
  FakeWebSocket.install();
});
afterEach(() => {
  resetStreamSocket();
});

describe('chat page', () => {
  test("streams the tutor's answer over the websocket as it is written", async () => {
    const { server, state } = chatServer();
    const { user } = renderRoute('/chat?conversation=2', { server });
    expect(
      await screen.findByText('Say hello to your tutor to begin.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Spanish practice')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Hola tutor{Enter}');

    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.latest()!;
    act(() => socket.accept());
    expect(socket.sent).toEqual([{ action: 'subscribe_chat', message_id: 11 }]);
    // the list shows the name the first message gave the conversation
    await waitFor(() => expect(screen.queryByText('Spanish practice')).not.toBeInTheDocument());
    expect(screen.getAllByText('Hola tutor').length).toBeGreaterThan(1);

    act(() => socket.receive({ message_id: 11, text_chunk: '¡Hola!', offset: 0 }));
    expect(await screen.findByText('¡Hola!')).toBeInTheDocument();
    act(() => socket.receive({ message_id: 11, text_chunk: ' ¿Qué tal?', offset: 6 }));
    expect(screen.getByText('¡Hola! ¿Qué tal?')).toBeInTheDocument();
    expect(screen.getByLabelText('The tutor is writing')).toBeInTheDocument();

    // the end of the stream fetches the stored answer, and the subscription ends
    state.messages[1] = { ...state.messages[1], status: 'COMPLETE', content: '¡Hola! ¿Qué tal? Bien.' };
    const fetchesBefore = server.requestsTo('GET', `${LIST}2/`).length;
    act(() => socket.receive({ message_id: 11, status: 'COMPLETE' }));
    expect(await screen.findByText('¡Hola! ¿Qué tal? Bien.')).toBeInTheDocument();
    expect(server.requestsTo('GET', `${LIST}2/`).length).toBeGreaterThan(fetchesBefore);
    await waitFor(() => expect(socket.sent).toContainEqual({ action: 'unsubscribe_chat', message_id: 11 }));
    expect(screen.queryByLabelText('The tutor is writing')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Bien');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

// issue 18 items 1 and 8: messages carry the conversation's language; lists hold list items only
test('messages are marked with the conversation’s language, and the conversation list holds list items', async () => {
  const { server, state } = chatServer();
  state.messages.push(
    message({ id: 20, content: 'Buenos días' }),
    message({ id: 21, role: 'assistant', content: '¡Hola!' }),
  );
  renderRoute('/chat?conversation=2', { server });
  expect(await screen.findByText('Buenos días', {}, { timeout: 15_000 })).toHaveAttribute('lang', 'es');
  expect(screen.getByText('¡Hola!')).toHaveAttribute('lang', 'es');
  const conversations = await screen.findByRole('list', { name: 'Conversations' });
  for (const child of conversations.children) expect(child.tagName).toBe('LI');
});
