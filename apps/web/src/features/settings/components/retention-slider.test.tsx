import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 5000 });

const SETTINGS = '/api/reeprise/user_settings/';

test('the desired retention slider shows the stored value and saves a new one (issue 16)', async () => {
  const server = new FakeServer().addUser(buildWhoami(), { loggedIn: true, settings: { desired_retention: 0.85 } });
  renderRoute('/settings', { server });
  const slider = await screen.findByRole('slider', { name: 'Desired retention: 85 %' });
  expect(slider).toHaveAttribute('aria-valuemin', '70');
  expect(slider).toHaveAttribute('aria-valuemax', '97');
  fireEvent.keyDown(slider, { key: 'ArrowRight' });
  await waitFor(() => expect(server.requestsTo('PATCH', SETTINGS)[0]?.body).toEqual({ desired_retention: 0.86 }));
  expect(await screen.findByRole('slider', { name: 'Desired retention: 86 %' })).toBeInTheDocument();
});

test('a German learner reads it in German', async () => {
  const server = new FakeServer().addUser(buildWhoami(), { loggedIn: true, settings: { mother_tongue: 'GERMAN' } });
  renderRoute('/settings', { server });
  expect(await screen.findByRole('slider', { name: 'Gewünschte Behaltensquote: 90 %' })).toBeInTheDocument();
});
