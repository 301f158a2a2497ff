import {
  TRAINER_TOGGLES_STORAGE_KEY,
  VOCABULARY_SEARCH_MAX_LENGTH as CONTRACT_SEARCH_MAX_LENGTH,
  VOCABULARY_SORTS as CONTRACT_SORTS,
  type Page,
  type Vocabulary,
} from '@reeprise/contract';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';
import { VOCABULARY_SEARCH_MAX_LENGTH, VOCABULARY_SORTS } from './list-query-controls';

// the suite runs beside other busy suites: give slow renders some room
configure({ asyncUtilTimeout: 10_000 });

const entry = (id: number, word: string): Vocabulary => ({
  id,
  word,
  translation: `${word} (t)`,
  mnemonic: '',
  winning_streak: 0,
  status: 'COMPLETE',
  language: 'SPANISH',
  part_of_speech: 'noun',
  forms: [],
  usages: [],
  sentence: null,
  error: null,
  created_at: '2025-01-01T00:00:00.000Z',
  due_at: null,
});
const page = (results: Vocabulary[]): Page<Vocabulary> => ({ results, next: null, previous: null });

function listQueries(): URLSearchParams[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : input, 'http://localhost'))
    .filter((url) => url.pathname === '/api/reeprise/vocabulary/')
    .map((url) => url.searchParams);
}

function open() {
  localStorage.setItem(TRAINER_TOGGLES_STORAGE_KEY, JSON.stringify({ language: '' }));
  const server = new FakeServer()
    .addUser(buildWhoami(), { loggedIn: true })
    .on('GET', '/api/reeprise/vocabulary/', () => {
      const query = listQueries().at(-1)!;
      const search = query.get('search');
      if (search === 'zzz') return { status: 200, body: page([]) };
      if (search) return { status: 200, body: page([entry(2, 'gato')]) };
      const words = [entry(2, 'gato'), entry(1, 'abeja')];
      return { status: 200, body: page(query.get('sort') === 'alphabetical' ? words.reverse() : words) };
    });
  return renderRoute('/vocabulary_trainer', { server });
}

describe('trainer list search and order', { timeout: 30_000 }, () => {
  test('a search asks the server once the learner pauses, and the list shows its answer', async () => {
    const { user } = open();
    expect(await screen.findByText('abeja')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'gat');
    await waitFor(() => expect(screen.queryByText('abeja')).not.toBeInTheDocument());
    expect(await screen.findByText('gato')).toBeInTheDocument();
    const searches = listQueries().map((query) => query.get('search'));
    // typed letter by letter, asked for once
    expect(searches.filter((search) => search !== null)).toEqual(['gat']);
  });

  test('a search without a match says so and clears', async () => {
    const { user } = open();
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('No words match “zzz”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByText('abeja')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  test('the order is sent as sort; newest (the spec’s order) sends nothing', async () => {
    const { user } = open();
    expect(await screen.findByText('abeja')).toBeInTheDocument();
    expect(listQueries().every((query) => !query.has('sort'))).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'alphabetical');
    await waitFor(() => expect(listQueries().at(-1)?.get('sort')).toBe('alphabetical'));
    const items = await screen.findAllByRole('listitem');
    await waitFor(() => expect(items[0]).toHaveTextContent('abeja'));
  });
});

test('the orders and the search limit are the contract’s', () => {
  expect(VOCABULARY_SORTS).toEqual(CONTRACT_SORTS);
  expect(VOCABULARY_SEARCH_MAX_LENGTH).toBe(CONTRACT_SEARCH_MAX_LENGTH);
});
