import type { GeneratedText } from '@reeprise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { setUiLanguage } from '@/lib/i18n';
import { FakeServer } from '@/testing/fake-server';
import { renderWithProviders } from '@/testing/render-route';
import { buildText } from '../test-data';
import { PLACEMENT_SKIPPED_KEY } from '../hooks/placement-asked';
import { CreateTextForm } from './create-text-form';
import { loadCreateTextSchema } from './validate-create-text';

const CREATE = '/api/reeprise/generated_texts/';
const LANGUAGES = '/api/reeprise/word_statuses/languages/';
const PLACEMENT = '/api/reeprise/word_statuses/placement/';

beforeAll(async () => {
  await loadCreateTextSchema();
});

const stats = (language: string, known: number) => ({
  language,
  known,
  learning: 0,
  ignored: 0,
  placement_level: null,
});

/** A server that creates texts and knows the learner's languages as `languages` says. */
function serverWith(languages: ReturnType<typeof stats>[]) {
  const text: GeneratedText = buildText({ status: 'PENDING' });
  return new FakeServer()
    .on('POST', CREATE, () => ({ status: 201, body: text }))
    .on('GET', LANGUAGES, () => ({ status: 200, body: { languages } }))
    .on('POST', PLACEMENT, () => ({ status: 200, body: { marked_known: 2000, frequency_list_size: 10000 } }));
}

async function createSpanishText(server: FakeServer, submit = 'Create text') {
  document.cookie = 'csrftoken=test-csrf-token; path=/';
  const { user } = renderWithProviders(<CreateTextForm />, { server });
  await user.type(screen.getByRole('textbox', { name: /Topic|Thema/ }), 'A market');
  await user.selectOptions(screen.getByLabelText(/^(Language|Sprache)$/), 'SPANISH');
  await user.selectOptions(screen.getByLabelText(/^(Level|Niveau)$/), 'B1');
  await user.selectOptions(screen.getByLabelText(/^(Text type|Textart)$/), 'STORY');
  await user.selectOptions(screen.getByLabelText(/^(Length|Länge)$/), '100');
  await user.click(screen.getByRole('button', { name: submit }));
  await waitFor(() => expect(server.requestsTo('POST', CREATE)).toHaveLength(1));
  return user;
}

describe('placement after the first text in a language (issue 34)', () => {
  test('asks how well the learner knows the language, the text’s level chosen; the choice runs placement', async () => {
    const server = serverWith([stats('FRENCH', 300)]);
    const user = await createSpanishText(server);

    const dialog = await screen.findByRole('dialog', { name: 'How well do you know Spanish?' });
    const group = within(dialog).getByRole('radiogroup', { name: 'Your level in Spanish' });
    expect(within(group).getAllByRole('radio')).toHaveLength(7);
    expect(within(group).getByRole('radio', { name: /B1 · Intermediate/ })).toBeChecked();
    expect(within(dialog).getByText('Marks the 2,000 most frequent words as known.')).toBeInTheDocument();
    expect(within(dialog).getByText('I am just starting: I know no words yet.')).toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: /B2 · Upper intermediate/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this level' }));

    await waitFor(() => expect(server.requestsTo('POST', PLACEMENT)).toHaveLength(1));
    expect(server.requestsTo('POST', PLACEMENT)[0]?.body).toEqual({ language: 'SPANISH', level: 'B2' });
    expect(await screen.findByText('2,000 words marked as known.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a language the learner already has words in is not asked about', async () => {
    const server = serverWith([stats('SPANISH', 1)]);
    await createSpanishText(server);
    await waitFor(() => expect(server.requestsTo('GET', LANGUAGES)).toHaveLength(1));
    expect(await screen.findByText('Generating Story')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('Skip is remembered: the next text in that language asks nothing and sends nothing', async () => {
    const server = serverWith([]);
    const user = await createSpanishText(server);
    const dialog = await screen.findByRole('dialog', { name: 'How well do you know Spanish?' });
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem(PLACEMENT_SKIPPED_KEY) ?? '[]')).toEqual(['SPANISH']);
    expect(server.requestsTo('POST', PLACEMENT)).toHaveLength(0);
  });

  test('a skipped language is not even looked up', async () => {
    window.localStorage.setItem(PLACEMENT_SKIPPED_KEY, JSON.stringify(['SPANISH']));
    const server = serverWith([]);
    await createSpanishText(server);
    expect(await screen.findByText('Generating Story')).toBeInTheDocument();
    expect(server.requestsTo('GET', LANGUAGES)).toHaveLength(0);
  });

  test('a refused placement says so and keeps the dialog open', async () => {
    const server = serverWith([]).on('POST', PLACEMENT, () => ({ status: 500 }));
    const user = await createSpanishText(server);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Use this level' }));
    expect(await within(dialog).findByText('Your level could not be saved.')).toBeInTheDocument();
  });

  test('in German', async () => {
    await setUiLanguage('de');
    const server = serverWith([]);
    await createSpanishText(server, 'Text erstellen');
    const dialog = await screen.findByRole('dialog', { name: 'Wie gut kannst du Spanisch?' });
    expect(within(dialog).getByRole('radio', { name: /B1 · Mittelstufe/ })).toBeChecked();
    expect(within(dialog).getByText('Markiert die 2.000 häufigsten Wörter als bekannt.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Überspringen' })).toBeInTheDocument();
  });
});
