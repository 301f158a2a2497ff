import type { Due, TrainingVocabulary, VocabularyStats } from '@reeprise/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { forgetServerSpeech } from '@/lib/speech-engine';
import { stopSpeech } from '@/lib/speech';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 5000 });

let nextId = 100;
function buildVocabulary(overrides: Partial<TrainingVocabulary> = {}): TrainingVocabulary {
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
    sentence: null,
    due_at: null,
    retrievability: 0,
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

const DUE = '/api/reeprise/vocabulary/due/';
const NOTHING_DUE: Due = { due_now: 0, due_today: 0, results: [] };

function trainingServer(
  words: TrainingVocabulary[],
  settings: { mother_tongue?: 'GERMAN' | 'ENGLISH' } = {},
) {
  const server = new FakeServer()
    .addUser(buildWhoami(), { loggedIn: true, settings })
    .on('GET', TOP, () => ({ status: 200, body: words }))
    .on('GET', DUE, () => ({ status: 200, body: NOTHING_DUE }))
    .on('GET', '/api/reeprise/vocabulary/stats/', () => ({ status: 200, body: STATS }));
  for (const word of words) {
    server.on('POST', markPath(word.id, 'learned'), () => ({
      status: 200,
      body: { ...word, winning_streak: word.winning_streak + 1 },
    }));
    server.on('POST', markPath(word.id, 'forgotten'), () => ({
      status: 200,
      body: { ...word, winning_streak: 0 },
    }));
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

// a card's turn button is named by what it shows: the language code and the front
const turnName = (front: string) => new RegExp(`^\\S+ ${front}$`);
const card = (front: string) => screen.getByRole('button', { name: turnName(front) }).closest('li')!;

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
    renderRoute(
      '/vocabulary_training_mode?text_of_last_days=7&maximum_streak=1&known_vocabularies=2&total_vocabularies=4',
      {
        server,
      },
    );
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
    expect(
      await screen.findByRole('heading', { name: 'Words from your texts of the last 20 days' }),
    ).toBeInTheDocument();
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
    const { user, server, queryClient } = renderRoute('/vocabulary_training_mode', {
      server: trainingServer([word]),
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: turnName('casa') }));

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
    await user.click(await screen.findByRole('button', { name: turnName('perro') }));
    await user.click(within(card('perro')).getByRole('button', { name: "I don't know it" }));

    expect(within(card('perro')).getByText('Now your streak is 0')).toBeInTheDocument();
    expect(within(card('perro')).getByText('You had a streak of 4 on this word')).toBeInTheDocument();
    expect(within(card('perro')).queryAllByRole('button', { name: /know it/ })).toHaveLength(0);
    await waitFor(() => expect(server.requestsTo('POST', markPath(word.id, 'forgotten'))).toHaveLength(1));
  });

  test('keyboard: Space turns the focused card, → knows it, ← does not, and the focus moves on', async () => {
    const first = buildVocabulary({ word: 'uno', winning_streak: 1 });
    const second = buildVocabulary({ word: 'dos', winning_streak: 3 });
    const { user, server } = renderRoute('/vocabulary_training_mode', {
      server: trainingServer([first, second]),
    });
    const turnFirst = await screen.findByRole('button', { name: turnName('uno') });
    turnFirst.focus();

    await user.keyboard(' ');
    expect(turnFirst).toHaveAttribute('aria-expanded', 'true');
    expect(within(card('uno')).getByText('You had a streak of 1 on this word')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(card('uno')).getByText('Now your streak is 2')).toBeInTheDocument();

    const turnSecond = screen.getByRole('button', { name: turnName('dos') });
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

    await user.click(screen.getByRole('button', { name: turnName('cat') }));
    expect(within(card('cat')).getByText('gato')).toBeInTheDocument();
  });

  test('Reload asks for the words again and starts a fresh round', async () => {
    const word = buildVocabulary({ word: 'sol' });
    const { user, server } = renderRoute('/vocabulary_training_mode', { server: trainingServer([word]) });
    await user.click(await screen.findByRole('button', { name: turnName('sol') }));
    await user.click(within(card('sol')).getByRole('button', { name: 'I know it' }));
    await user.click(screen.getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(server.requestsTo('GET', TOP)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: turnName('sol') })).toHaveAttribute('aria-expanded', 'false'),
    );
    expect(screen.queryByText(/Now your streak/)).not.toBeInTheDocument();
  });

  test('a failed answer brings the buttons back and says so', async () => {
    const word = buildVocabulary({ word: 'luna' });
    const server = trainingServer([word]).on('POST', markPath(word.id, 'learned'), () => ({ status: 500 }));
    const { user } = renderRoute('/vocabulary_training_mode', { server });
    await user.click(await screen.findByRole('button', { name: turnName('luna') }));
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
    expect(
      await screen.findByRole('heading', { name: 'Wörter aus deinen Texten des letzten Tages' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: turnName('casa') }));
    expect(screen.getByText('Deine Serie bei diesem Wort lag bei 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiß ich' }));
    expect(screen.getByText('Jetzt liegt deine Serie bei 2')).toBeInTheDocument();
  });

  test('a card’s back shows the sentence the word was met in, the word marked', async () => {
    const word = buildVocabulary({ word: 'casa', sentence: { text: 'Mi casa es roja.', start: 3, end: 7 } });
    const { user } = renderRoute('/vocabulary_training_mode', { server: trainingServer([word]) });
    await user.click(await screen.findByRole('button', { name: turnName('casa') }));
    const sentence = within(card('casa')).getByTestId('card-sentence');
    expect(sentence).toHaveTextContent('Where you met itMi casa es roja.');
    expect(within(sentence).getByText('casa').tagName).toBe('MARK');
  });

  test('shows the words due today and trains the due ones with one button', async () => {
    const settingsWord = buildVocabulary({ word: 'casa' });
    const dueWord = buildVocabulary({
      word: 'olvidado',
      retrievability: 0.4,
      due_at: '2025-01-01T00:00:00.000Z',
    });
    const server = trainingServer([settingsWord]).on('GET', DUE, () => ({
      status: 200,
      body: { due_now: 1, due_today: 3, results: [dueWord] },
    }));
    const { user } = renderRoute('/vocabulary_training_mode', { server });
    expect(await screen.findByText('3 words due today')).toBeInTheDocument();
    expect(screen.getByText('1 due now')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Train due words' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Words due now, the ones you are closest to forgetting first, then new ones',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: turnName('olvidado') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: turnName('casa') })).not.toBeInTheDocument();
    const dueCalls = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : input, 'http://localhost'))
      .filter((url) => url.pathname === DUE);
    expect(dueCalls.map((url) => url.searchParams.get('limit'))).toEqual(expect.arrayContaining(['0', '15']));
    expect(dueCalls.every((url) => /^-?\d+$/.test(url.searchParams.get('tz_offset') ?? ''))).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to your training' })).toHaveAttribute(
      'href',
      '/vocabulary_training_mode',
    );
  });

  // issue 35: "0 words due today" while new words were never trained
  test('shows new words beside the due ones and trains them with the same button', async () => {
    const fresh = buildVocabulary({ word: 'nuevo' });
    const server = trainingServer([]).on('GET', DUE, () => ({
      status: 200,
      body: { due_now: 0, due_today: 0, new_waiting: 6, new_today: 6, results: [fresh] },
    }));
    const { user } = renderRoute('/vocabulary_training_mode', { server });
    expect(await screen.findByText('0 words due today')).toBeInTheDocument();
    expect(screen.getByText('6 new words')).toBeInTheDocument();
    expect(screen.queryByText('Nothing due right now')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Train due words' }));
    expect(await screen.findByRole('button', { name: turnName('nuevo') })).toBeInTheDocument();
  });

  test('says when today’s new words are done and the rest wait for tomorrow', async () => {
    const server = trainingServer([]).on('GET', DUE, () => ({
      status: 200,
      body: { due_now: 0, due_today: 0, new_waiting: 3, new_today: 0, results: [] },
    }));
    renderRoute('/vocabulary_training_mode', { server });
    expect(
      await screen.findByText('Today’s new words are done: 3 new words wait for tomorrow.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Train due words' })).not.toBeInTheDocument();
  });

  test('says so when nothing is due', async () => {
    renderRoute('/vocabulary_training_mode?due=1', { server: trainingServer([]) });
    expect(await screen.findByText('No words are due right now')).toBeInTheDocument();
    expect(await screen.findByText('0 words due today')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Train due words' })).not.toBeInTheDocument();
  });
});

// issue 35: the card's speaker had no source, so the server's voice was never offered there
test('a card’s speaker asks the server’s voice for its word when the server reads aloud', async () => {
  forgetServerSpeech();
  const word = buildVocabulary({ word: 'casa' });
  const server = trainingServer([word])
    .on('GET', '/api/reeprise/speech/config/', () => ({
      status: 200,
      body: { available: true, content_type: 'audio/mpeg' },
    }))
    .on('POST', '/api/reeprise/speech/', () => ({ status: 429, body: { detail: 'limit' } }));
  const { user } = renderRoute('/vocabulary_training_mode', { server });
  await user.click(await screen.findByRole('button', { name: turnName('casa') }));
  await user.click(within(card('casa')).getByRole('button', { name: 'Read “casa” aloud' }));
  await waitFor(() => expect(server.requestsTo('POST', '/api/reeprise/speech/')).toHaveLength(1));
  expect(server.requestsTo('POST', '/api/reeprise/speech/')[0]?.body).toEqual({ vocabulary_id: word.id });
  stopSpeech();
});

// issue 18 items 1 and 8: the learned word carries its language; a card is named by what it shows
describe('training cards for assistive technology', () => {
  test('the word and its sentence are marked Spanish, the button’s name is its visible text', async () => {
    const casa = buildVocabulary({
      word: 'casa',
      translation: 'house',
      sentence: { text: 'Mi casa es tu casa.', start: 3, end: 7 },
    });
    const { user } = renderRoute('/vocabulary_training_mode', { server: trainingServer([casa]) });
    const turn = await screen.findByRole('button', { name: turnName('casa') });
    expect(turn).toHaveAccessibleDescription('Turn the card');
    expect(within(turn).getByText('casa')).toHaveAttribute('lang', 'es');
    await user.click(turn);
    const back = card('casa');
    expect(within(back).getByText('house')).not.toHaveAttribute('lang');
    expect(within(back).getByTestId('card-sentence').querySelector('[lang="es"]')).toHaveTextContent(
      'Mi casa es tu casa.',
    );
    // the streak buckets' heading follows the page's h1 and the session's h2 at their level
    expect(screen.queryByRole('heading', { level: 6 })).not.toBeInTheDocument();
  });
});
