import type { Progress } from '@reeprise/contract';
import { configure, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 8000 });

beforeAll(() => {
  // the charts measure their box; jsdom has no layout, so give them one
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const day = (offset: number) => new Date(Date.UTC(2026, 2, 1 + offset)).toISOString().slice(0, 10);

function progress(rate: number | null): Progress {
  return {
    reviews_per_day: Array.from({ length: 30 }, (_, i) => ({
      day: day(i),
      count: i % 3,
      good: Math.min(i % 2, i % 3),
    })),
    words_added_per_day: Array.from({ length: 30 }, (_, i) => ({ day: day(i), count: i % 4 })),
    due_forecast: Array.from({ length: 14 }, (_, i) => ({ day: day(30 + i), count: 14 - i })),
    retention: { due_reviews: rate === null ? 0 : 40, good: rate === null ? 0 : 34, rate, desired: 0.9 },
  };
}

function server(motherTongue: 'ENGLISH' | 'GERMAN', answer: Progress) {
  return new FakeServer()
    .addUser(buildWhoami(), { loggedIn: true, settings: { mother_tongue: motherTongue } })
    .on('GET', '/api/reeprise/vocabulary/progress/', () => ({ status: 200, body: answer }));
}

describe('progress charts', () => {
  test('four charts with English labels, the true retention against the target', async () => {
    const fake = server('ENGLISH', progress(0.85));
    renderRoute('/statistics', { server: fake });
    expect(await screen.findByRole('heading', { name: 'Progress', level: 2 })).toBeInTheDocument();
    for (const title of [
      'Reviews per day (last 30 days)',
      'Words added per day (last 30 days)',
      'Reviews due (next 14 days)',
      'True retention (last 30 days)',
    ]) {
      expect(await screen.findByRole('region', { name: title })).toBeInTheDocument();
    }
    const retention = screen.getByRole('region', { name: 'True retention (last 30 days)' });
    expect(
      within(retention).getByText('34 of 40 due words remembered · your target 90 %'),
    ).toBeInTheDocument();
    expect(fake.requestsTo('GET', '/api/reeprise/vocabulary/progress/')).toHaveLength(1);
  });

  test('German labels, and a learner without due reviews is told so', async () => {
    renderRoute('/statistics', { server: server('GERMAN', progress(null)) });
    expect(await screen.findByRole('heading', { name: 'Fortschritt', level: 2 })).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Antworten pro Tag (letzte 30 Tage)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Fällige Wiederholungen (nächste 14 Tage)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('In den letzten 30 Tagen noch keine fälligen Wiederholungen beantwortet.'),
    ).toBeInTheDocument();
  });

  test('a failed load says so and offers a retry', async () => {
    const fake = new FakeServer()
      .addUser(buildWhoami(), { loggedIn: true })
      .on('GET', '/api/reeprise/vocabulary/progress/', () => ({ status: 500, body: { detail: 'boom' } }));
    renderRoute('/statistics', { server: fake });
    expect(await screen.findByText('Your progress could not be loaded.')).toBeInTheDocument();
  });
});

describe('the drawings and their figures', () => {
  beforeAll(() => {
    // jsdom lays nothing out: a chart's box is 600 px wide here, so that visx draws
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  });
  afterAll(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  });

  test('each day of a chart is a row of its table, and the drawing is named by what it shows', async () => {
    renderRoute('/statistics', { server: server('ENGLISH', progress(0.85)) });
    const reviews = await screen.findByRole('region', { name: 'Reviews per day (last 30 days)' });
    // 30 days of i % 3 answers: 30 in all, at most 2 on one day
    const summary = 'Reviews per day (last 30 days): 30 in all, at most 2 on one day';
    const drawing = await within(reviews).findByRole('img', { name: summary });
    const table = within(reviews).getByRole('table', { name: summary });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'I know it', "I don't know it"]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    // March 3rd: 2 answers (2 % 3), 0 of them good (2 % 2)
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '2']);
    expect(within(rows[2]).getByRole('rowheader')).toHaveTextContent('Mar 3, 2026');
    // the bars: one per non-zero part of a day, coloured by the theme's variables only
    const bars = drawing.querySelectorAll('rect');
    expect(bars.length).toBe(25);
    for (const bar of bars) expect(bar.getAttribute('style')).toMatch(/fill: var\(--rp-[a-z-]+\)/);
    expect(drawing.outerHTML).not.toMatch(/#[0-9a-f]{3,6}\b/i);
    // the true retention is a meter, drawn by the same library
    const meter = await screen.findByRole('meter');
    expect(meter).toHaveAttribute('aria-valuenow', '85');
    expect(meter.querySelectorAll('path')).toHaveLength(2);
  });

  test('a chart with nothing to draw says so in words, in German too', async () => {
    const empty = progress(null);
    empty.reviews_per_day = empty.reviews_per_day.map((d) => ({ ...d, count: 0, good: 0 }));
    empty.due_forecast = empty.due_forecast.map((d) => ({ ...d, count: 0 }));
    renderRoute('/statistics', { server: server('GERMAN', empty) });
    const reviews = await screen.findByRole('region', { name: 'Antworten pro Tag (letzte 30 Tage)' });
    expect(within(reviews).getByText('In den letzten 30 Tagen noch keine Antworten.')).toBeInTheDocument();
    expect(within(reviews).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('In den nächsten 14 Tagen ist nichts fällig.')).toBeInTheDocument();
    const added = screen.getByRole('region', { name: 'Neue Wörter pro Tag (letzte 30 Tage)' });
    expect(
      await within(added).findByRole('table', {
        name: /^Neue Wörter pro Tag \(letzte 30 Tage\): 43 insgesamt/,
      }),
    ).toBeInTheDocument();
  });
});
