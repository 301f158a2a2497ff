import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { FakePaintObserver } from '@/testing/fake-paint-observer';
import { FakeServer } from '@/testing/fake-server';
import { renderWithProviders } from '@/testing/render-route';
import { buildText } from '../test-data';
import { TextCard } from './text-card';

const KNOWN_FORMS = '/api/reeprise/vocabulary/known_forms/';

afterEach(() => vi.unstubAllGlobals());

test('a card’s level fit asks for the known forms only once the page’s first content is on screen', async () => {
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  const server = new FakeServer().on('GET', KNOWN_FORMS, () => ({
    status: 200,
    body: { forms: ['le', 'chat'], learning: [] },
  }));
  const text = buildText({ chatgpt_output: 'Le chat dort.', language: 'FRENCH' });
  renderWithProviders(<TextCard text={text} currentUserId={1} />, { server });
  const card = await screen.findByRole('article');
  // a few frames: nothing may leave before the paint
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(server.requestsTo('GET', KNOWN_FORMS)).toHaveLength(0);
  expect(within(card).queryByTestId('level-fit')).not.toBeInTheDocument();

  act(() => FakePaintObserver.paint());
  await waitFor(() => expect(within(card).getByTestId('level-fit')).toHaveTextContent('67 % known · 1 new'));
  expect(server.requestsTo('GET', KNOWN_FORMS)).toHaveLength(1);
  expect(FakePaintObserver.observers).toHaveLength(0);
});
