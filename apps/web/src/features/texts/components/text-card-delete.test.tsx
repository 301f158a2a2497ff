import type { GeneratedText } from '@reeprise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { resetStreamSocket } from '@/lib/stream-socket';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { renderRoute } from '@/testing/render-route';
import { buildText } from '../test-data';

const LIST = '/api/reeprise/generated_texts/';

function listServer(state: { texts: GeneratedText[] }) {
  return new FakeServer()
    .addUser(buildWhoami({ userId: 1, username: 'ada' }), { loggedIn: true, settings: { show_welcome_card: false } })
    .on('GET', LIST, () => ({ status: 200, body: { results: state.texts, next: null, previous: null } }));
}

beforeEach(() => {
  resetStreamSocket();
  FakeWebSocket.install();
  document.cookie = 'csrftoken=test-csrf-token; path=/';
});
afterEach(() => resetStreamSocket());

describe('deleting a text from its card', () => {
  test('the creator confirms, the text leaves the list and a notice says so', async () => {
    const mine = buildText({ topic: 'Mein Text', creator_id: 1, publicly_visible: true });
    const theirs = buildText({ topic: 'Their text', creator_id: 2, publicly_visible: true });
    const state = { texts: [mine, theirs] };
    const server = listServer(state).on('DELETE', `${LIST}${mine.id}/`, () => {
      state.texts = [theirs];
      return { status: 204 };
    });
    const { user } = renderRoute('/reeprise', { server });
    await screen.findByRole('heading', { name: 'Mein Text' }, { timeout: 5000 });
    // only the creator has the bin
    expect(screen.queryByRole('button', { name: 'Delete the text “Their text”' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete the text “Mein Text”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this text?' });
    expect(dialog).toHaveTextContent('it disappears for everybody who reads it');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requestsTo('DELETE', `${LIST}${mine.id}/`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete the text “Mein Text”' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Text deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Mein Text' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Their text' })).toBeInTheDocument();
    expect(server.requestsTo('DELETE', `${LIST}${mine.id}/`)[0]?.headers.get('x-csrftoken')).toBe('test-csrf-token');
  });
});
