import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderWithProviders } from '@/testing/render-route';
import { SettingsPage } from './settings';

test('the settings page renders nothing for a visitor', async () => {
  const server = new FakeServer();
  const { container } = renderWithProviders(<SettingsPage />, { server });
  await waitFor(() => expect(server.requestsTo('GET', '/accounts/whoami')).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container).toBeEmptyDOMElement();
});

test('the settings page greets a logged-in user', async () => {
  const server = new FakeServer().addUser(buildWhoami({ username: 'grace' }), { loggedIn: true });
  renderWithProviders(<SettingsPage />, { server });
  expect(await screen.findByText('Hello, grace!', {}, { timeout: 5000 })).toBeInTheDocument();
});
