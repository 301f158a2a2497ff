import type { Progress } from '@reeprise/contract';
import { configure, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
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
    reviews_per_day: Array.from({ length: 30 }, (_, i) => ({ day: day(i), count: i % 3, good: i % 2 })),
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
    expect(within(retention).getByText('34 of 40 due words remembered · your target 90 %')).toBeInTheDocument();
    expect(fake.requestsTo('GET', '/api/reeprise/vocabulary/progress/')).toHaveLength(1);
  });

  test('German labels, and a learner without due reviews is told so', async () => {
    renderRoute('/statistics', { server: server('GERMAN', progress(null)) });
    expect(await screen.findByRole('heading', { name: 'Fortschritt', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Antworten pro Tag (letzte 30 Tage)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fällige Wiederholungen (nächste 14 Tage)' })).toBeInTheDocument();
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

describe('the value axis', () => {
  test('steps of 1, 2 or 5 times a power of ten, from 0 to just above the highest bar', async () => {
    const { valueTicks } = await import('./progress-charts');
    expect(valueTicks(12, 3)).toEqual([0, 5, 10, 15]);
    expect(valueTicks(45, 3)).toEqual([0, 20, 40, 60]);
    expect(valueTicks(8, 3)).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks(3, 3)).toEqual([0, 1, 2, 3]);
    // no bars at all: one step of 1, never fractions of a word
    expect(valueTicks(0, 3)).toEqual([0, 1]);
  });
});
