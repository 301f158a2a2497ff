import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildStaff, buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

/** The window regains focus (TanStack Query listens for visibility changes). */
function refocusWindow() {
  fireEvent(window, new Event('visibilitychange'));
}

describe('login status', () => {
  test('is re-checked on window focus: a logout elsewhere shows Sign In', async () => {
    const server = new FakeServer().addUser(buildWhoami({ username: 'ada' }), { loggedIn: true });
    renderRoute('/statistics', { server });
    expect(await screen.findByRole('heading', { name: 'Statistics', level: 1 })).toBeInTheDocument();

    server.setSession(null);
    refocusWindow();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/accounts/whoami').length).toBeGreaterThanOrEqual(2);
  });

  test('another user logging in elsewhere gets their own settings, not the cached ones', async () => {
    const server = new FakeServer()
      .addUser(buildWhoami({ username: 'ada' }), { loggedIn: true, settings: { mother_tongue: 'ENGLISH' } })
      .addUser(buildStaff({ username: 'grace' }), { settings: { mother_tongue: 'GERMAN' } });
    renderRoute('/statistics', { server });
    expect(await screen.findByRole('heading', { name: 'Statistics', level: 1 })).toBeInTheDocument();

    server.setSession('grace');
    refocusWindow();
    expect(await screen.findByRole('heading', { name: 'Statistik', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(server.requestsTo('GET', '/api/reeprise/user_settings/')).toHaveLength(2));
  });
});
