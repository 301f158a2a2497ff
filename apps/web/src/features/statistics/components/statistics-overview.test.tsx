import { paths, type TextStats, type VocabularyStats } from '@reeprise/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 5000 });

const VOCABULARY: VocabularyStats = {
  total_created: 1234,
  last_week_created: 56,
  last_four_weeks_created: 789,
  streak_gt5: 0,
  streak_5: 0,
  streak_4: 0,
  streak_3: 0,
  streak_2: 0,
  streak_1: 0,
  streak_0: 1234,
};
const TEXTS: TextStats = {
  total_created_texts: 12,
  last_week_created_texts: 3,
  total_created_texts_length: 1234567,
};

function statsServer(motherTongue: 'ENGLISH' | 'GERMAN' = 'ENGLISH') {
  return new FakeServer()
    .addUser(buildWhoami(), { loggedIn: true, settings: { mother_tongue: motherTongue } })
    .on('GET', paths.vocabulary.stats(), () => ({ status: 200, body: VOCABULARY }))
    .on('GET', paths.generatedTexts.stats(), () => ({ status: 200, body: TEXTS }));
}

/** The figure shown on the card labelled `label`. */
const figure = (label: string) =>
  within(screen.getByRole('region', { name: label })).getAllByRole('paragraph')[0];

describe('statistics page', () => {
  test('shows the six cards with English number formatting', async () => {
    renderRoute('/statistics', { server: statsServer() });
    expect(await screen.findByText('1,234,567')).toBeInTheDocument();
    expect(await screen.findByText('1,234')).toBeInTheDocument();

    expect(figure('Words added in total')).toHaveTextContent('1,234');
    expect(figure('Words added in the last 7 days')).toHaveTextContent('56');
    expect(figure('Words added in the last 4 weeks')).toHaveTextContent('789');
    expect(figure('Texts created in total')).toHaveTextContent('12');
    expect(figure('Texts created last week')).toHaveTextContent('3');
    expect(figure('Total word count of your texts')).toHaveTextContent('1,234,567');
  });

  test('draws nothing under the known words until their answer is there, so it cannot push the figures down', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const server = statsServer().on('GET', paths.wordStatuses.languages(), async () => {
      await held;
      return { status: 200, body: { languages: [] } };
    });
    renderRoute('/statistics', { server });
    expect(await screen.findByRole('region', { name: 'Known words' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Vocabulary' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('region', { name: 'Vocabulary' })).toBeInTheDocument();
    expect(await screen.findByText('1,234,567')).toBeInTheDocument();
  });

  test("asks for each figure once: the page's prefetch beside its code is not asked again when it renders", async () => {
    const none = { reviews_per_day: [], words_added_per_day: [], due_forecast: [] };
    const retention = { due_reviews: 0, good: 0, rate: null, desired: 0.9 };
    const server = statsServer().on('GET', paths.vocabulary.progress(), () => ({
      status: 200,
      body: { ...none, retention },
    }));
    renderRoute('/statistics', { server });
    expect(await screen.findByText('1,234,567')).toBeInTheDocument();
    expect(server.requestsTo('GET', paths.vocabulary.stats())).toHaveLength(1);
    expect(server.requestsTo('GET', paths.generatedTexts.stats())).toHaveLength(1);
    expect(server.requestsTo('GET', paths.vocabulary.progress())).toHaveLength(1);
  });

  test('uses German number formatting for a German learner', async () => {
    renderRoute('/statistics', { server: statsServer('GERMAN') });
    expect(await screen.findByRole('heading', { name: 'Statistik', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('1.234.567')).toBeInTheDocument();
    expect(figure('Wörter insgesamt hinzugefügt')).toHaveTextContent('1.234');
  });

  test('shows skeletons while the figures load', async () => {
    const server = statsServer().on('GET', paths.vocabulary.stats(), () => new Promise(() => undefined));
    renderRoute('/statistics', { server });
    expect(await screen.findByText('1,234,567')).toBeInTheDocument();
    expect(screen.getAllByTestId('stat-skeleton')).toHaveLength(3);
  });

  test('a failing call says so and can be retried', async () => {
    let fail = true;
    const server = statsServer().on('GET', paths.generatedTexts.stats(), () =>
      fail ? { status: 500 } : { status: 200, body: TEXTS },
    );
    const { user } = renderRoute('/statistics', { server });
    expect(await screen.findByText('Your statistics could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('1,234')).toBeInTheDocument();

    fail = false;
    // the texts' alert has its own retry (the progress charts, unanswered here, have another)
    await user.click(
      within(screen.getByRole('region', { name: 'Texts' })).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByText('1,234,567')).toBeInTheDocument();
  });
});

describe('statistics page: texts at the level (issue 36)', () => {
  function levelServer(levelHits: TextStats['level_hits'], motherTongue: 'ENGLISH' | 'GERMAN' = 'ENGLISH') {
    return statsServer(motherTongue).on('GET', paths.generatedTexts.stats(), () => ({
      status: 200,
      body: { ...TEXTS, level_hits: levelHits },
    }));
  }

  test('says how many of the last texts were at the level and the target they were judged by', async () => {
    renderRoute('/statistics', {
      server: levelServer({ at_level: 8, measured: 10, target_known_share: 0.95 }),
    });
    expect(await screen.findByTestId('level-hits')).toHaveTextContent(
      '8 of your last 10 texts were at your level (your target: 95 % known words).',
    );
  });

  test('in German, and without a measured text it says what will come', async () => {
    renderRoute('/statistics', {
      server: levelServer({ at_level: 0, measured: 0, target_known_share: 0.9 }, 'GERMAN'),
    });
    expect(await screen.findByTestId('level-hits')).toHaveTextContent('Noch kein fertiger Text gemessen');
  });

  test('a German learner with one text', async () => {
    renderRoute('/statistics', {
      server: levelServer({ at_level: 1, measured: 1, target_known_share: 0.9 }, 'GERMAN'),
    });
    expect(await screen.findByTestId('level-hits')).toHaveTextContent(
      'Dein letzter Text: 1 von 1 auf deinem Niveau (dein Ziel: 90 % bekannte Wörter).',
    );
  });
});
