import type { ChatMessage } from '@reeprise/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildStaff } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
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

function chatServer() {
  const state = { messages: [] as ChatMessage[], polls: 0 };
  const server = new FakeServer()
    .addUser(buildStaff(), { loggedIn: true, settings: { show_experimental_features: true } })
    .on('GET', LIST, () => ({ status: 200, body: { results: [conversation], next: null, previous: null } }))
    .on('GET', `${LIST}2/`, () => {
      // the tutor writes a little more with every poll
      const pending = state.messages.find((item) => item.status === 'PENDING');
      if (pending) {
        state.polls += 1;
        pending.content = ['¡Hola!', '¡Hola! ¿Qué tal?'][Math.min(state.polls, 2) - 1] ?? pending.content;
        if (state.polls >= 2) pending.status = 'COMPLETE';
      }
      return { status: 200, body: { ...conversation, messages: structuredClone(state.messages) } };
    })
    .on('POST', `${LIST}2/messages/`, (request) => {
      const user = message({ id: 10, content: (request.body as { content: string }).content });
      const assistant = message({ id: 11, role: 'assistant', content: '', status: 'PENDING' });
      state.messages.push(user, assistant);
      return { status: 201, body: { user_message: user, assistant_message: { ...assistant } } };
    });
  return { server, state };
}

describe('chat page', () => {
  test('sends a message and polls the PENDING answer, showing it as it grows', async () => {
    const { server, state } = chatServer();
    const { user } = renderRoute('/chat?conversation=2', { server });
    expect(
      await screen.findByText('Say hello to your tutor to begin.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Hola{Enter}');
    expect(await screen.findByText('¡Hola! ¿Qué tal?', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(state.polls).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
  });
});
