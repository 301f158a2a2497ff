import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 15000 });

const SETTINGS = '/api/reeprise/user_settings/';
const LABEL = 'How much of a text should I already know?';

test('the target share shows the stored value, 80-99 %, and saves a new one (issue 36)', async () => {
  const server = new FakeServer().addUser(buildWhoami(), {
    loggedIn: true,
    settings: { target_known_share: 0.9 },
  });
  renderRoute('/settings', { server });
  const slider = await screen.findByRole('slider', { name: `${LABEL} 90 % of the words` });
  expect(slider).toHaveAttribute('aria-valuemin', '80');
  expect(slider).toHaveAttribute('aria-valuemax', '99');
  fireEvent.keyDown(slider, { key: 'ArrowRight' });
  await waitFor(() =>
    expect(server.requestsTo('PATCH', SETTINGS)[0]?.body).toEqual({ target_known_share: 0.91 }),
  );
  expect(await screen.findByRole('slider', { name: `${LABEL} 91 % of the words` })).toBeInTheDocument();
});

test('a server that does not send the target shows the default 95 %, in German for a German learner', async () => {
  const server = new FakeServer().addUser(buildWhoami(), {
    loggedIn: true,
    settings: { mother_tongue: 'GERMAN' },
  });
  renderRoute('/settings', { server });
  expect(
    await screen.findByRole('slider', {
      name: 'Wie viel eines Textes soll ich schon kennen? 95 % der Wörter',
    }),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Texte auf deinem Niveau' })).toBeInTheDocument();
});
