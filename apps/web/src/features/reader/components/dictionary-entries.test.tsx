import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderWithProviders } from '@/testing/render-route';
import { buildVocabulary } from '../test-data';
import { DictionaryEntries } from './dictionary-entries';
import { VocabularyItem } from './vocabulary-item';

const LOOKUP = '/api/reeprise/dictionary/lookup/';
const answer = (entries: Array<{ headword: string; definition: string }>) => ({
  status: 200,
  body: {
    language: 'SPANISH',
    mother_tongue: 'ENGLISH',
    entries: entries.map((entry) => ({ ...entry, matched_form: entry.headword, dictionary: 'spa-eng' })),
  },
});

function serverWith(entries: Array<{ headword: string; definition: string }>) {
  return new FakeServer().addUser(buildWhoami(), { loggedIn: true }).on('GET', LOOKUP, () => answer(entries));
}

const lookedUp = () =>
  fetchCalls()
    .filter((url) => url.pathname === LOOKUP)
    .map((url) => Object.fromEntries(url.searchParams));
function fetchCalls(): URL[] {
  return (globalThis.fetch as unknown as { mock: { calls: Array<[RequestInfo | URL]> } }).mock.calls.map(
    ([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'),
  );
}

describe('DictionaryEntries', () => {
  test('shows the entries of the clicked form, with their dictionary', async () => {
    renderWithProviders(<DictionaryEntries language="SPANISH" word="Casas" />, {
      server: serverWith([{ headword: 'casa', definition: 'casa /ˈkasa/\nhouse; home' }]),
    });
    const section = await screen.findByRole('region', { name: 'Dictionary entries for Casas' });
    expect(section).toHaveTextContent('casa /ˈkasa/ house; home');
    expect(section).toHaveTextContent('spa-eng');
    expect(lookedUp()).toEqual([{ language: 'SPANISH', word: 'Casas' }]);
  });

  test('shows nothing when no dictionary knows the word', async () => {
    const { container } = renderWithProviders(<DictionaryEntries language="SPANISH" word="zorro" />, {
      server: serverWith([]),
    });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(container).not.toHaveTextContent(/dictionary/i);
  });
});

describe('VocabularyItem with dictionaries', () => {
  const item = (status: 'PENDING' | 'COMPLETE') => (
    <ul>
      <VocabularyItem
        entry={buildVocabulary({ word: 'casas', language: 'SPANISH', status, translation: 'houses' })}
        selected={false}
        selectable
        onToggle={() => undefined}
        onDelete={() => undefined}
      />
    </ul>
  );

  test('a word still being translated shows the dictionary at once', async () => {
    renderWithProviders(item('PENDING'), { server: serverWith([{ headword: 'casa', definition: 'house' }]) });
    expect(await screen.findByRole('region', { name: 'Dictionary entries for casas' })).toHaveTextContent(
      'house',
    );
  });

  test('a translated word does not look itself up again', async () => {
    renderWithProviders(item('COMPLETE'), {
      server: serverWith([{ headword: 'casa', definition: 'house' }]),
    });
    expect(await screen.findByText('houses')).toBeInTheDocument();
    expect(lookedUp()).toEqual([]);
  });
});
