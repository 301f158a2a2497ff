import { TEXTS_PAGE_SIZE, type GeneratedText } from '@reeprise/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { resetStreamSocket } from '@/lib/stream-socket';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { buildText } from '../test-data';

const LIST = '/api/reeprise/generated_texts/';
const me = buildWhoami({ userId: 1, username: 'ada' });

/** The list endpoint over `texts` (newest first), 10 per page, cursor = index of the next page. */
function serveTexts(server: FakeServer, texts: () => GeneratedText[]) {
  return server.on('GET', LIST, () => {
    const calls = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
    const url = new URL(calls.filter((call) => call.startsWith(LIST)).at(-1) ?? LIST, 'http://localhost');
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const all = texts();
    const end = start + TEXTS_PAGE_SIZE;
    return {
      status: 200,
      body: {
        results: all.slice(start, end),
        next: end < all.length ? `http://localhost${LIST}?cursor=${end}` : null,
        previous: null,
      },
    };
  });
}

function listServer(texts: () => GeneratedText[], settings = { show_welcome_card: false }) {
  return serveTexts(new FakeServer().addUser(me, { loggedIn: true, settings }), texts);
}

const cards = () =>
  within(screen.getByRole('region', { name: 'Your texts and public texts' })).getAllByRole('article');

beforeEach(() => {
  resetStreamSocket();
  FakeWebSocket.install();
});
afterEach(() => {
  resetStreamSocket();
});

describe('text list page', () => {
  test('lists texts newest first with Load more while another page exists', async () => {
    const texts = Array.from({ length: 13 }, (_, index) => buildText({ topic: `Text ${13 - index}` }));
    const { user } = renderRoute('/reeprise', { server: listServer(() => texts) });
    // the first render loads the page's lazy chunks: give it time on a busy machine
    await screen.findByRole('heading', { name: 'Text 13' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'Your texts', level: 1 })).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
    expect(within(cards()[0]).getByRole('heading')).toHaveTextContent('Text 13');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Text 1' });
    expect(cards()).toHaveLength(13);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test('an empty list says how to start', async () => {
    renderRoute('/reeprise', { server: listServer(() => []) });
    expect(await screen.findByText('No texts yet. Create your first one above.')).toBeInTheDocument();
  });

  test('a failing list says so and offers to try again', async () => {
    const server = new FakeServer()
      .addUser(me, { loggedIn: true, settings: { show_welcome_card: false } })
      .on('GET', LIST, () => ({ status: 500, body: { detail: 'boom' } }));
    renderRoute('/reeprise', { server });
    expect(await screen.findByText('Your texts could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('the welcome card: the close icon sets show_welcome_card false', async () => {
    const { user, server } = renderRoute('/reeprise', {
      server: listServer(() => [], { show_welcome_card: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Close the welcome card' }));
    await waitFor(() =>
      expect(server.requestsTo('PATCH', '/api/reeprise/user_settings/')[0]?.body).toEqual({
        show_welcome_card: false,
      }),
    );
    expect(screen.queryByText('Welcome to Reeprise')).not.toBeInTheDocument();
  });

  test('the welcome card: Create a text now also dismisses it and goes to the topic', async () => {
    const { user, server } = renderRoute('/reeprise', {
      server: listServer(() => [], { show_welcome_card: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Create a text now' }));
    await waitFor(() =>
      expect(server.requestsTo('PATCH', '/api/reeprise/user_settings/')[0]?.body).toEqual({
        show_welcome_card: false,
      }),
    );
    expect(screen.getByLabelText('Topic')).toHaveFocus();
  });

  test('a created text appears on top at once, then streams in over the socket while the list is polled', async () => {
    const older = buildText({ topic: 'Older text' });
    const created = buildText({ topic: 'Au marché', status: 'PENDING', chatgpt_output: '', view_count: 0 });
    let texts = [older];
    const server = listServer(() => texts).on('POST', LIST, () => {
      texts = [created, older];
      return { status: 201, body: created };
    });
    window.localStorage.setItem(
      'reeprise-last-form-inputs-v1',
      JSON.stringify({
        language: 'FRENCH',
        level: 'A2',
        text_type: 'STORY',
        word_number: 100,
        main_character: '',
      }),
    );
    const { user } = renderRoute('/reeprise', { server });
    await screen.findByRole('heading', { name: 'Older text' });
    await user.type(screen.getByLabelText('Topic'), 'Au marché');
    await user.click(screen.getByRole('button', { name: 'Create text' }));

    const heading = await screen.findByRole('heading', { name: /^Au marché/ });
    expect(cards()[0]).toContainElement(heading);
    const card = cards()[0];
    expect(card).toHaveAttribute('data-unviewed', 'true');

    // one socket, subscribed to the new text
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.latest()!;
    expect(socket.url).toBe(`ws://${window.location.host}/ws/streams/`);
    act(() => socket.accept());
    expect(socket.sent).toEqual([{ action: 'subscribe', text_id: created.id, chapter_number: null }]);
    act(() =>
      socket.receive({ text_id: created.id, chapter_number: null, text_chunk: 'Le marché ', offset: 0 }),
    );
    expect(within(card).getByTestId('text-preview')).toHaveTextContent('Le marché');
    act(() =>
      socket.receive({ text_id: created.id, chapter_number: null, text_chunk: 'est plein.', offset: 10 }),
    );
    expect(within(card).getByTestId('text-preview')).toHaveTextContent('Le marché est plein.');

    // polled every 500 ms while PENDING
    const before = server.requestsTo('GET', LIST).length;
    await waitFor(() => expect(server.requestsTo('GET', LIST).length).toBeGreaterThan(before + 1), {
      timeout: 3000,
    });

    // finished: the full output replaces the preview, the socket subscription ends
    texts = [{ ...created, status: 'COMPLETE', chatgpt_output: 'Le marché est plein. Fin.' }, older];
    await waitFor(() =>
      expect(within(cards()[0]).getByTestId('text-preview')).toHaveTextContent('Le marché est plein. Fin.'),
    );
    await waitFor(() =>
      expect(socket.sent).toContainEqual({
        action: 'unsubscribe',
        text_id: created.id,
        chapter_number: null,
      }),
    );
  });

  test('the most-read texts are shown above the list, with their views (top_viewed)', async () => {
    const popular = buildText({ topic: 'Market day', view_count: 12, language: 'SPANISH' });
    const once = buildText({ topic: 'A quiet walk', view_count: 1 });
    const unread = buildText({ topic: 'Nobody yet', view_count: 0 });
    const server = listServer(() => []).on('GET', `${LIST}top_viewed/`, () => ({
      status: 200,
      body: [popular, once, unread],
    }));
    renderRoute('/reeprise', { server });
    const shelf = await screen.findByRole('region', { name: 'Most read' }, { timeout: 5000 });
    const links = within(shelf).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/reeprise/${popular.id}`,
      `/reeprise/${once.id}`,
    ]);
    expect(within(shelf).getByText('12 views')).toBeInTheDocument();
    expect(within(shelf).getByText('1 view')).toBeInTheDocument();
    expect(within(shelf).getByTitle('Español (Spanish)')).toBeInTheDocument();
    expect(within(shelf).queryByText('Nobody yet')).not.toBeInTheDocument();
  });

  test('a failing top_viewed call shows the spec’s message, and the list still works', async () => {
    const server = listServer(() => [buildText({ topic: 'Still here' })]).on(
      'GET',
      `${LIST}top_viewed/`,
      () => ({
        status: 500,
      }),
    );
    renderRoute('/reeprise', { server });
    expect(
      await screen.findByText('Could not fetch top generated texts.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Still here' })).toBeInTheDocument();
  });

  test('a text made from a picture shows it on its card', async () => {
    const text = buildText({ topic: 'Harbour', image: '/api/reeprise/generated_texts/5/image/' });
    renderRoute('/reeprise', { server: listServer(() => [text]) });
    const picture = await screen.findByRole(
      'img',
      { name: 'The picture “Harbour” was written from' },
      { timeout: 5000 },
    );
    expect(picture).toHaveAttribute('src', '/api/reeprise/generated_texts/5/image/');
  });
});
