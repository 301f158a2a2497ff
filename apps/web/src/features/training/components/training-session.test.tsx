import type { Vocabulary, VocabularyStats } from '@reeprise/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 5000 });

let nextId = 100;
function buildVocabulary(overrides: Partial<Vocabulary> = {}): Vocabulary {
  const id = nextId++;
  return {
    id,
    word: `word${id}`,
    translation: `translation${id}`,
    mnemonic: '',
    winning_streak: 0,
    status: 'COMPLETE',
    language: 'SPANISH',
    part_of_speech: 'noun',
    forms: [],
    usages: [],
    error: null,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const STATS: VocabularyStats = {
  total_created: 40,
  last_week_created: 4,
  last_four_weeks_created: 12,
  streak_gt5: 7,
  streak_5: 6,
  streak_4: 5,
  streak_3: 4,
  streak_2: 3,
  streak_1: 2,
  streak_0: 13,
};

const TOP = '/api/reeprise/vocabulary/top_fifteen_priority/';
const markPath = (id: number, answer: 'learned' | 'forgotten') =>
  `/api/reeprise/vocabulary/${id}/mark_vocabulary_as_${answer}/`;

function trainingServer(words: Vocabulary[], settings: { mother_tongue?: 'GERMAN' | 'ENGLISH' } = {}) {
  const server = new FakeServer()
    .addUser(buildWhoami(), { loggedIn: true, settings })
    .on('GET', TOP, () => ({ status: 200, body: words }))
    .on('GET', '/api/reeprise/vocabulary/stats/', () => ({ status: 200, body: STATS }));
  for (const word of words) {
    server.on('POST', markPath(word.id, 'learned'), () => ({
      status: 200,
      body: { ...word, winning_streak: word.winning_streak + 1 },
    }));
    server.on('POST', markPath(word.id, 'forgotten'), () => ({ status: 200, body: { ...word, winning_streak: 0 } }));
  }
  return server;
}

function topQuery(): URLSearchParams | undefined {
  const call = vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : input, 'http://localhost'))
    .find((url) => url.pathname === TOP);
  return call?.searchParams;
}

const card = (front: string) => screen.getByRole('button', { name: `Turn the card: ${front}` }).closest('li')!;

describe('training mode', () => {
  test('shows Loading, then the heading for the days asked for, and passes the settings on', async () => {
    const words = [buildVocabulary({ word: 'casa' })];
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const server = trainingServer(words).on('GET', TOP, async () => {
      await answered;
      return { status: 200, body: words };
    });
    renderRoute('/vocabulary_training_mode?text_of_last_days=7&maximum_streak=1&known_vocabularies=2&total_vocabularies=4', {
      server,
    });
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    answer();
    expect(
      await screen.findByRole('heading', { name: 'Words from your texts of the last 7 days', level: 2 }),
    ).toBeInTheDocument();
    expect(Object.fromEntries(topQuery()!)).toEqual({
      text_age_in_days: '7',
      maximum_streak: '1',
      known_vocabularies: '2',
      total_vocabularies: '4',
    });
  });

  test('without parameters it trains with the defaults', async () => {
    renderRoute('/vocabulary_training_mode', { server: trainingServer([buildVocabulary()]) });
    expect(await screen.findByRole('heading', { name: 'Words from your texts of the last 20 days' })).toBeInTheDocument();
    expect(Object.fromEntries(topQuery()!)).toEqual({
      text_age_in_days: '20',
      maximum_streak: '2',
      known_vocabularies: '5',
      total_vocabularies: '5',
    });
  });

  test('counts the words per streak bucket', async () => {
    renderRoute('/vocabulary_training_mode', { server: trainingServer([buildVocabulary()]) });
    const buckets = await screen.findByRole('region', { name: 'Your words per streak' });
    await waitFor(() => expect(within(buckets).getByText('13')).toBeInTheDocument());
    const pairs = within(buckets)
      .getAllByRole('term')
      .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'Streak > 5=7',
      'Streak 5=6',
      'Streak 4=5',
      'Streak 3=4',
      'Streak 2=3',
      'Streak 1=2',
      'Streak 0=13',
    ]);
  });

  test('I know it: the streak goes up by one, the buttons go, statistics and vocabulary refresh', async () => {
    const word = buildVocabulary({ word: 'casa', translation: 'house', winning_streak: 2 });
    const { user, server, queryClient } = renderRoute('/vocabulary_training_mode', { server: trainingServer([word]) });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: 'Turn the card: casa' }));

    const theCard = card('casa');
    expect(within(theCard).getByText('house')).toBeInTheDocument();
    expect(within(theCard).getByText('You had a streak of 2 on this word')).toBeInTheDocument();
    const statsBefore = server.requestsTo('GET', '/api/reeprise/vocabulary/stats/').length;

    await user.click(within(theCard).getByRole('button', { name: 'I know it' }));
    expect(within(theCard).getByText('Now your streak is 3')).toBeInTheDocument();
    expect(within(theCard).queryByRole('button', { name: 'I know it' })).not.toBeInTheDocument();
    expect(within(theCard).queryByRole('button', { name: "I don't know it" })).not.toBeInTheDocument();

    await waitFor(() => expect(server.requestsTo('POST', markPath(word.id, 'learned'))).toHaveLength(1));
    expect(server.requestsTo('POST', markPath(word.id, 'learned'))[0]?.headers.get('x-csrftoken')).toBe(
      'test-csrf-token',
    );
    await waitFor(() =>
      expect(server.requestsTo('GET', '/api/reeprise/vocabulary/stats/').length).toBeGreaterThan(statsBefore),
    );
    const invalidated = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(invalidated).toEqual(expect.arrayContaining([['vocabulary'], ['statistics']]));
    // the session itself keeps its cards: only Reload asks for new ones
    expect(server.requestsTo('GET', TOP)).toHaveLength(1);
    expect(await screen.findByText('All cards answered. Reload for the next round.')).toBeInTheDocument();
  });

  test("I don't know it: the streak drops to 0", async () => {
    const word = buildVocabulary({ word: 'perro', winning_streak: 4 });
    const { user, server } = renderRoute('/vocabulary_training_mode', { server: trainingServer([word]) });
    await user.click(await screen.findByRole('button', { name: 'Turn the card: perro' }));
    await user.click(within(card('perro')).getByRole('button', { name: "I don't know it" }));

    expect(within(card('perro')).getByText('Now your streak is 0')).toBeInTheDocument();
    expect(within(card('perro')).getByText('You had a streak of 4 on this word')).toBeInTheDocument();
    expect(within(card('perro')).queryAllByRole('button', { name: /know it/ })).toHaveLength(0);
    await waitFor(() => expect(server.requestsTo('POST', markPath(word.id, 'forgotten'))).toHaveLength(1));
  });

  test('keyboard: Space turns the focused card, → knows it, ← does not, and the focus moves on', async () => {
    const first = buildVocabulary({ word: 'uno', winning_streak: 1 });
    const second = buildVocabulary({ word: 'dos', winning_streak: 3 });
    const { user, server } = renderRoute('/vocabulary_training_mode', { server: trainingServer([first, second]) });
    const turnFirst = await screen.findByRole('button', { name: 'Turn the card: uno' });
    turnFirst.focus();

    await user.keyboard(' ');
    expect(turnFirst).toHaveAttribute('aria-expanded', 'true');
    expect(within(card('uno')).getByText('You had a streak of 1 on this word')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(card('uno')).getByText('Now your streak is 2')).toBeInTheDocument();

    const turnSecond = screen.getByRole('button', { name: 'Turn the card: dos' });
    expect(turnSecond).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    // an unturned card ignores the arrows
    expect(within(card('dos')).queryByText(/Now your streak/)).not.toBeInTheDocument();
    await user.keyboard(' ');
    await user.keyboard('{ArrowLeft}');
    expect(within(card('dos')).getByText('Now your streak is 0')).toBeInTheDocument();

    await waitFor(() => expect(server.requestsTo('POST', markPath(first.id, 'learned'))).toHaveLength(1));
    await waitFor(() => expect(server.requestsTo('POST', markPath(second.id, 'forgotten'))).toHaveLength(1));
  });

  test('Switch puts the translation on the front', async () => {
    const word = buildVocabulary({ word: 'gato', translation: 'cat' });
    const { user } = renderRoute('/vocabulary_training_mode', { server: trainingServer([word]) });
    await user.click(await screen.findByRole('button', { name: 'Switch' }));

    await user.click(screen.getByRole('button', { name: 'Turn the card: cat' }));
    expect(within(card('cat')).getByText('gato')).toBeInTheDocument();
  });

  test('Reload asks for the words again and starts a fresh round', async () => {
    const word = buildVocabulary({ word: 'sol' });
    const { user, server } = renderRoute('/vocabulary_training_mode', { server: trainingServer([word]) });
    await user.click(await screen.findByRole('button', { name: 'Turn the card: sol' }));
    await user.click(within(card('sol')).getByRole('button', { name: 'I know it' }));
    await user.click(screen.getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(server.requestsTo('GET', TOP)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Turn the card: sol' })).toHaveAttribute('aria-expanded', 'false'),
    );
    expect(screen.queryByText(/Now your streak/)).not.toBeInTheDocument();
  });

  test('a failed answer brings the buttons back and says so', async () => {
    const word = buildVocabulary({ word: 'luna' });
    const server = trainingServer([word]).on('POST', markPath(word.id, 'learned'), () => ({ status: 500 }));
    const { user } = renderRoute('/vocabulary_training_mode', { server });
    await user.click(await screen.findByRole('button', { name: 'Turn the card: luna' }));
    await user.click(within(card('luna')).getByRole('button', { name: 'I know it' }));

    expect(await screen.findByText('Your answer could not be saved. Please try again.')).toBeInTheDocument();
    expect(within(card('luna')).getByRole('button', { name: 'I know it' })).toBeInTheDocument();
    expect(within(card('luna')).queryByText(/Now your streak/)).not.toBeInTheDocument();
  });

  test('an empty selection explains what to do', async () => {
    renderRoute('/vocabulary_training_mode?text_of_last_days=3', { server: trainingServer([]) });
    expect(await screen.findByText('No words to train right now')).toBeInTheDocument();
    expect(screen.getByText(/Words come from your texts of the last 3 days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your texts' })).toHaveAttribute('href', '/reeprise');
  });

  test('speaks German, streak texts included', async () => {
    const word = buildVocabulary({ word: 'casa', winning_streak: 1 });
    const { user } = renderRoute('/vocabulary_training_mode?text_of_last_days=1', {
      server: trainingServer([word], { mother_tongue: 'GERMAN' }),
    });
    expect(await screen.findByRole('heading', { name: 'Wörter aus deinen Texten des letzten Tages' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Karte umdrehen: casa' }));
    expect(screen.getByText('Deine Serie bei diesem Wort lag bei 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiß ich' }));
    expect(screen.getByText('Jetzt liegt deine Serie bei 2')).toBeInTheDocument();
  });
});
