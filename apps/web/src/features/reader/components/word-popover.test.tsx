import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { resetStreamSocket } from '@/lib/stream-socket';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { renderRoute } from '@/testing/render-route';
import { buildText, buildVocabulary, readerServer, readerWords } from '../test-data';

/** A phone: every `max-width` query matches, so the reader opens the tapped word's popover. */
function phoneScreen(narrow: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: narrow && query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    })),
  );
}

beforeEach(() => {
  resetStreamSocket();
  FakeWebSocket.install();
  document.cookie = 'csrftoken=test-csrf-token; path=/';
});
afterEach(() => {
  resetStreamSocket();
  vi.unstubAllGlobals();
});

const words = () => screen.getByRole('group', { name: /choose a word/ });

async function readerWithChien(narrow: boolean) {
  phoneScreen(narrow);
  const text = buildText({ chatgpt_output: 'Le chat dort. Le chien court!' });
  const entry = buildVocabulary({
    word: 'chien',
    translation: 'dog',
    mnemonic: 'A chain holds the dog.',
    sentence: { text: 'Le chien court!', start: 3, end: 8 },
  });
  const state = { text, vocabulary: [] as ReturnType<typeof buildVocabulary>[] };
  const server = readerServer(state)
    .on('POST', `/api/reeprise/generated_texts/${text.id}/add_vocabulary/`, () => {
      state.vocabulary = [entry];
      return { status: 201, body: entry };
    })
    .on('DELETE', `/api/reeprise/vocabulary/${entry.id}/`, () => {
      state.vocabulary = [];
      return { status: 204 };
    });
  const rendered = renderRoute(`/reeprise/${text.id}`, { server });
  await readerWords();
  return { ...rendered, server, entry, text };
}

describe('reader: the word at the finger', () => {
  test('on a phone, tapping a word opens its translation, mnemonic and sentence at the word', async () => {
    const { user } = await readerWithChien(true);
    await user.click(within(words()).getByText('chien'));
    const popover = await screen.findByRole('dialog', { name: 'Your word “chien”' });
    expect(await within(popover).findByText('dog')).toBeInTheDocument();
    expect(within(popover).getByText('A chain holds the dog.')).toBeInTheDocument();
    expect(within(popover).getByText('Where you met it')).toBeInTheDocument();
    expect(within(popover).getByText('chien', { selector: 'mark' })).toBeInTheDocument();
    // the same actions as the panel: select for the next chapter, edit, delete
    expect(
      within(popover).getByRole('checkbox', { name: 'Select “chien” for the next chapter' }),
    ).toBeInTheDocument();
    expect(within(popover).getByRole('button', { name: 'Edit “chien”' })).toBeInTheDocument();
    expect(within(popover).getByRole('button', { name: 'Delete “chien”' })).toBeInTheDocument();
  });

  test('Enter opens it, Escape closes it and the focus is back on the word', async () => {
    const { user } = await readerWithChien(true);
    const first = within(words()).getAllByText('Le')[0];
    act(() => first.focus());
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveTextContent('chien');
    await user.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'Your word “chien”' });
    expect(await within(popover).findByText('dog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(within(words()).getByText('chien'));
  });

  test('deleting in the popover closes it and offers Undo', async () => {
    const { user, server, entry } = await readerWithChien(true);
    await user.click(within(words()).getByText('chien'));
    const popover = await screen.findByRole('dialog', { name: 'Your word “chien”' });
    await user.click(await within(popover).findByRole('button', { name: 'Delete “chien”' }));
    expect(await screen.findByText('“chien” deleted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(server.requestsTo('DELETE', `/api/reeprise/vocabulary/${entry.id}/`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('on a wide screen the panel shows the word and no popover opens', async () => {
    const { user } = await readerWithChien(false);
    await user.click(within(words()).getByText('chien'));
    const panel = screen.getByRole('complementary', { name: 'Your words in this text' });
    expect(await within(panel).findByText('dog')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('the panel deletes a word, Undo brings it back, and the creator deletes the text from the reader', async () => {
    const { user, server, entry, text } = await readerWithChien(false);
    const panel = () => screen.getByRole('complementary', { name: 'Your words in this text' });
    await user.click(within(words()).getByText('chien'));
    await user.click(await within(panel()).findByRole('button', { name: 'Delete “chien”' }));
    await waitFor(() => expect(within(panel()).queryByText('dog')).not.toBeInTheDocument());
    server.on('POST', `/api/reeprise/vocabulary/${entry.id}/restore/`, () => ({ status: 200, body: entry }));
    server.on('GET', '/api/reeprise/vocabulary/', () => ({
      status: 200,
      body: { results: [entry], next: null, previous: null },
    }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await within(panel()).findByText('dog')).toBeInTheDocument();
    expect(server.requestsTo('POST', `/api/reeprise/vocabulary/${entry.id}/restore/`)).toHaveLength(1);

    server
      .on('DELETE', `/api/reeprise/generated_texts/${text.id}/`, () => ({ status: 204 }))
      .on('GET', '/api/reeprise/generated_texts/', () => ({
        status: 200,
        body: { results: [], next: null, previous: null },
      }));
    const deleteText = screen.getByRole('button', { name: `Delete text “${text.topic}”` });
    // WCAG 2.5.3: the visible words start the accessible name
    expect(deleteText).toHaveTextContent('Delete text');
    await user.click(deleteText);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this text?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Text deleted')).toBeInTheDocument();
    // back on the text list
    expect(
      await screen.findByRole('heading', { name: 'Your texts', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(server.requestsTo('DELETE', `/api/reeprise/generated_texts/${text.id}/`)).toHaveLength(1);
  });
});
