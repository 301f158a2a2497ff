import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { GeneratedText } from '@reeprise/contract';
import { setUiLanguage } from '@/lib/i18n';
import { FakeServer } from '@/testing/fake-server';
import { renderWithProviders } from '@/testing/render-route';
import { ImportTextDialog } from './import-text-dialog';

const IMPORT = '/api/reeprise/imported_texts/';
const DETECT = '/api/reeprise/imported_texts/detect/';

const imported = (overrides: Partial<GeneratedText> = {}): GeneratedText => ({
  id: 7,
  topic: 'Il gatto',
  status: 'COMPLETE',
  chatgpt_output: 'Il gatto dorme.',
  language: 'ITALIAN',
  level: 'B1',
  text_type: 'STORY',
  word_number: 3,
  main_character: '',
  image: null,
  publicly_visible: false,
  view_count: 0,
  created_at: '2026-11-22T10:00:00.000Z',
  creator: 'ada',
  creator_id: 1,
  error: null,
  failure_code: null,
  is_demo: false,
  practice_words: null,
  imported: { source: 'paste', url: null, level_given: false },
  ...overrides,
});

function renderDialog(server = new FakeServer()) {
  document.cookie = 'csrftoken=test-csrf-token; path=/';
  let closed = 0;
  const view = renderWithProviders(<ImportTextDialog open onClose={() => (closed += 1)} />, { server });
  return { ...view, closed: () => closed };
}

describe('the import form', () => {
  test('asks for a source and a language before sending anything', async () => {
    const { user, server } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText('Paste a text, choose a file or enter a web address.')).toBeInTheDocument();
    expect(screen.getByText('Choose the language of the text.')).toBeInTheDocument();
    expect(server.requestsTo('POST', IMPORT)).toHaveLength(0);
  });

  test('a pasted text is looked at: the suggested language is chosen, words and chapters shown, then imported', async () => {
    const server = new FakeServer();
    server.on('POST', DETECT, () => ({
      status: 200,
      body: { title: 'Il gatto dorme sul divano.', language: 'ITALIAN', word_count: 1234, chapter_count: 2 },
    }));
    server.on('POST', IMPORT, () => ({ status: 201, body: imported() }));
    const { user, closed } = renderDialog(server);
    await user.click(screen.getByLabelText('Your text'));
    await user.paste('Il gatto dorme sul divano.');
    // looked at once the learner pauses (600 ms)
    expect(await screen.findByText(/words · 2 chapters/, {}, { timeout: 3000 })).toHaveTextContent(/^1,?234 words · 2 chapters$/);
    expect(screen.getByLabelText(/Language of the text/)).toHaveValue('ITALIAN');
    expect(screen.getByText(/Suggested from the text/)).toBeInTheDocument();
    expect(screen.getByLabelText('Your text')).toHaveAttribute('lang', 'it');
    expect(screen.getByLabelText('Title')).toHaveAttribute('placeholder', 'Il gatto dorme sul divano.');

    await user.selectOptions(screen.getByLabelText('Level (optional)'), 'A2');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(closed()).toBe(1));
    expect(server.requestsTo('POST', IMPORT)[0]?.body).toEqual({
      language: 'ITALIAN',
      level: 'A2',
      title: '',
      publicly_visible: 'false',
      text: 'Il gatto dorme sul divano.',
    });
  });

  test('a chosen file is sent as multipart with its name', async () => {
    const server = new FakeServer();
    server.on('POST', DETECT, () => ({ status: 200, body: { title: 'Libro', language: 'SPANISH', word_count: 1, chapter_count: 1 } }));
    server.on('POST', IMPORT, () => ({ status: 201, body: imported() }));
    const { user } = renderDialog(server);
    await user.click(screen.getByRole('tab', { name: 'File' }));
    const book = new File(['PK'], 'libro.epub', { type: 'application/epub+zip' });
    await user.upload(screen.getByLabelText('Choose a file'), book);
    expect(screen.getByText('Chosen: libro.epub')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Language of the text/)).toHaveValue('SPANISH'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(server.requestsTo('POST', IMPORT)).toHaveLength(1));
    const form = server.requestsTo('POST', IMPORT)[0]?.body as FormData;
    expect((form.get('file') as File).name).toBe('libro.epub');
    expect(form.get('language')).toBe('SPANISH');
  });

  test("the server's refusal of a web address is said in the learner's language", async () => {
    await setUiLanguage('de');
    const server = new FakeServer();
    server.on('POST', DETECT, () => ({
      status: 400,
      body: { detail: 'This address leads into a private network.', code: 'import_url_forbidden' },
    }));
    const { user } = renderDialog(server);
    await user.click(screen.getByRole('tab', { name: 'Webadresse' }));
    await user.type(screen.getByLabelText('Webadresse der Seite'), 'http://10.0.0.1/intern');
    await user.tab();
    expect(
      await screen.findByText('Diese Adresse führt in ein privates Netz, nicht zu einer öffentlichen Webseite.'),
    ).toBeInTheDocument();
  });
});
