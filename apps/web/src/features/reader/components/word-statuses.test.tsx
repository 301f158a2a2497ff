import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { resetStreamSocket } from '@/lib/stream-socket';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { renderRoute } from '@/testing/render-route';
import { IGNORED_CLASS } from '../hooks/use-word-paint';
import { buildChapter, buildText, readerServer, readerWords } from '../test-data';
import textStyles from './word-text.module.css';

beforeEach(() => {
  resetStreamSocket();
  FakeWebSocket.install();
  document.cookie = 'csrftoken=test-csrf-token; path=/';
});
afterEach(() => resetStreamSocket());

const words = () => screen.getByRole('group', { name: /choose a word|Wort/ });
const fit = () => screen.getByTestId('level-fit');

// issue 34: the word model in the reader
describe('reader: word statuses', () => {
  test('finishing a text marks its new words known, the bar follows at once, and Undo makes them new again', async () => {
    const text = buildText({ chatgpt_output: 'Le chat dort. Le chien court, le chat aussi.' });
    const server = readerServer({ text, knownForms: ['chat'] });
    const { user } = renderRoute(`/reeprise/${text.id}`, { server });
    await readerWords();
    expect(await screen.findByTestId('level-fit', {}, { timeout: 5000 })).toHaveTextContent('17 % known · 5 new');
    // new words are marked once the learner's forms are in
    await waitFor(() => expect(words()).toHaveClass(textStyles.marksNew));

    await user.click(await screen.findByRole('button', { name: 'Mark the 5 new words as known' }));
    await waitFor(() => expect(fit()).toHaveTextContent('100 % known · 0 new'));
    const [request] = server.requestsTo('POST', `/api/reeprise/generated_texts/${text.id}/mark_read/`);
    expect(request?.body).toEqual({});
    expect(request?.headers.get('x-csrftoken')).toBe('test-csrf-token');
    expect(await screen.findByText('5 words marked as known')).toBeInTheDocument();
    expect(screen.getByText('No new words left in this text.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(fit()).toHaveTextContent('17 % known · 5 new'));
    const [undo] = server.requestsTo('POST', '/api/reeprise/word_statuses/');
    expect(undo?.body).toEqual({ language: 'FRENCH', words: ['le', 'dort', 'chien', 'court', 'aussi'], status: 'new' });
    expect(await screen.findByRole('button', { name: 'Mark the 5 new words as known' })).toBeInTheDocument();
  });

  test('I ignores the focused name and K marks a word known: the bar, the word and the status buttons follow', async () => {
    const text = buildText({ chatgpt_output: 'Pierre mange. Pierre dort.' });
    const server = readerServer({ text });
    const { user } = renderRoute(`/reeprise/${text.id}`, { server });
    await readerWords();
    expect(await screen.findByTestId('level-fit', {}, { timeout: 5000 })).toHaveTextContent('0 % known · 3 new');

    within(words()).getAllByText('Pierre')[0]?.focus();
    await user.keyboard('i');
    await waitFor(() => expect(fit()).toHaveTextContent('33 % known · 2 new'));
    for (const pierre of within(words()).getAllByText('Pierre')) expect(pierre).toHaveClass(IGNORED_CLASS);
    expect(screen.getByText('“Pierre” ignored')).toHaveAttribute('aria-live', 'polite');
    const statuses = screen.getByRole('group', { name: 'Status of “Pierre”' });
    expect(within(statuses).getByRole('button', { name: 'Ignore' })).toHaveAttribute('aria-pressed', 'true');
    expect(server.requestsTo('POST', '/api/reeprise/word_statuses/').map((request) => request.body)).toEqual([
      { language: 'FRENCH', words: ['pierre'], status: 'ignored' },
    ]);

    await user.keyboard('{ArrowRight}k');
    await waitFor(() => expect(fit()).toHaveTextContent('67 % known · 1 new'));
    // no vocabulary entry was made by a key
    expect(server.requestsTo('POST', `/api/reeprise/generated_texts/${text.id}/add_vocabulary/`)).toEqual([]);

    // the buttons do the same: Pierre back to new
    await user.keyboard('{ArrowLeft}');
    await user.click(within(screen.getByRole('group', { name: 'Status of “Pierre”' })).getByRole('button', { name: 'New' }));
    await waitFor(() => expect(fit()).toHaveTextContent('33 % known · 2 new'));
    expect(within(words()).getAllByText('Pierre')[0]).not.toHaveClass(IGNORED_CLASS);
  });

  test('a chapter is marked read by its number, in German; without the setting no word is marked new', async () => {
    const text = buildText({ chatgpt_output: 'Le début.' });
    const chapter = buildChapter(text, 1, { content: 'Le chat mange.', words: [], used_words: [], used_forms: [] });
    const server = readerServer({ text, chapters: [chapter], knownForms: ['le'] });
    server.addUser({ userId: 1, username: 'ada', is_staff: false, permissions: [] }, {
      loggedIn: true,
      settings: { mother_tongue: 'GERMAN', show_new_word_marks: false },
    });
    const { user } = renderRoute(`/reeprise/${text.id}?chapter=1`, { server });
    await user.click(await screen.findByRole('button', { name: 'Die 2 neuen Wörter als bekannt markieren' }, { timeout: 10_000 }));
    expect(await screen.findByText('2 Wörter als bekannt markiert')).toBeInTheDocument();
    const [request] = server.requestsTo('POST', `/api/reeprise/generated_texts/${text.id}/mark_read/`);
    expect(request?.body).toEqual({ chapter_number: 1 });
    expect(words()).not.toHaveClass(textStyles.marksNew);
  });
});
