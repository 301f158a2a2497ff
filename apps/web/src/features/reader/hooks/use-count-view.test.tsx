import { VIEW_COUNT_DELAY_MS } from '@reeprise/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { FakeServer } from '@/testing/fake-server';
import { useCountView } from './use-count-view';

const COUNT = '/api/reeprise/generated_texts/8/increment_view_counter/';

function setup() {
  const server = new FakeServer()
    .on('POST', COUNT, () => ({ status: 200, body: { detail: 'View counted.' } }))
    .install();
  document.cookie = 'csrftoken=test-csrf-token; path=/';
  const queryClient = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ textId }) => useCountView(textId, true), {
    wrapper,
    initialProps: { textId: 8 },
  });
  return { server, ...hook };
}

describe('view counter (spec §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('counts once after 5 s on the page', async () => {
    const { server, rerender } = setup();
    await act(async () => vi.advanceTimersByTime(VIEW_COUNT_DELAY_MS - 1));
    expect(server.requestsTo('POST', COUNT)).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    expect(server.requestsTo('POST', COUNT)).toHaveLength(1);
    // re-rendering (e.g. another chapter of the same text) does not count again
    rerender({ textId: 8 });
    await act(async () => vi.advanceTimersByTime(VIEW_COUNT_DELAY_MS * 3));
    expect(server.requestsTo('POST', COUNT)).toHaveLength(1);
  });

  test('leaving earlier counts nothing', async () => {
    const { server, unmount } = setup();
    await act(async () => vi.advanceTimersByTime(VIEW_COUNT_DELAY_MS - 100));
    unmount();
    await act(async () => vi.advanceTimersByTime(VIEW_COUNT_DELAY_MS));
    expect(server.requestsTo('POST', COUNT)).toHaveLength(0);
  });
});
