import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { FakeSplitWorker as FakeWorker } from '@/testing/fake-split-worker';

// the hook keeps its worker and cache in the module: a fresh module for each test
async function load() {
  vi.resetModules();
  return (await import('./text-split')).useTextLayout;
}

const LAYOUT = {
  text: "L'ami dort. Anna lit.",
  words: [
    { start: 0, end: 2 },
    { start: 2, end: 5 },
    { start: 6, end: 10 },
    { start: 12, end: 16 },
    { start: 17, end: 20 },
  ],
  forms: ["l'", 'ami', 'dort', 'anna', 'lit'],
  sentences: [
    { text: "L'ami dort.", start: 0, end: 11 },
    { text: 'Anna lit.', start: 12, end: 21 },
  ],
};

beforeEach(() => {
  FakeWorker.asked = [];
  FakeWorker.failing = false;
});
afterEach(() => vi.unstubAllGlobals());

test('the worker splits the text as the reader shows it: words with their offsets and forms, sentences as the server numbers them', async () => {
  vi.stubGlobal('Worker', FakeWorker);
  const useTextLayout = await load();
  const first = renderHook(() => useTextLayout(LAYOUT.text, 'FRENCH'));
  expect(first.result.current).toBeUndefined();
  await waitFor(() => expect(first.result.current).toEqual(LAYOUT));
  expect(FakeWorker.asked).toEqual([{ id: 1, content: LAYOUT.text, language: 'FRENCH' }]);

  // a text split before answers at once, without asking again
  const again = renderHook(() => useTextLayout(LAYOUT.text, 'FRENCH'));
  expect(again.result.current).toEqual(LAYOUT);
  expect(FakeWorker.asked).toHaveLength(1);
});

test('two components that want the same text at once get one answer from one request', async () => {
  vi.stubGlobal('Worker', FakeWorker);
  const useTextLayout = await load();
  const both = renderHook(() => [useTextLayout(LAYOUT.text, 'FRENCH'), useTextLayout(LAYOUT.text, 'FRENCH')]);
  await waitFor(() => expect(both.result.current).toEqual([LAYOUT, LAYOUT]));
  expect(FakeWorker.asked).toHaveLength(1);
});

test('no content asks nothing', async () => {
  vi.stubGlobal('Worker', FakeWorker);
  const useTextLayout = await load();
  const { result } = renderHook(() => useTextLayout(null, 'FRENCH'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(result.current).toBeUndefined();
  expect(FakeWorker.asked).toEqual([]);
});

test('a worker that fails to load leaves the split to the page, which still answers', async () => {
  vi.stubGlobal('Worker', FakeWorker);
  FakeWorker.failing = true;
  const useTextLayout = await load();
  const { result } = renderHook(() => useTextLayout(LAYOUT.text, 'FRENCH'));
  await waitFor(() => expect(result.current).toEqual(LAYOUT));
  expect(FakeWorker.asked).toHaveLength(1);
});

test('without workers (an old browser), the page splits the text itself', async () => {
  vi.stubGlobal('Worker', undefined);
  const useTextLayout = await load();
  const { result } = renderHook(() => useTextLayout(LAYOUT.text, 'FRENCH'));
  await waitFor(() => expect(result.current).toEqual(LAYOUT));
});

test('a worker started early is the one that splits the text: one worker, started once', async () => {
  const started = vi.fn();
  vi.stubGlobal(
    'Worker',
    class extends FakeWorker {
      constructor(...args: ConstructorParameters<typeof FakeWorker>) {
        super(...args);
        started();
      }
    },
  );
  vi.resetModules();
  const { warmUpTextSplit, useTextLayout } = await import('./text-split');
  warmUpTextSplit();
  warmUpTextSplit();
  expect(started).toHaveBeenCalledOnce();
  const layout = renderHook(() => useTextLayout(LAYOUT.text, 'FRENCH'));
  await waitFor(() => expect(layout.result.current).toEqual(LAYOUT));
  expect(started).toHaveBeenCalledOnce();
});
