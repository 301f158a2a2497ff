import { paths, type Chapter, type GeneratedText, type Vocabulary } from '@reeprise/contract';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { FakeServer } from '@/testing/fake-server';
import { WORD_CLASS } from './hooks/use-word-paint';

let nextId = 500;

export function buildText(overrides: Partial<GeneratedText> = {}): GeneratedText {
  const id = nextId++;
  return {
    id,
    topic: `Topic ${id}`,
    status: 'COMPLETE',
    chatgpt_output: 'Le chat dort. Le chien court!',
    language: 'FRENCH',
    level: 'A2',
    text_type: 'STORY',
    word_number: 100,
    main_character: '',
    image: null,
    publicly_visible: false,
    view_count: 1,
    created_at: '2026-03-14T15:09:26.535Z',
    creator: 'ada',
    creator_id: 1,
    error: null,
    is_demo: false,
    practice_words: null,
    imported: null,
    ...overrides,
  };
}

export function buildChapter(text: GeneratedText, number: number, overrides: Partial<Chapter> = {}): Chapter {
  return {
    id: nextId++,
    generated_text_id: text.id,
    counter: number,
    chapter_number: number,
    status: 'COMPLETE',
    content: `Chapitre ${number}: le chat revient.`,
    words: ['chat'],
    used_words: ['chat'],
    used_forms: ['chat'],
    error: null,
    ...overrides,
  };
}

export function buildVocabulary(overrides: Partial<Vocabulary> = {}): Vocabulary {
  const id = nextId++;
  return {
    id,
    word: `mot${id}`,
    translation: `word ${id}`,
    mnemonic: `Picture word ${id}.`,
    winning_streak: 0,
    status: 'COMPLETE',
    language: 'FRENCH',
    part_of_speech: 'noun',
    forms: [`mot${id}`],
    usages: [],
    error: null,
    sentence: null,
    created_at: '2026-03-14T15:10:00.000Z',
    due_at: null,
    ...overrides,
  };
}

type ReaderState = {
  text: GeneratedText;
  chapters?: Chapter[];
  vocabulary?: Vocabulary[];
  /** The forms of the learner's vocabulary entries (known_forms' `forms`)… */
  knownForms?: string[];
  /** …and those of them still being learned. */
  learningForms?: string[];
};

/**
 * A fake API around one text: the text, its chapters (others 404), the learner's vocabulary of it and
 * the known forms (with the fake server's word statuses and mark_read). `state` is live: tests change it
 * to play the server finishing work.
 */
export function readerServer(state: ReaderState, userId = 1) {
  const textId = state.text.id;
  const server = new FakeServer()
    .addUser({ userId, username: 'ada', is_staff: false, permissions: [] }, { loggedIn: true })
    .withVocabularyForms(() => ({ forms: state.knownForms ?? [], learning: state.learningForms ?? [] }))
    .addText(state.text.id, () => ({
      language: state.text.language,
      chapters: new Map([
        [0, state.text.chatgpt_output],
        ...(state.chapters ?? []).map((chapter) => [chapter.chapter_number, chapter.content] as const),
      ]),
    }))
    .on('GET', paths.generatedTexts.detail(textId), () => ({ status: 200, body: state.text }));
  for (let number = 0; number <= 12; number++) {
    server.on('GET', paths.generatedTexts.chapter(textId, number), () => {
      const chapter =
        number === 0
          ? buildChapter(state.text, 0, {
              content: state.text.chatgpt_output,
              status: state.text.status,
              words: [],
            })
          : state.chapters?.find((candidate) => candidate.chapter_number === number);
      return chapter
        ? { status: 200, body: chapter }
        : { status: 404, body: { detail: 'This chapter does not exist.' } };
    });
  }
  server
    .on('GET', paths.vocabulary.collection(), () => ({
      status: 200,
      body: { results: state.vocabulary ?? [], next: null, previous: null },
    }))
    .on('POST', paths.generatedTexts.incrementViewCounter(textId), () => ({
      status: 200,
      body: { detail: 'View counted.' },
    }));
  return server;
}

/**
 * The reader's text once its words are spans: they are built in a transition after the text shows
 * as plain text (word-text.tsx), so a test clicks words only after this.
 */
export async function readerWords(): Promise<HTMLElement> {
  const group = await screen.findByRole('group', { name: /choose a word/ }, { timeout: 5000 });
  await waitFor(() => expect(group.querySelector(`.${WORD_CLASS}`)).not.toBeNull(), { timeout: 5000 });
  return group;
}
