import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { resetStreamSocket } from '@/lib/stream-socket';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { renderRoute } from '@/testing/render-route';
import { buildChapter, buildText, readerServer } from '../test-data';
import { rewriteOffer } from './level-rewrite';

configure({ asyncUtilTimeout: 15000 });

beforeEach(() => {
  resetStreamSocket();
  FakeWebSocket.install();
  document.cookie = 'csrftoken=test-csrf-token; path=/';
});
afterEach(() => resetStreamSocket());

const fit = (known_share: number) => ({
  known_share,
  learning_share: 0,
  new_share: 1 - known_share,
  new_words: 3,
});

describe('rewriteOffer (issue 36)', () => {
  test('easier more than 3 points under the target, harder above 99 %, nothing between or without a fit', () => {
    expect(rewriteOffer(0.91, 0.95)).toBe('easier');
    expect(rewriteOffer(0.92, 0.95)).toBeNull();
    expect(rewriteOffer(0.95, 0.95)).toBeNull();
    expect(rewriteOffer(0.995, 0.95)).toBe('harder');
    expect(rewriteOffer(0.85, 0.85)).toBeNull();
    expect(rewriteOffer(null, 0.95)).toBeNull();
  });
});

describe('reader: make it easier or harder (issue 36)', () => {
  test('a text too hard for its creator offers "Make it easier"; the rewrite opens as a chapter that says what it retells', async () => {
    const text = buildText({ level_fit: fit(0.8) });
    const state = { text, chapters: [] as ReturnType<typeof buildChapter>[] };
    const server = readerServer(state).on('POST', `/api/reeprise/generated_texts/${text.id}/rewrite/`, () => {
      state.chapters.push(
        buildChapter(text, 1, {
          content: 'Le chat dort.',
          words: [],
          used_words: [],
          used_forms: [],
          level_fit: fit(0.97),
          rewritten_from: { chapter_number: 0, direction: 'easier' },
        }),
      );
      return { status: 201, body: { generated_text_id: text.id, counter: 1 } };
    });
    renderRoute(`/reeprise/${text.id}`, { server });
    fireEvent.click(await screen.findByRole('button', { name: 'Too hard? Make it easier' }));
    await waitFor(() =>
      expect(server.requestsTo('POST', `/api/reeprise/generated_texts/${text.id}/rewrite/`)).toHaveLength(1),
    );
    expect(server.requestsTo('POST', `/api/reeprise/generated_texts/${text.id}/rewrite/`)[0]?.body).toEqual({
      direction: 'easier',
    });
    expect(await screen.findByText('Retold easier from the original text')).toBeInTheDocument();
    expect(screen.getByText('Chapter 1')).toBeInTheDocument();
    // at the target now: no second offer
    expect(screen.queryByRole('button', { name: /Make it (easier|harder)/ })).not.toBeInTheDocument();
  });

  test('a chapter known above 99 % offers "Make it harder" for that chapter', async () => {
    const text = buildText({ level_fit: fit(0.95) });
    const chapter = buildChapter(text, 2, { level_fit: fit(1) });
    const server = readerServer({ text, chapters: [chapter] }).on(
      'POST',
      `/api/reeprise/generated_texts/${text.id}/rewrite/`,
      () => ({ status: 201, body: { generated_text_id: text.id, counter: 3 } }),
    );
    renderRoute(`/reeprise/${text.id}?chapter=2`, { server });
    fireEvent.click(await screen.findByRole('button', { name: 'Make it harder' }));
    await waitFor(() =>
      expect(server.requestsTo('POST', `/api/reeprise/generated_texts/${text.id}/rewrite/`)[0]?.body).toEqual(
        {
          direction: 'harder',
          chapter_number: 2,
        },
      ),
    );
  });

  test('another reader of a public text gets no offer; a rewritten chapter says where it comes from, in German', async () => {
    const text = buildText({ level_fit: fit(0.5), creator_id: 99, publicly_visible: true });
    const chapter = buildChapter(text, 3, {
      rewritten_from: { chapter_number: 2, direction: 'harder' },
      level_fit: fit(0.9),
    });
    const server = readerServer({ text, chapters: [chapter] }).addUser(
      { userId: 1, username: 'ada', is_staff: false, permissions: [] },
      { loggedIn: true, settings: { mother_tongue: 'GERMAN' } },
    );
    renderRoute(`/reeprise/${text.id}?chapter=3`, { server });
    expect(await screen.findByText('Schwerer nacherzählt aus Kapitel 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /leichter|schwerer/ })).not.toBeInTheDocument();
  });

  test("the learner's own target decides: 84 % known is not too hard for a target of 85 %", async () => {
    const text = buildText({ level_fit: fit(0.84), chatgpt_output: 'Le chat dort.' });
    const server = readerServer({ text }).addUser(
      { userId: 1, username: 'ada', is_staff: false, permissions: [] },
      { loggedIn: true, settings: { target_known_share: 0.85 } },
    );
    renderRoute(`/reeprise/${text.id}`, { server });
    expect(await screen.findByText('dort')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Make it (easier|harder)/ })).not.toBeInTheDocument();
  });
});
