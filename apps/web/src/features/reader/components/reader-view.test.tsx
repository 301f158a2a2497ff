import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { resetStreamSocket } from '@/lib/stream-socket';
import { renderRoute } from '@/testing/render-route';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { buildChapter, buildText, buildVocabulary, readerServer, readerWords } from '../test-data';

beforeEach(() => {
  resetStreamSocket();
  FakeWebSocket.install();
  document.cookie = 'csrftoken=test-csrf-token; path=/';
});
afterEach(() => resetStreamSocket());

const panel = () => screen.getByRole('complementary', { name: 'Your words in this text' });
const words = () => screen.getByRole('group', { name: /choose a word/ });
const chapterNav = () => screen.getByRole('navigation', { name: 'Chapters' });

async function openReader(path: string, server: ReturnType<typeof readerServer>) {
  const rendered = renderRoute(path, { server });
  // the first render loads the page's lazy chunks: give it time on a busy machine
  await readerWords();
  return rendered;
}

describe('reader: the text', () => {
  test('shows the topic as heading and paints known words green', async () => {
    const text = buildText({ topic: 'Le chat et le chien', chatgpt_output: 'Le chat dort. Le Chat rêve.' });
    await openReader(`/reeprise/${text.id}`, readerServer({ text, knownForms: ['chat'] }));
    expect(screen.getByRole('heading', { level: 1, name: 'Le chat et le chien' })).toBeInTheDocument();
    const text_ = screen.getByRole('group', { name: /choose a word/ });
    await waitFor(() =>
      expect([...text_.querySelectorAll('.reader-word-known')].map((span) => span.textContent)).toEqual([
        'chat',
        'Chat',
      ]),
    );
  });

  test('a text answer its schema refuses is the page’s error, as a failed request is', async () => {
    const text = {
      ...buildText(),
      level_fit: { known_share: 2, learning_share: 0, new_share: 0, new_words: 0 },
    };
    renderRoute(`/reeprise/${text.id}`, { server: readerServer({ text }) });
    expect(await screen.findByText('The text could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('a text written from a picture shows the picture above the text', async () => {
    const text = buildText({ topic: 'Le port', image: '/api/reeprise/generated_texts/9/image/' });
    await openReader(`/reeprise/${text.id}`, readerServer({ text }));
    expect(screen.getByRole('img', { name: 'The picture this text was written from' })).toHaveAttribute(
      'src',
      '/api/reeprise/generated_texts/9/image/',
    );
  });

  test('parts of speech are shown in the learner’s language', async () => {
    const text = buildText({ chatgpt_output: 'Le chat dort.' });
    const entry = buildVocabulary({ word: 'chat', part_of_speech: 'noun' });
    await openReader(`/reeprise/${text.id}`, readerServer({ text, vocabulary: [entry] }));
    expect(await within(panel()).findByText('noun')).toBeInTheDocument();
  });

  test('clicking a word adds it with its offsets, says Generating Vocabulary, and the entry arrives', async () => {
    const text = buildText({ chatgpt_output: 'Le chat dort. Le chien court!' });
    const state = { text, vocabulary: [] as ReturnType<typeof buildVocabulary>[] };
    const server = readerServer(state).on(
      'POST',
      `/api/reeprise/generated_texts/${text.id}/add_vocabulary/`,
      () => {
        state.vocabulary = [
          buildVocabulary({ word: 'chien', status: 'PENDING', translation: '', mnemonic: '' }),
        ];
        return { status: 201, body: state.vocabulary[0] };
      },
    );
    const { user } = await openReader(`/reeprise/${text.id}`, server);
    expect(await within(panel()).findByText('Click a word in the text to translate it.')).toBeInTheDocument();

    await user.click(screen.getByText('chien'));
    expect(await screen.findByText('Generating Vocabulary')).toBeInTheDocument();
    const [request] = server.requestsTo('POST', `/api/reeprise/generated_texts/${text.id}/add_vocabulary/`);
    expect(request?.body).toEqual({ word_start_index: 17, word_end_index: 22 });
    expect(request?.headers.get('x-csrftoken')).toBe('test-csrf-token');
    expect(within(words()).getByText('chien')).toHaveClass('reader-word-known');

    expect(await within(panel()).findByText('Translating…')).toBeInTheDocument();
    // the translation job finishes; the panel polls every 500 ms
    state.vocabulary = [
      buildVocabulary({
        ...state.vocabulary[0],
        status: 'COMPLETE',
        translation: 'dog',
        mnemonic: 'A chain holds the dog.',
      }),
    ];
    expect(await within(panel()).findByText('dog', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(panel()).getByText('A chain holds the dog.')).toBeInTheDocument();
  });

  test('a refused word is no longer green and the reason is shown', async () => {
    const text = buildText({ chatgpt_output: 'Le chat dort.' });
    const detail = 'The word indices must cover exactly one whole word of the text.';
    const server = readerServer({ text }).on(
      'POST',
      `/api/reeprise/generated_texts/${text.id}/add_vocabulary/`,
      () => ({
        status: 400,
        body: { detail },
      }),
    );
    const { user } = await openReader(`/reeprise/${text.id}`, server);
    await user.click(screen.getByText('dort'));
    await waitFor(() => expect(within(words()).getByText('dort')).not.toHaveClass('reader-word-known'));
    // after the 2 s of 'Generating Vocabulary'
    expect(await screen.findByText(detail, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  test('a PENDING text streams in; its written words are clickable at once, not the word being written', async () => {
    const text = buildText({ status: 'PENDING', chatgpt_output: '' });
    const state = { text };
    const server = readerServer(state).on('POST', `/api/reeprise/generated_texts/${text.id}/add_vocabulary/`, () => ({
      status: 201,
      body: buildVocabulary({ word: 'une', status: 'PENDING', translation: '', mnemonic: '' }),
    }));
    const { user } = renderRoute(`/reeprise/${text.id}`, { server });
    expect(
      await screen.findByText('Waiting for the first words…', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.instances[0];
    act(() => socket.accept());
    expect(socket.sent).toEqual([{ action: 'subscribe', text_id: text.id, chapter_number: null }]);
    act(() => socket.receive({ text_id: text.id, chapter_number: null, text_chunk: 'Il était ', offset: 0 }));
    act(() => socket.receive({ text_id: text.id, chapter_number: null, text_chunk: 'une fois', offset: 9 }));
    expect(words()).toHaveTextContent('Il était une fois');
    expect(screen.getByText('Being written…')).toBeInTheDocument();
    // 'fois' may still grow: it is plain text until white space follows it
    expect([...words().querySelectorAll('.reader-word')].map((span) => span.textContent)).toEqual(['Il', 'était', 'une']);
    await user.click(within(words()).getByText('une'));
    await waitFor(() =>
      expect(server.requestsTo('POST', `/api/reeprise/generated_texts/${text.id}/add_vocabulary/`)[0]?.body).toEqual({
        word_start_index: 9,
        word_end_index: 12,
      }),
    );

    state.text = { ...text, status: 'COMPLETE', chatgpt_output: 'Il était une fois un chat.' };
    await waitFor(() => expect(screen.getByText('chat')).toHaveClass('reader-word'), { timeout: 3000 });
    expect(words()).toHaveTextContent('Il était une fois un chat.');
  });

  test('a text that does not exist (or is private) is a friendly 404', async () => {
    const text = buildText();
    const server = readerServer({ text }).on('GET', `/api/reeprise/generated_texts/${text.id}/`, () => ({
      status: 404,
      body: { detail: 'Not found.' },
    }));
    renderRoute(`/reeprise/${text.id}`, { server });
    expect(
      await screen.findByText(
        'This text does not exist, or it is not shared with you.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reader' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your texts' })).toHaveAttribute('href', '/reeprise');
  });
});

describe('reader: chapters', () => {
  test('no chapter: previous disabled, next disabled while chapter 1 does not exist', async () => {
    const text = buildText();
    await openReader(`/reeprise/${text.id}`, readerServer({ text }));
    await waitFor(() => expect(within(chapterNav()).getByText('Original text')).toBeInTheDocument());
    expect(within(chapterNav()).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(chapterNav()).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test('no chapter: next goes to chapter 1 when it exists', async () => {
    const text = buildText();
    await openReader(`/reeprise/${text.id}`, readerServer({ text, chapters: [buildChapter(text, 1)] }));
    expect(await within(chapterNav()).findByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      `/reeprise/${text.id}?chapter=1`,
    );
  });

  test('chapter 0 shows the text; previous goes to the text root', async () => {
    const text = buildText({ chatgpt_output: 'Le chat dort.' });
    await openReader(`/reeprise/${text.id}?chapter=0`, readerServer({ text }));
    expect(screen.getByRole('group', { name: /choose a word/ })).toHaveTextContent('Le chat dort.');
    expect(await within(chapterNav()).findByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      `/reeprise/${text.id}`,
    );
  });

  test('chapter 2: its content, prev to chapter 1, next disabled (404 = NON_EXISTENT), clicks carry chapter_number', async () => {
    const text = buildText();
    const chapters = [
      buildChapter(text, 1),
      buildChapter(text, 2, { content: 'Deux amis mangent.', words: ['amis'] }),
    ];
    const server = readerServer({ text, chapters }).on(
      'POST',
      `/api/reeprise/generated_texts/${text.id}/add_vocabulary/`,
      () => ({
        status: 201,
        body: buildVocabulary({ word: 'ami', status: 'PENDING' }),
      }),
    );
    const { user, router } = await openReader(`/reeprise/${text.id}?chapter=2`, server);
    expect(screen.getByRole('group', { name: /choose a word/ })).toHaveTextContent('Deux amis mangent.');
    expect(screen.getByText('Written around: amis')).toBeInTheDocument();
    expect(within(chapterNav()).getByText('Chapter 2')).toBeInTheDocument();
    expect(within(chapterNav()).getByRole('button', { name: 'Next' })).toBeDisabled();
    const previous = await within(chapterNav()).findByRole('link', { name: 'Previous' });
    expect(previous).toHaveAttribute('href', `/reeprise/${text.id}?chapter=1`);

    await user.click(screen.getByText('amis'));
    await waitFor(() =>
      expect(
        server.requestsTo('POST', `/api/reeprise/generated_texts/${text.id}/add_vocabulary/`)[0]?.body,
      ).toEqual({
        word_start_index: 5,
        word_end_index: 9,
        chapter_number: 2,
      }),
    );

    // back and forth
    await user.click(previous);
    await waitFor(() => expect(router.state.location.search).toBe('?chapter=1'));
    await waitFor(() => expect(words()).toHaveTextContent('Chapitre 1: le chat revient.'));
  });

  test('a chapter that does not exist says so instead of failing', async () => {
    const text = buildText();
    renderRoute(`/reeprise/${text.id}?chapter=9`, { server: readerServer({ text }) });
    expect(
      await screen.findByText('This chapter does not exist yet.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Could not fetch chapter')).not.toBeInTheDocument();
  });

  test('a chapter parameter that is not a safe integer is ignored', async () => {
    const text = buildText({ chatgpt_output: 'Le chat dort.' });
    await openReader(
      `/reeprise/${text.id}?chapter=1.5`,
      readerServer({ text, chapters: [buildChapter(text, 1)] }),
    );
    expect(screen.getByRole('group', { name: /choose a word/ })).toHaveTextContent('Le chat dort.');
    expect(within(chapterNav()).getByText('Original text')).toBeInTheDocument();
  });
});

describe('reader: vocabulary panel', () => {
  test('the pencil opens a form of translation and mnemonic; saving PATCHes both', async () => {
    const text = buildText();
    const entry = buildVocabulary({ word: 'chat', translation: 'cat', mnemonic: 'A cat chats.' });
    const server = readerServer({ text, vocabulary: [entry] }).on(
      'PATCH',
      `/api/reeprise/vocabulary/${entry.id}/`,
      (request) => ({
        status: 200,
        body: { ...entry, ...(request.body as object) },
      }),
    );
    const { user } = await openReader(`/reeprise/${text.id}`, server);
    await user.click(await within(panel()).findByRole('button', { name: 'Edit “chat”' }));
    const textarea = await within(panel()).findByRole('textbox', { name: 'Mnemonic' });
    expect(textarea.tagName).toBe('TEXTAREA');
    await user.clear(textarea);
    await user.type(textarea, 'Le chat: a cat on a chair.');
    await user.click(within(panel()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.requestsTo('PATCH', `/api/reeprise/vocabulary/${entry.id}/`)[0]?.body).toEqual({
        id: entry.id,
        translation: 'cat',
        mnemonic: 'Le chat: a cat on a chair.',
      }),
    );
    expect(await screen.findByText('Word saved')).toBeInTheDocument();
    // focus is back on the pencil, not lost with the closed form (issue 18 item 5)
    await waitFor(() => expect(within(panel()).getByRole('button', { name: 'Edit “chat”' })).toHaveFocus());
  });

  test('a FAILED entry offers Retry', async () => {
    const text = buildText();
    const entry = buildVocabulary({ word: 'chat', status: 'FAILED', error: 'The model answered nonsense.' });
    const server = readerServer({ text, vocabulary: [entry] }).on(
      'POST',
      `/api/reeprise/vocabulary/${entry.id}/retry/`,
      () => ({
        status: 200,
        body: { ...entry, status: 'PENDING' },
      }),
    );
    const { user } = await openReader(`/reeprise/${text.id}`, server);
    expect(await within(panel()).findByText('The model answered nonsense.')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(server.requestsTo('POST', `/api/reeprise/vocabulary/${entry.id}/retry/`)).toHaveLength(1),
    );
  });

  test('the creator ticks words and generates the next chapter, then lands on it', async () => {
    const text = buildText();
    const vocabulary = [
      buildVocabulary({ word: 'chat' }),
      buildVocabulary({ word: 'chien' }),
      buildVocabulary({ word: 'dormir' }),
    ];
    const state = { text, vocabulary, chapters: [buildChapter(text, 1), buildChapter(text, 2)] };
    const server = readerServer(state).on(
      'POST',
      `/api/reeprise/generated_texts/${text.id}/generate_chapter/`,
      () => {
        state.chapters.push(
          buildChapter(text, 3, { status: 'PENDING', content: '', words: ['chat', 'dormir'] }),
        );
        return { status: 201, body: { generated_text_id: text.id, counter: 3 } };
      },
    );
    const { user, router } = await openReader(`/reeprise/${text.id}`, server);
    const generate = await within(panel()).findByRole('button', { name: 'generate new text' });
    expect(generate).toBeDisabled();
    await user.click(within(panel()).getByRole('checkbox', { name: 'Select “chat” for the next chapter' }));
    await user.click(within(panel()).getByRole('checkbox', { name: 'Select “dormir” for the next chapter' }));
    expect(within(panel()).getByText('2 words selected')).toBeInTheDocument();
    await user.click(generate);

    await waitFor(() => expect(router.state.location.search).toBe('?chapter=3'));
    expect(router.state.location.pathname).toBe(`/reeprise/${text.id}`);
    expect(
      server.requestsTo('POST', `/api/reeprise/generated_texts/${text.id}/generate_chapter/`)[0]?.body,
    ).toEqual({
      words: ['chat', 'dormir'],
    });
    expect(await screen.findByText('Written around: chat, dormir')).toBeInTheDocument();
    // the new chapter is being written: it streams over the socket
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  });

  test('someone else’s text: words can be added, but no chapter can be generated', async () => {
    const text = buildText({ creator_id: 2, publicly_visible: true });
    await openReader(
      `/reeprise/${text.id}`,
      readerServer({ text, vocabulary: [buildVocabulary({ word: 'chat' })] }),
    );
    expect(await within(panel()).findByText('chat')).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'generate new text' })).not.toBeInTheDocument();
  });
});
