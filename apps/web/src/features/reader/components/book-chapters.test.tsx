import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetStreamSocket } from '@/lib/stream-socket';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { renderRoute, renderWithProviders } from '@/testing/render-route';
import { ChapterList } from './chapter-list';
import { buildChapter, buildText, buildVocabulary, readerServer, readerWords } from '../test-data';

// issue 35 §2: an imported book's chapters by their titles, its headings shown as headings

beforeEach(async () => {
  resetStreamSocket();
  FakeWebSocket.install();
  document.cookie = 'csrftoken=test-csrf-token; path=/';
  await i18n.changeLanguage('en');
});
afterEach(async () => {
  resetStreamSocket();
  await i18n.changeLanguage('en');
});

function book() {
  const text = buildText({
    language: 'SPANISH',
    topic: 'Un libro',
    chatgpt_output: '# Capítulo uno\n\nEl gato duerme.',
    imported: {
      source: 'file',
      url: null,
      level_given: false,
      contents: [
        { title: 'Capítulo uno', part: 1, parts: 1 },
        { title: 'Capítulo dos', part: 1, parts: 2 },
        { title: 'Capítulo dos', part: 2, parts: 2 },
      ],
    },
  });
  const chapters = [
    buildChapter(text, 1, { content: '# Capítulo dos\n\n## Una sección\n\nEl perro ladra.' }),
    buildChapter(text, 2, { content: 'El perro corre.' }),
  ];
  return { text, chapters };
}

describe('an imported book in the reader', () => {
  test('shows its headings as headings, without their marks, and saves a word at its offsets in the text', async () => {
    const { text, chapters } = book();
    const server = readerServer({ text, chapters }).on(
      'POST',
      `/api/reeprise/generated_texts/${text.id}/add_vocabulary/`,
      () => ({ status: 201, body: buildVocabulary({ word: 'sección', status: 'PENDING' }) }),
    );
    const { user } = renderRoute(`/reeprise/${text.id}?chapter=1`, { server });
    await readerWords();
    const words = screen.getByRole('group', { name: /choose a word/ });
    await waitFor(() =>
      expect(within(words).getByRole('heading', { level: 2 })).toHaveTextContent('Capítulo dos'),
    );
    expect(within(words).getByRole('heading', { level: 3 })).toHaveTextContent(/^Una sección/);
    expect(words).not.toHaveTextContent('#');
    await user.click(within(words).getByText('sección'));
    await waitFor(() =>
      expect(
        server.requestsTo('POST', `/api/reeprise/generated_texts/${text.id}/add_vocabulary/`)[0]?.body,
      ).toEqual({
        word_start_index: 23,
        word_end_index: 30,
        chapter_number: 1,
      }),
    );
  });

  test('lists its chapters by title, a part of a chapter as "Part 1 of 2"', async () => {
    const { text, chapters } = book();
    const { user } = renderRoute(`/reeprise/${text.id}?chapter=2`, {
      server: readerServer({ text, chapters }),
    });
    await readerWords();
    const nav = screen.getByRole('navigation', { name: 'Chapters' });
    expect(within(nav).getByText('Capítulo dos · Part 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByText(/^Contents/));
    const links = screen.getAllByRole('listitem').map((item) => within(item).getByRole('link'));
    expect(links.map((link) => link.textContent)).toEqual([
      'Capítulo uno',
      'Capítulo dos · Part 1 of 2',
      'Capítulo dos · Part 2 of 2',
    ]);
    expect(links[0]).toHaveAttribute('href', `/reeprise/${text.id}`);
    expect(links[2]).toHaveAttribute('aria-current', 'page');
  });

  test('in German', async () => {
    await i18n.changeLanguage('de');
    const { text } = book();
    renderWithProviders(<ChapterList textId={text.id} chapter={1} contents={text.imported!.contents!} />);
    expect(screen.getByText('Inhalt · Capítulo dos · Teil 1 von 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Capítulo dos · Teil 2 von 2' })).toBeInTheDocument();
  });

  test('a generated text has no contents list and numbers its chapters', async () => {
    const text = buildText();
    renderRoute(`/reeprise/${text.id}?chapter=1`, {
      server: readerServer({ text, chapters: [buildChapter(text, 1)] }),
    });
    await readerWords();
    expect(
      within(screen.getByRole('navigation', { name: 'Chapters' })).getByText('Chapter 1'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Contents/)).not.toBeInTheDocument();
  });
});
