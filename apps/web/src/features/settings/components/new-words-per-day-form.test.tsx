import { configure, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 15000 });

const SETTINGS = '/api/reeprise/user_settings/';

test('the daily limit of new words shows the stored value, refuses what the server would, and saves (issue 35)', async () => {
  const server = new FakeServer().addUser(buildWhoami(), {
    loggedIn: true,
    settings: { new_words_per_day: 12 },
  });
  const { user } = renderRoute('/settings', { server });
  const form = await screen.findByRole('form', { name: 'New words' });
  const field = within(form).getByRole('spinbutton', { name: 'New words per day' });
  expect(field).toHaveValue(12);
  const save = within(form).getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();

  await user.clear(field);
  await user.type(field, '101');
  expect(within(form).getByText('Enter a whole number, 0–100.')).toBeInTheDocument();
  expect(save).toBeDisabled();

  await user.clear(field);
  await user.type(field, '5');
  await user.click(save);
  await waitFor(() =>
    expect(server.requestsTo('PATCH', SETTINGS)[0]?.body).toEqual({ new_words_per_day: 5 }),
  );
  expect(await screen.findByText('Your daily limit of new words is saved.')).toBeInTheDocument();
});

test('a server that does not send the limit shows the default 20, in German for a German learner', async () => {
  const server = new FakeServer().addUser(buildWhoami(), {
    loggedIn: true,
    settings: { mother_tongue: 'GERMAN' },
  });
  renderRoute('/settings', { server });
  const form = await screen.findByRole('form', { name: 'Neue Wörter' });
  expect(within(form).getByRole('spinbutton', { name: 'Neue Wörter pro Tag' })).toHaveValue(20);
});
