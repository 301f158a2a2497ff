import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderWithProviders } from '@/testing/render-route';
import { buildVocabulary } from '../test-data';
import { DictionaryEntries } from './dictionary-entries';
import { VocabularyItem } from './vocabulary-item';

const LOOKUP = '/api/reeprise/dictionary/lookup/';
type Found = { headword: string; definition: string; translates_into?: 'ENGLISH' | 'GERMAN' };
const answer = (entries: Found[], motherTongue: 'ENGLISH' | 'GERMAN') => ({
  status: 200,
  body: {
    language: 'SPANISH',
    mother_tongue: motherTongue,
    entries: entries.map((entry) => ({
      translates_into: motherTongue,
      ...entry,
      matched_form: entry.headword.toLowerCase(),
      dictionary: 'spa-eng',
    })),
  },
});

function serverWith(entries: Found[], motherTongue: 'ENGLISH' | 'GERMAN' = 'ENGLISH') {
  return new FakeServer()
    .addUser(buildWhoami(), { loggedIn: true })
    .on('GET', LOOKUP, () => answer(entries, motherTongue));
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

  test('says which base form an inflected click was found under (issue 35)', async () => {
    renderWithProviders(<DictionaryEntries language="SPANISH" word="Hablaban" />, {
      server: serverWith([{ headword: 'hablar', definition: 'hablar /aˈβlaɾ/\nto speak' }]),
    });
    const section = await screen.findByRole('region', { name: 'Dictionary entries for Hablaban' });
    expect(section).toHaveTextContent('hablaban → base form hablar');
    expect(section).not.toHaveTextContent('EN');
  });

  test('marks an English entry shown to a learner whose mother tongue is German', async () => {
    renderWithProviders(<DictionaryEntries language="SPANISH" word="gato" />, {
      server: serverWith([{ headword: 'gato', definition: 'cat', translates_into: 'ENGLISH' }], 'GERMAN'),
    });
    const section = await screen.findByRole('region', { name: 'Dictionary entries for gato' });
    expect(within(section).getByText('EN')).toHaveAttribute(
      'title',
      expect.stringMatching(/^This entry is in English/),
    );
    // the exact form matched: no arrow
    expect(section).not.toHaveTextContent('→');
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

  test('a word saved without a translation says so instead of an invented one (issue 35)', async () => {
    renderWithProviders(
      <ul>
        <VocabularyItem
          entry={buildVocabulary({ word: 'zorro', language: 'SPANISH', status: 'COMPLETE', translation: '' })}
          selected={false}
          selectable
          onToggle={() => undefined}
          onDelete={() => undefined}
        />
      </ul>,
      { server: serverWith([]) },
    );
    expect(await screen.findByText(/^No translation yet/)).toBeInTheDocument();
  });

  test('a word saved under its base form shows the form that was clicked (issue 35)', async () => {
    renderWithProviders(
      <ul>
        <VocabularyItem
          entry={buildVocabulary({
            word: 'hablar',
            forms: ['hablar', 'hablaban'],
            language: 'SPANISH',
            status: 'COMPLETE',
            translation: 'to speak',
          })}
          selected={false}
          selectable
          onToggle={() => undefined}
          onDelete={() => undefined}
        />
      </ul>,
      { server: serverWith([]) },
    );
    const word = await screen.findByText('hablar', { exact: false, selector: 'p' });
    expect(word).toHaveTextContent('hablaban → base form hablar');
    // what a screen reader says (the arrow is hidden from it): the words stay apart
    const heard = word.cloneNode(true) as HTMLElement;
    heard.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    expect(heard.textContent?.replace(/\s+/g, ' ')).toBe('hablaban base form hablar');
  });

  test('a translated word does not look itself up again', async () => {
    renderWithProviders(item('COMPLETE'), {
      server: serverWith([{ headword: 'casa', definition: 'house' }]),
    });
    expect(await screen.findByText('houses')).toBeInTheDocument();
    expect(lookedUp()).toEqual([]);
  });
});
