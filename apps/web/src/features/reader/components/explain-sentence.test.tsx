import type { SentenceExplanation } from '@reeprise/contract';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { resetStreamSocket } from '@/lib/stream-socket';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { renderRoute } from '@/testing/render-route';
import { buildText, readerServer } from '../test-data';

configure({ asyncUtilTimeout: 15000 });

beforeEach(() => {
  resetStreamSocket();
  FakeWebSocket.install();
  document.cookie = 'csrftoken=test-csrf-token; path=/';
});
afterEach(() => resetStreamSocket());

const CONTENT = 'Le chat dort. Le chien court!';

function buildExplanation(textId: number, overrides: Partial<SentenceExplanation> = {}): SentenceExplanation {
  return {
    id: 77,
    generated_text_id: textId,
    chapter_number: 0,
    sentence_start: 14,
    sentence_end: 29,
    sentence: 'Le chien court!',
    status: 'COMPLETE',
    content: 'The dog runs!\n\nPresent tense of courir.',
    translation: 'The dog runs!',
    explanation: 'Present tense of courir.',
    error: null,
    failure_code: null,
    ...overrides,
  };
}

async function askForSecondSentence() {
  fireEvent.click(await screen.findByRole('button', { name: 'Explain a sentence' }));
  const panel = await screen.findByRole('region', { name: 'Explain a sentence' });
  fireEvent.change(within(panel).getByRole('combobox', { name: 'Sentence' }), { target: { value: '1' } });
  fireEvent.click(within(panel).getByRole('button', { name: 'Explain this sentence' }));
  return panel;
}

describe('reader: a sentence explained (issue 36)', () => {
  test('a kept explanation shows at once: translation and grammar, for the offsets splitSentences gives', async () => {
    const text = buildText({ chatgpt_output: CONTENT });
    const url = `/api/reeprise/generated_texts/${text.id}/explain_sentence/`;
    const server = readerServer({ text }).on('POST', url, () => ({
      status: 200,
      body: buildExplanation(text.id),
    }));
    renderRoute(`/reeprise/${text.id}`, { server });
    const panel = await askForSecondSentence();
    expect(await within(panel).findByText('Present tense of courir.')).toBeInTheDocument();
    expect(within(panel).getByText('The dog runs!')).toBeInTheDocument();
    expect(server.requestsTo('POST', url)[0]?.body).toEqual({ sentence_start: 14, sentence_end: 29 });
    expect(within(panel).getByTestId('sentence-explanation')).toHaveAttribute('aria-live', 'polite');
  });

  test('a new explanation streams on the socket, then shows its parts once finished', async () => {
    const text = buildText({ chatgpt_output: CONTENT });
    let stored = buildExplanation(text.id, {
      status: 'PENDING',
      content: '',
      translation: null,
      explanation: null,
    });
    const server = readerServer({ text })
      .on('POST', `/api/reeprise/generated_texts/${text.id}/explain_sentence/`, () => ({
        status: 201,
        body: stored,
      }))
      .on('GET', '/api/reeprise/sentence_explanations/77/', () => ({ status: 200, body: stored }));
    renderRoute(`/reeprise/${text.id}`, { server });
    const panel = await askForSecondSentence();
    await waitFor(() => expect(FakeWebSocket.latest()).toBeDefined());
    const socket = FakeWebSocket.latest()!;
    act(() => socket.accept());
    await waitFor(() =>
      expect(socket.sent).toContainEqual({ action: 'subscribe_explanation', explanation_id: 77 }),
    );
    act(() => socket.receive({ explanation_id: 77, text_chunk: 'The dog ', offset: 0 }));
    expect(await within(panel).findByText('The dog')).toBeInTheDocument();
    stored = buildExplanation(text.id);
    act(() => socket.receive({ explanation_id: 77, status: 'COMPLETE' }));
    expect(await within(panel).findByText('Present tense of courir.')).toBeInTheDocument();
  });

  test('without a model the server refuses, and the panel says a model is needed, in German', async () => {
    const text = buildText({ chatgpt_output: CONTENT });
    const server = readerServer({ text })
      .addUser(
        { userId: 1, username: 'ada', is_staff: false, permissions: [] },
        {
          loggedIn: true,
          settings: { mother_tongue: 'GERMAN' },
        },
      )
      .on('POST', `/api/reeprise/generated_texts/${text.id}/explain_sentence/`, () => ({
        status: 409,
        body: { detail: 'Explaining a sentence needs a language model.', code: 'explanation_needs_model' },
      }));
    renderRoute(`/reeprise/${text.id}`, { server });
    fireEvent.click(await screen.findByRole('button', { name: 'Einen Satz erklären' }));
    const panel = await screen.findByRole('region', { name: 'Einen Satz erklären' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Diesen Satz erklären' }));
    expect(await within(panel).findByText(/braucht es ein Sprachmodell/)).toBeInTheDocument();
  });
});
