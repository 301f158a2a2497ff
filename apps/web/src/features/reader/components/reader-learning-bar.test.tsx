import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { resetStreamSocket } from '@/lib/stream-socket';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { renderRoute } from '@/testing/render-route';
import { buildChapter, buildText, readerServer } from '../test-data';

beforeEach(() => {
  resetStreamSocket();
  FakeWebSocket.install();
  document.cookie = 'csrftoken=test-csrf-token; path=/';
});
afterEach(() => resetStreamSocket());

const words = () => screen.getByRole('group', { name: /choose a word|Wort/ });

function server(text: ReturnType<typeof buildText>, forms: string[], learning: string[], chapters = []) {
  return readerServer({ text, chapters }).on('GET', '/api/reeprise/vocabulary/known_forms/', () => ({
    status: 200,
    body: { forms, learning },
  }));
}

describe('reader: level fit and practised words (issue 16)', () => {
  test('the bar counts distinct words known, learning and new; the marking tells learning from known', async () => {
    const text = buildText({ chatgpt_output: 'Le chat dort. Le chien court, le chat aussi. 2026' });
    renderRoute(`/reeprise/${text.id}`, { server: server(text, ['chat', 'chien', 'dort'], ['dort']) });
    const bar = await screen.findByTestId('level-fit', {}, { timeout: 5000 });
    expect(bar).toHaveTextContent('33 % known · 3 new');
    expect(bar).toHaveAccessibleName('Level fit: 2 of 6 different words known, 1 still learning, 3 new');
    await waitFor(() => expect(within(words()).getByText('dort')).toHaveClass('reader-word-known', 'reader-word-learning'));
    expect(within(words()).getByText('chien')).toHaveClass('reader-word-known');
    expect(within(words()).getByText('chien')).not.toHaveClass('reader-word-learning');
    expect(within(words()).getByText('court')).not.toHaveClass('reader-word-known');
  });

  test('a practising text says how many words it used, marks them, and says so when under half', async () => {
    const text = buildText({
      chatgpt_output: 'Les chats dorment. La lune brille.',
      practice_words: { asked: ['chat', 'lune', 'soleil', 'mer', 'vent'], used: ['chat', 'lune'], used_forms: ['chats', 'lune'] },
    });
    renderRoute(`/reeprise/${text.id}`, { server: server(text, [], []) });
    expect(await screen.findByTestId('practice-used', {}, { timeout: 5000 })).toHaveTextContent('Used 2 of 5 words');
    expect(screen.getByTestId('practice-few')).toHaveTextContent(
      'The model used only 2 of the 5 words it was asked for.',
    );
    expect(screen.getByTestId('practice-few')).toHaveTextContent('Not used: soleil, mer, vent');
    await waitFor(() => expect(within(words()).getByText('chats')).toHaveClass('reader-word-practice'));
    expect(within(words()).getByText('lune')).toHaveClass('reader-word-practice');
    expect(within(words()).getByText('brille')).not.toHaveClass('reader-word-practice');
  });

  test('a chapter reports its words used, without a warning at half or more, in German', async () => {
    const text = buildText({ chatgpt_output: 'Le début.' });
    const chapter = buildChapter(text, 1, {
      content: 'Le chat mange.',
      words: ['chat', 'manger'],
      used_words: ['chat', 'manger'],
      used_forms: ['chat', 'mange'],
    });
    const fake = server(text, ['chat'], [], [chapter] as never);
    fake.addUser({ userId: 1, username: 'ada', is_staff: false, permissions: [] }, {
      loggedIn: true,
      settings: { mother_tongue: 'GERMAN' },
    });
    renderRoute(`/reeprise/${text.id}?chapter=1`, { server: fake });
    expect(await screen.findByTestId('practice-used', {}, { timeout: 5000 })).toHaveTextContent('2 von 2 Wörtern verwendet');
    expect(screen.queryByTestId('practice-few')).not.toBeInTheDocument();
    expect(await screen.findByTestId('level-fit')).toHaveTextContent('33 % bekannt · 2 neu');
  });
});
