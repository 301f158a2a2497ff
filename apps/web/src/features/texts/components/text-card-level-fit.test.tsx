import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { FakeServer } from '@/testing/fake-server';
import { renderWithProviders } from '@/testing/render-route';
import { buildText } from '../test-data';
import { TextCard } from './text-card';

const KNOWN_FORMS = '/api/reeprise/vocabulary/known_forms/';

test('a finished text’s card shows how much of it the learner knows, from one known-forms call per language', async () => {
  const server = new FakeServer().on('GET', KNOWN_FORMS, () => ({
    status: 200,
    body: { forms: ['le', 'chat', 'dort', 'mange'], learning: ['mange'] },
  }));
  const first = buildText({ chatgpt_output: 'Le chat dort. Le chien mange une pomme.', language: 'FRENCH' });
  const second = buildText({ chatgpt_output: 'Le chat.', language: 'FRENCH' });
  const pending = buildText({ status: 'PENDING', chatgpt_output: 'Le', language: 'FRENCH' });
  renderWithProviders(
    <>
      <TextCard text={first} currentUserId={1} />
      <TextCard text={second} currentUserId={1} />
      <TextCard text={pending} currentUserId={1} />
    </>,
    { server },
  );
  const [firstCard, secondCard, pendingCard] = screen.getAllByRole('article');
  // le, chat, dort known; mange learning; chien, une, pomme new
  await waitFor(() => expect(within(firstCard).getByTestId('level-fit')).toHaveTextContent('43 % known · 3 new'));
  expect(within(firstCard).getByTestId('level-fit')).toHaveAccessibleName(
    'Level fit: 3 of 7 different words known, 1 still learning, 3 new',
  );
  expect(within(secondCard).getByTestId('level-fit')).toHaveTextContent('100 % known · 0 new');
  expect(within(pendingCard).queryByTestId('level-fit')).not.toBeInTheDocument();
  expect(server.requestsTo('GET', KNOWN_FORMS)).toHaveLength(1);
});
