import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 10_000 });

const LANGUAGES = '/api/reeprise/word_statuses/languages/';
const HISTORY = '/api/reeprise/word_statuses/history/';

const spanish = { language: 'SPANISH', known: 2000, learning: 12, ignored: 3, placement_level: 'B1' };
const french = { language: 'FRENCH', known: 300, learning: 4, ignored: 0, placement_level: null };
const history = {
  language: 'SPANISH',
  days: [
    { date: '2026-11-20', known: 500 },
    { date: '2026-11-27', known: 2000 },
  ],
};

function server(options: { languages?: unknown[]; motherTongue?: 'ENGLISH' | 'GERMAN' } = {}) {
  return new FakeServer()
    .addUser(buildWhoami(), {
      loggedIn: true,
      settings: { mother_tongue: options.motherTongue ?? 'ENGLISH' },
    })
    .on('GET', LANGUAGES, () => ({
      status: 200,
      body: { languages: options.languages ?? [french, spanish] },
    }))
    .on('GET', HISTORY, () => ({ status: 200, body: history }));
}

// jsdom lays nothing out: the chart gets the width a phone would give it
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const knownWords = () => screen.findByRole('region', { name: 'Known words' });

describe('statistics › known words (issue 34)', () => {
  test('the headline: known words per language, most first, with learning and ignored beneath', async () => {
    renderRoute('/statistics', { server: server() });
    const section = await knownWords();
    const figures = await within(section).findAllByRole('listitem');
    expect(figures.map((figure) => figure.textContent)).toEqual([
      '2,000known in Español (Spanish)12 learning · 3 ignored',
      '300known in Français (French)4 learning · 0 ignored',
    ]);
  });

  test('the chart draws the history, says it in words and holds its figures in a table', async () => {
    const api = server();
    const { user } = renderRoute('/statistics', { server: api });
    const chart = await screen.findByTestId('chart-known-words');
    const drawing = await within(chart).findByRole('img', {
      name: 'Known words in Español (Spanish): 500 on Nov 20, 2026, 2,000 on Nov 27, 2026.',
    });
    // the stepped line and the area under it; a point for each day with a change, and the line starts
    // from none known the day before the first
    expect(drawing.querySelectorAll('path').length).toBeGreaterThanOrEqual(2);
    expect(drawing.querySelectorAll('circle')).toHaveLength(3);
    expect(api.requestsTo('GET', HISTORY)).toHaveLength(1);

    await user.click(within(chart).getByText('Show the figures as a table'));
    const table = within(chart).getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Day' + 'Known words', 'Nov 27, 2026' + '2,000', 'Nov 20, 2026' + '500']);

    // the language chips say which language is drawn and switch it
    const chips = within(chart).getByRole('group', { name: 'Language of the chart' });
    expect(within(chips).getByRole('button', { name: 'Español (Spanish)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(chips).getByRole('button', { name: 'Français (French)' }));
    expect(within(chips).getByRole('button', { name: 'Français (French)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(api.requestsTo('GET', HISTORY)).toHaveLength(2));
  });

  test('a learner without known words is told how to get some, and no chart is loaded', async () => {
    const api = server({ languages: [{ ...french, known: 0 }] });
    renderRoute('/statistics', { server: api });
    const section = await knownWords();
    expect(
      await within(section).findByText(/No known words yet\. Mark words as known while you read/),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByTestId('chart-known-words')).not.toBeInTheDocument();
    expect(api.requestsTo('GET', HISTORY)).toHaveLength(0);
  });

  test('an empty history says there is nothing to draw yet', async () => {
    const api = server().on('GET', HISTORY, () => ({ status: 200, body: { language: 'SPANISH', days: [] } }));
    renderRoute('/statistics', { server: api });
    const chart = await screen.findByTestId('chart-known-words');
    expect(
      await within(chart).findByText('Nothing to draw yet: mark words as known and come back.'),
    ).toBeInTheDocument();
  });

  test('failures are said and can be retried', async () => {
    let failing = true;
    const api = server()
      .on('GET', LANGUAGES, () =>
        failing ? { status: 500 } : { status: 200, body: { languages: [spanish] } },
      )
      .on('GET', HISTORY, () => ({ status: 500 }));
    const { user } = renderRoute('/statistics', { server: api });
    const section = await knownWords();
    expect(await within(section).findByText('Your known words could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(
      await within(section).findByText('The history of your known words could not be loaded.'),
    ).toBeInTheDocument();
  });

  test('in German', async () => {
    renderRoute('/statistics', { server: server({ motherTongue: 'GERMAN' }) });
    const section = await screen.findByRole('region', { name: 'Bekannte Wörter' });
    expect(await within(section).findByText('2.000')).toBeInTheDocument();
    expect(within(section).getByText('bekannt in Español (Spanisch)')).toBeInTheDocument();
    expect(
      await within(section).findByRole('img', {
        name: 'Bekannte Wörter in Español (Spanisch): 500 am 20.11.2026, 2.000 am 27.11.2026.',
      }),
    ).toBeInTheDocument();
    expect(within(section).getByText('Die Zahlen als Tabelle zeigen')).toBeInTheDocument();
  });
});
