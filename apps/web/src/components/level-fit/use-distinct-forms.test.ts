import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { DistinctFormsAnswer, DistinctFormsRequest } from './use-distinct-forms';

/** A worker that answers like distinct-forms.worker.ts (or fails to load), and keeps what it was asked. */
class FakeWorker extends EventTarget {
  static asked: DistinctFormsRequest[] = [];
  static failing = false;
  postMessage(request: DistinctFormsRequest) {
    FakeWorker.asked.push(request);
    setTimeout(() => {
      if (FakeWorker.failing) return void this.dispatchEvent(new Event('error'));
      const answer: DistinctFormsAnswer = { id: request.id, forms: [`from the worker: ${request.content}`] };
      this.dispatchEvent(new MessageEvent('message', { data: answer }));
    });
  }
  terminate() {}
}

// the hook keeps its worker and cache in the module: a fresh module for each test
async function loadHook() {
  vi.resetModules();
  return (await import('./use-distinct-forms')).useDistinctForms;
}

beforeEach(() => {
  FakeWorker.asked = [];
  FakeWorker.failing = false;
});
afterEach(() => vi.unstubAllGlobals());

test('the words are split in the worker; a text split before answers at once, without asking again', async () => {
  vi.stubGlobal('Worker', FakeWorker);
  const useDistinctForms = await loadHook();
  const first = renderHook(() => useDistinctForms('Le chat dort.', 'FRENCH'));
  expect(first.result.current).toBeUndefined();
  await waitFor(() => expect(first.result.current).toEqual(['from the worker: Le chat dort.']));
  expect(FakeWorker.asked).toEqual([{ id: 1, content: 'Le chat dort.', language: 'FRENCH' }]);

  const again = renderHook(() => useDistinctForms('Le chat dort.', 'FRENCH'));
  expect(again.result.current).toEqual(['from the worker: Le chat dort.']);
  expect(FakeWorker.asked).toHaveLength(1);
});

test('no content asks nothing', async () => {
  vi.stubGlobal('Worker', FakeWorker);
  const useDistinctForms = await loadHook();
  const { result } = renderHook(() => useDistinctForms(null, 'FRENCH'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(result.current).toBeUndefined();
  expect(FakeWorker.asked).toEqual([]);
});

test('a worker that fails to load leaves the split to the page, which still gets the forms', async () => {
  vi.stubGlobal('Worker', FakeWorker);
  FakeWorker.failing = true;
  const useDistinctForms = await loadHook();
  const { result } = renderHook(() => useDistinctForms('Le chat et le chien, 2 chats.', 'FRENCH'));
  await waitFor(() => expect(result.current).toEqual(['le', 'chat', 'et', 'chien', 'chats']));
  expect(FakeWorker.asked).toHaveLength(1);
});

test('without workers (an old browser), the page splits the words itself', async () => {
  vi.stubGlobal('Worker', undefined);
  const useDistinctForms = await loadHook();
  const { result } = renderHook(() => useDistinctForms("L'ami d'Anna.", 'FRENCH'));
  await waitFor(() => expect(result.current).toEqual(["l'", 'ami', "d'", 'anna']));
});
