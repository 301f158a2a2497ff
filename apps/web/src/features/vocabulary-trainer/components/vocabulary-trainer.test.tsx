import { TRAINER_TOGGLES_STORAGE_KEY, type Page, type Vocabulary } from '@reeprise/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { vi, describe, expect, test } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';
import { FIRST_ROWS } from './vocabulary-list';

// the suite runs beside other busy suites: give slow renders some room
configure({ asyncUtilTimeout: 5000 });

let nextId = 1;
function buildVocabulary(overrides: Partial<Vocabulary> = {}): Vocabulary {
  const id = nextId++;
  return {
    id,
    word: `word${id}`,
    translation: `translation${id}`,
    mnemonic: `mnemonic${id}`,
    winning_streak: 0,
    status: 'COMPLETE',
    language: 'ENGLISH',
    part_of_speech: 'noun',
    forms: [],
    usages: [],
    sentence: null,
    error: null,
    created_at: '2025-01-01T00:00:00.000Z',
    due_at: null,
    ...overrides,
  };
}

const page = (results: Vocabulary[], next: string | null = null): Page<Vocabulary> => ({
  results,
  next,
  previous: null,
});

/** The query strings of every vocabulary list request, in order. */
function listQueries(): URLSearchParams[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : input, 'http://localhost'))
    .filter((url) => url.pathname === '/api/reeprise/vocabulary/')
    .map((url) => url.searchParams);
}

function serverWith(pages: (query: URLSearchParams) => Page<Vocabulary>) {
  return new FakeServer()
    .addUser(buildWhoami(), { loggedIn: true })
    .on('GET', '/api/reeprise/vocabulary/', () => ({ status: 200, body: pages(listQueries().at(-1)!) }));
}

const openTrainer = (server: FakeServer) => renderRoute('/vocabulary_trainer', { server });

describe('vocabulary trainer page', () => {
  test('starts with the spec defaults: word shown, the rest hidden, English words', async () => {
    const entry = buildVocabulary({ word: 'house', translation: 'Haus', mnemonic: 'a house is a Haus' });
    openTrainer(serverWith(() => page([entry])));

    expect(await screen.findByText('house')).toBeInTheDocument();
    expect(screen.queryByText('Haus')).not.toBeInTheDocument();
    expect(screen.queryByText('a house is a Haus')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit translation and mnemonic' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Word' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Translation' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Word language' })).toHaveValue('ENGLISH');
    // the newest word decides the start: first all languages, then the newest word's language
    expect(listQueries()[0]?.has('language')).toBe(false);
    expect(listQueries().at(-1)?.get('language')).toBe('ENGLISH');
  });

  test('asks for the newest word’s language list and the due counts before the page renders', async () => {
    const newest = buildVocabulary({ word: 'perro', language: 'SPANISH' });
    const server = serverWith(() => page([newest])).on(
      'GET',
      '/api/reeprise/user_settings/',
      () => new Promise<never>(() => undefined), // the shell (and the page in it) waits for the settings
    );
    openTrainer(server);
    await waitFor(() =>
      expect(listQueries().map((query) => query.get('language'))).toEqual([null, 'SPANISH']),
    );
    await waitFor(() => expect(server.requestsTo('GET', '/api/reeprise/vocabulary/due/')).toHaveLength(1));
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  test('a Spanish learner starts at Spanish: the language of their most recent word', async () => {
    const newest = buildVocabulary({ word: 'perro', language: 'SPANISH' });
    const older = buildVocabulary({ word: 'house', language: 'ENGLISH' });
    const { user } = openTrainer(
      serverWith((query) =>
        query.get('language') === 'SPANISH'
          ? page([newest])
          : query.has('language')
            ? page([older])
            : page([newest, older]),
      ),
    );
    expect(await screen.findByText('perro')).toBeInTheDocument();
    expect(screen.queryByText('house')).not.toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Word language' });
    expect(select).toHaveValue('SPANISH');
    expect(within(select).getByRole('option', { name: 'Español (Spanish)' })).toBeInTheDocument();
    // nothing chosen yet, so nothing about the language is stored
    await user.click(screen.getByRole('switch', { name: 'Translation' }));
    expect(JSON.parse(localStorage.getItem(TRAINER_TOGGLES_STORAGE_KEY)!)).not.toHaveProperty('language');
  });

  test('a stored language wins over the most recent word', async () => {
    localStorage.setItem(TRAINER_TOGGLES_STORAGE_KEY, JSON.stringify({ language: 'FRENCH' }));
    const french = buildVocabulary({ word: 'maison', language: 'FRENCH' });
    openTrainer(serverWith((query) => (query.get('language') === 'FRENCH' ? page([french]) : page([]))));
    expect(await screen.findByText('maison')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Word language' })).toHaveValue('FRENCH');
    expect(listQueries().every((query) => query.get('language') === 'FRENCH')).toBe(true);
  });

  test('a filter that hides everything says so and offers to clear it', async () => {
    localStorage.setItem(TRAINER_TOGGLES_STORAGE_KEY, JSON.stringify({ language: 'FRENCH' }));
    const spanish = buildVocabulary({ word: 'perro', language: 'SPANISH' });
    const { user } = openTrainer(serverWith((query) => (query.has('language') ? page([]) : page([spanish]))));
    expect(await screen.findByText('No words in Français (French)')).toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all languages' }));
    expect(await screen.findByText('perro')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Word language' })).toHaveValue('');
    expect(JSON.parse(localStorage.getItem(TRAINER_TOGGLES_STORAGE_KEY)!)).toMatchObject({ language: '' });
  });

  test('toggles and language are kept in local storage and survive a reload', async () => {
    const entry = buildVocabulary({ word: 'maison', translation: 'house', language: 'FRENCH' });
    const server = serverWith(() => page([entry]));
    const first = openTrainer(server);
    await first.user.click(await screen.findByRole('switch', { name: 'Translation' }));
    await first.user.click(screen.getByRole('switch', { name: 'Word' }));
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Word language' }), '');

    expect(JSON.parse(localStorage.getItem(TRAINER_TOGGLES_STORAGE_KEY)!)).toEqual({
      word: false,
      translation: true,
      mnemonic: false,
      actions: false,
      language: '',
    });
    // the empty option asks for every language (the first look-up of the newest word already did)
    await waitFor(() => expect(listQueries().some((query) => !query.has('language'))).toBe(true));
    first.unmount();

    openTrainer(server);
    expect(await screen.findByText('house')).toBeInTheDocument();
    expect(screen.queryByText('maison')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Word language' })).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Word' })).not.toBeChecked();
  });

  test('a list longer than a phone’s first screen shows every word, the later ones in a transition', async () => {
    const entries = Array.from({ length: FIRST_ROWS + 5 }, (_, n) =>
      buildVocabulary({ word: `entry-${String(n).padStart(2, '0')}` }),
    );
    openTrainer(serverWith(() => page(entries)));
    const list = await screen.findByRole('list', { name: 'Your vocabulary' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(entries.length));
    // in the server's order, the deferred rows after the first ones
    const items = within(list).getAllByRole('listitem');
    entries.forEach((entry, n) => expect(items[n]).toHaveTextContent(entry.word));
  });

  test('clicking an item reveals all of its fields', async () => {
    const entry = buildVocabulary({ word: 'house', translation: 'Haus', mnemonic: 'a house is a Haus' });
    const { user } = openTrainer(serverWith(() => page([entry])));
    await user.click(await screen.findByRole('button', { name: /^(?!Delete).*house/ }));

    expect(screen.getByText('Haus')).toBeInTheDocument();
    expect(screen.getByText('a house is a Haus')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit translation and mnemonic' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^(?!Delete).*house/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('a word no dictionary knew says "No translation yet", shows its clicked form, and the learner writes one', async () => {
    localStorage.setItem(TRAINER_TOGGLES_STORAGE_KEY, JSON.stringify({ actions: true, translation: true }));
    const entry = buildVocabulary({
      word: 'hablar',
      forms: ['hablar', 'hablaban'],
      language: 'SPANISH',
      translation: '',
      mnemonic: '',
    });
    const server = serverWith(() => page([entry])).on(
      'PATCH',
      `/api/reeprise/vocabulary/${entry.id}/`,
      (request) => ({
        status: 200,
        body: { ...entry, ...(request.body as object) },
      }),
    );
    const { user } = openTrainer(server);
    const row = await screen.findByRole('button', { name: /^(?!Delete).*hablar/ });
    expect(row).toHaveTextContent('hablaban → base form hablar');
    // what a screen reader says (the arrow is hidden from it): the words stay apart
    expect(row).toHaveAccessibleName(/hablaban base form hablar/);
    expect(within(row).getByText('No translation yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit translation and mnemonic' }));
    await user.type(await screen.findByRole('textbox', { name: 'Translation' }), 'to speak{Enter}');
    await waitFor(() =>
      expect(server.requestsTo('PATCH', `/api/reeprise/vocabulary/${entry.id}/`)[0]?.body).toMatchObject({
        translation: 'to speak',
      }),
    );
  });

  test('the pencil opens a form of the translation and the mnemonic that saves with PATCH', async () => {
    localStorage.setItem(TRAINER_TOGGLES_STORAGE_KEY, JSON.stringify({ actions: true, mnemonic: true }));
    const entry = buildVocabulary({ word: 'house', mnemonic: 'old idea' });
    const server = serverWith(() => page([entry])).on(
      'PATCH',
      `/api/reeprise/vocabulary/${entry.id}/`,
      (request) => ({
        status: 200,
        body: { ...entry, ...(request.body as object) },
      }),
    );
    const { user } = openTrainer(server);
    await user.click(await screen.findByRole('button', { name: 'Edit translation and mnemonic' }));

    // the editor (MUI's TextFields) loads when first opened
    const field = await screen.findByRole('textbox', { name: 'Mnemonic' });
    expect(field.tagName).toBe('INPUT');
    expect(field).toHaveValue('old idea');
    await user.clear(field);
    await user.type(field, 'a house keeps you dry{Enter}');

    await waitFor(() =>
      expect(server.requestsTo('PATCH', `/api/reeprise/vocabulary/${entry.id}/`)).toHaveLength(1),
    );
    expect(server.requestsTo('PATCH', `/api/reeprise/vocabulary/${entry.id}/`)[0]?.body).toEqual({
      translation: entry.translation,
      mnemonic: 'a house keeps you dry',
    });
    expect(
      server.requestsTo('PATCH', `/api/reeprise/vocabulary/${entry.id}/`)[0]?.headers.get('x-csrftoken'),
    ).toBe('test-csrf-token');
    expect(await screen.findByText('Word saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Mnemonic' })).not.toBeInTheDocument());
    // focus is back on the pencil, not lost with the closed form (issue 18 item 5)
    expect(screen.getByRole('button', { name: 'Edit translation and mnemonic' })).toHaveFocus();
  });

  test('the bin deletes a word and Undo in the notice restores it', async () => {
    localStorage.setItem(TRAINER_TOGGLES_STORAGE_KEY, JSON.stringify({ actions: true }));
    const entry = buildVocabulary({ word: 'house', translation: 'Haus' });
    let listed = [entry];
    const url = `/api/reeprise/vocabulary/${entry.id}/`;
    const server = serverWith(() => page(listed))
      .on('DELETE', url, () => {
        listed = [];
        return { status: 204 };
      })
      .on('POST', `${url}restore/`, () => {
        listed = [entry];
        return { status: 200, body: entry };
      });
    const { user } = openTrainer(server);
    await user.click(await screen.findByRole('button', { name: 'Delete “house”' }));

    expect(await screen.findByText('“house” deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('house')).not.toBeInTheDocument());
    expect(server.requestsTo('DELETE', url)[0]?.headers.get('x-csrftoken')).toBe('test-csrf-token');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('house')).toBeInTheDocument();
    expect(server.requestsTo('POST', `${url}restore/`)).toHaveLength(1);
    expect(await screen.findByText('“house” is back')).toBeInTheDocument();
  });

  test('an empty list says Nothing here yet', async () => {
    openTrainer(serverWith(() => page([])));
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  });

  test('Load more fetches the next page with its cursor', async () => {
    const first = buildVocabulary({ word: 'first' });
    const second = buildVocabulary({ word: 'second' });
    const { user } = openTrainer(
      serverWith((query) =>
        query.get('cursor') === 'abc'
          ? page([second])
          : page([first], 'http://localhost/api/reeprise/vocabulary/?cursor=abc&language=ENGLISH'),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('second')).toBeInTheDocument();
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(listQueries().at(-1)?.get('cursor')).toBe('abc');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test('a word still being translated is polled until its translation arrives', async () => {
    localStorage.setItem(
      TRAINER_TOGGLES_STORAGE_KEY,
      JSON.stringify({ translation: true, language: 'ENGLISH' }),
    );
    const pending = buildVocabulary({ word: 'house', translation: '', mnemonic: '', status: 'PENDING' });
    let asked = 0;
    openTrainer(
      serverWith(() => {
        asked += 1;
        return page([asked < 2 ? pending : { ...pending, status: 'COMPLETE', translation: 'Haus' }]);
      }),
    );
    expect(await screen.findAllByText('Translating…')).not.toHaveLength(0);
    expect(await screen.findByText('Haus')).toBeInTheDocument();
    expect(screen.queryByText('Translating…')).not.toBeInTheDocument();
  });

  test('a failing list says so and offers a retry', async () => {
    const server = new FakeServer()
      .addUser(buildWhoami(), { loggedIn: true })
      .on('GET', '/api/reeprise/vocabulary/', () => ({ status: 500 }));
    openTrainer(server);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your vocabulary could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('speaks German when the learner does', async () => {
    const server = new FakeServer()
      .addUser(buildWhoami(), { loggedIn: true, settings: { mother_tongue: 'GERMAN' } })
      .on('GET', '/api/reeprise/vocabulary/', () => ({ status: 200, body: page([]) }));
    openTrainer(server);
    expect(await screen.findByText('Hier ist noch nichts')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Übersetzung' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Alle Sprachen' })).toBeInTheDocument();
  });
});
