import { screen, within } from '@testing-library/react';
import type { AnkiImportPreview } from '@reeprise/contract';
import { describe, expect, test } from 'vitest';
import { FakeServer } from '@/testing/fake-server';
import { renderWithProviders } from '@/testing/render-route';
import { ImportDialog } from './import-dialog';

const ANKI_PREVIEW = '/api/reeprise/vocabulary/import/anki/preview/';
const ANKI_IMPORT = '/api/reeprise/vocabulary/import/anki/';
const CSV_PREVIEW = '/api/reeprise/vocabulary/import/preview/';

const preview: AnkiImportPreview = {
  collection: 'anki21b',
  note_types: [
    {
      id: '1690000000123',
      name: 'Vokabel',
      columns: ['Vorderseite', 'Rückseite', 'Wortart'],
      sample: [['der Hund', 'dog', 'Substantiv']],
      row_count: 3,
      mapping: { word: 0, translation: 1, mnemonic: null, part_of_speech: 2, language: null },
    },
    {
      id: '1690000000999',
      name: 'Einfach',
      columns: ['Front', 'Back'],
      sample: [['Wer?', 'who?']],
      row_count: 1,
      mapping: { word: 0, translation: 1, mnemonic: null, part_of_speech: null, language: null },
    },
  ],
};

function renderDialog(server: FakeServer) {
  document.cookie = 'csrftoken=test-csrf-token; path=/';
  return renderWithProviders(<ImportDialog onClose={() => undefined} />, { server });
}

describe('importing an Anki package', () => {
  test('sends the package, offers its note types with their fields, and imports the chosen one with the mapping', async () => {
    const server = new FakeServer();
    server.on('POST', ANKI_PREVIEW, () => ({ status: 200, body: preview }));
    server.on('POST', ANKI_IMPORT, () => ({
      status: 200,
      body: { added: 1, merged: 0, skipped: 0, skipped_rows: [] },
    }));
    const { user } = renderDialog(server);
    const deck = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'Deutsch.apkg', { type: '' });
    await user.upload(screen.getByLabelText('Choose a file'), deck);

    expect(await screen.findByText('3 notes found. Which field holds what?')).toBeInTheDocument();
    expect(((server.requestsTo('POST', ANKI_PREVIEW)[0]?.body as FormData).get('file') as File).name).toBe(
      'Deutsch.apkg',
    );
    expect(server.requestsTo('POST', CSV_PREVIEW)).toHaveLength(0);
    expect(screen.getByLabelText('Part of speech')).toHaveValue('2');
    expect(within(screen.getByRole('table')).getByText('der Hund')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Note type'), 'Einfach (1 note)');
    expect(await screen.findByText('1 note found. Which field holds what?')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Wer?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 note' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/Language of the words/), 'GERMAN');
    await user.click(screen.getByRole('button', { name: 'Import 1 note' }));

    expect(await screen.findByText(/1 word added/)).toBeInTheDocument();
    const body = server.requestsTo('POST', ANKI_IMPORT)[0]?.body as FormData;
    expect(body.get('note_type')).toBe('1690000000999');
    expect(JSON.parse(body.get('mapping') as string)).toEqual(preview.note_types[1].mapping);
    expect(body.get('language')).toBe('GERMAN');
    expect((body.get('file') as File).name).toBe('Deutsch.apkg');
  });

  test('shows why a package could not be read', async () => {
    const server = new FakeServer();
    server.on('POST', ANKI_PREVIEW, () => ({
      status: 400,
      body: {
        detail: 'The file is not an Anki package (.apkg or .colpkg) that can be read.',
        code: 'anki_package_unreadable',
      },
    }));
    const { user } = renderDialog(server);
    await user.upload(screen.getByLabelText('Choose a file'), new File(['nope'], 'broken.colpkg'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is not an Anki package (.apkg or .colpkg) that can be read.',
    );
    expect(screen.getByRole('button', { name: 'Import 0 notes' })).toBeDisabled();
  });
});

describe('importing known words (issue 34)', () => {
  const WORD_LIST = '/api/reeprise/word_statuses/import/';
  const CSV_IMPORT = '/api/reeprise/vocabulary/import/';
  const asKnown = () =>
    screen.getByRole('checkbox', { name: 'Mark as known instead of adding to my vocabulary' });

  test('a pasted list, one word per line, is marked known in the chosen language, not added', async () => {
    const server = new FakeServer();
    server.on('POST', WORD_LIST, () => ({
      status: 200,
      body: { marked_known: 2, unchanged: 2, skipped: 0 },
    }));
    const { user } = renderDialog(server);
    await user.click(asKnown());
    const list = screen.getByRole('textbox', { name: 'Or paste words, one per line' });
    await user.type(list, 'casa{Enter}{Enter}  perro  {Enter}casa{Enter}gato');
    expect(screen.getByText('3 words found.')).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Mark 3 words as known' });
    expect(start).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the words' }), 'SPANISH');
    await user.click(start);

    expect(
      await screen.findByText(
        '2 words are now known · 2 already known, ignored or in your vocabulary · 0 skipped: not a single word',
      ),
    ).toBeInTheDocument();
    expect(server.requestsTo('POST', WORD_LIST)[0]?.body).toEqual({
      language: 'SPANISH',
      content: 'casa\n\n  perro  \ncasa\ngato',
    });
    expect(server.requestsTo('POST', CSV_IMPORT)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  test('a .txt file fills the list; one longer than an import takes is refused before it is sent', async () => {
    const server = new FakeServer();
    const { user } = renderDialog(server);
    await user.click(asKnown());
    const words = Array.from({ length: 10_001 }, (_, index) => `palabra${index}`);
    await user.upload(
      screen.getByLabelText('Choose a file'),
      new File([words.join('\n')], 'known.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('At most 10,000 words at a time.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the words' }), 'SPANISH');
    expect(screen.getByRole('button', { name: 'Mark 10,001 words as known' })).toBeDisabled();
    expect(server.requestsTo('POST', CSV_PREVIEW)).toHaveLength(0);
  });

  test('a CSV file keeps its mapping and is imported with as_known', async () => {
    const server = new FakeServer();
    server.on('POST', CSV_PREVIEW, () => ({
      status: 200,
      body: {
        format: 'csv',
        columns: ['word', 'translation'],
        sample: [['casa', 'house']],
        row_count: 3,
        mapping: { word: 0, translation: 1, mnemonic: null, part_of_speech: null, language: null },
      },
    }));
    server.on('POST', CSV_IMPORT, () => ({
      status: 200,
      body: { added: 2, merged: 1, skipped: 0, skipped_rows: [] },
    }));
    const { user } = renderDialog(server);
    await user.click(asKnown());
    await user.upload(
      screen.getByLabelText('Choose a file'),
      new File(['word,translation\ncasa,house'], 'words.csv'),
    );
    expect(await screen.findByText('3 rows found. Which column holds what?')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Or paste words, one per line' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Language of the words/), 'SPANISH');
    await user.click(screen.getByRole('button', { name: 'Import 3 rows' }));

    expect(
      await screen.findByText(
        '2 words are now known · 1 already known, ignored or in your vocabulary · 0 skipped: not a single word',
      ),
    ).toBeInTheDocument();
    expect(server.requestsTo('POST', CSV_IMPORT)[0]?.body).toMatchObject({
      language: 'SPANISH',
      as_known: true,
    });
  });

  test('a refusal is said and the list stays', async () => {
    const server = new FakeServer();
    server.on('POST', WORD_LIST, () => ({ status: 500 }));
    const { user } = renderDialog(server);
    await user.click(asKnown());
    await user.type(screen.getByRole('textbox', { name: 'Or paste words, one per line' }), 'casa');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the words' }), 'SPANISH');
    await user.click(screen.getByRole('button', { name: 'Mark 1 word as known' }));
    expect(await screen.findByText('The words could not be marked as known.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Or paste words, one per line' })).toHaveValue('casa');
  });
});
