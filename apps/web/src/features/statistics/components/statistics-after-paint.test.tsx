import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakePaintObserver } from '@/testing/fake-paint-observer';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

const LANGUAGES = '/api/reeprise/word_statuses/languages/';
const HISTORY = '/api/reeprise/word_statuses/history/';
const PROGRESS = '/api/reeprise/vocabulary/progress/';

const days = (count: number) =>
  Array.from({ length: count }, (_, i) => new Date(Date.UTC(2026, 2, 1 + i)).toISOString().slice(0, 10));

beforeEach(() => {
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
});
afterEach(() => vi.unstubAllGlobals());

test('the headline paints first; the charts and the known-words history come once it is on screen', async () => {
  const api = new FakeServer()
    .addUser(buildWhoami(), { loggedIn: true })
    .on('GET', LANGUAGES, () => ({
      status: 200,
      body: { languages: [{ language: 'SPANISH', known: 20, learning: 1, ignored: 0, placement_level: null }] },
    }))
    .on('GET', HISTORY, () => ({
      status: 200,
      body: { language: 'SPANISH', days: [{ date: '2026-03-01', known: 20 }] },
    }))
    .on('GET', PROGRESS, () => ({
      status: 200,
      body: {
        reviews_per_day: days(30).map((day) => ({ day, count: 2, good: 1 })),
        words_added_per_day: days(30).map((day) => ({ day, count: 1 })),
        due_forecast: days(14).map((day) => ({ day, count: 1 })),
        retention: { due_reviews: 4, good: 3, rate: 0.75, desired: 0.9 },
      },
    }));
  renderRoute('/statistics', { server: api });
  const known = await screen.findByRole('region', { name: 'Known words' });
  await within(known).findByText('known in Español (Spanish)');
  // a few frames, and the progress answer is in: still nothing drawn, the history not asked for
  await waitFor(() => expect(api.requestsTo('GET', PROGRESS)).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(api.requestsTo('GET', HISTORY)).toHaveLength(0);
  expect(screen.getByRole('status', { name: 'Loading charts…' })).toBeInTheDocument();
  expect(screen.queryByTestId('chart-reviews')).not.toBeInTheDocument();

  act(() => FakePaintObserver.paint());
  const reviews = await screen.findByTestId('chart-reviews', {}, { timeout: 8_000 });
  await within(reviews).findByRole('img', {}, { timeout: 8_000 });
  await waitFor(() => expect(api.requestsTo('GET', HISTORY)).toHaveLength(1));
  await within(screen.getByTestId('chart-known-words')).findByRole('img', {}, { timeout: 8_000 });
});
