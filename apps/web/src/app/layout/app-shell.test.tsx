import type { UserSettings, Whoami } from '@reeprise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildStaff, buildWhoami, WITH_BARKS, WITH_SHOPPING_LIST } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

const EVERYONE = ['Texts', 'Vocabulary', 'Statistics', 'Settings'];
const EXPERIMENTAL = ['Wishes', 'Bark Account', 'Chat', 'Email', 'New Trainer', 'Dialogue'];

async function openDrawerAs(whoami: Whoami, settings: Partial<UserSettings> = {}, path = '/statistics') {
  const server = new FakeServer().addUser(whoami, { loggedIn: true, settings });
  const rendered = renderRoute(path, { server });
  await rendered.user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  const labels = within(nav)
    .queryAllByRole('link')
    .map((link) => link.textContent);
  return { ...rendered, nav, labels };
}

describe('app shell navigation per role', () => {
  test('a plain user sees the four main items and Logout, none of the staff items', async () => {
    const { nav, labels } = await openDrawerAs(buildWhoami());
    expect(labels).toEqual(EVERYONE);
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByText('Admin Area')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Classic Reeprise')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Shopping List')).not.toBeInTheDocument();
  });

  test('staff without experimental features sees Admin Area but no experimental item', async () => {
    const { labels } = await openDrawerAs(buildStaff(), { show_experimental_features: false });
    expect(labels).toEqual([...EVERYONE, 'Admin Area']);
  });

  test('staff with experimental features sees all six experimental items', async () => {
    const { labels } = await openDrawerAs(buildStaff(), { show_experimental_features: true });
    expect(labels).toEqual([...EVERYONE, 'Admin Area', ...EXPERIMENTAL]);
  });

  test('experimental features alone do nothing for a non-staff user', async () => {
    const { labels } = await openDrawerAs(buildWhoami(), { show_experimental_features: true });
    expect(labels).toEqual(EVERYONE);
  });

  test('permission holders see Classic Reeprise and Shopping List', async () => {
    const barks = await openDrawerAs(buildWhoami({ permissions: WITH_BARKS }));
    expect(barks.labels).toEqual([...EVERYONE, 'Classic Reeprise']);
    barks.unmount();

    const shopping = await openDrawerAs(buildWhoami({ permissions: WITH_SHOPPING_LIST }));
    expect(shopping.labels).toEqual([...EVERYONE, 'Shopping List']);
  });

  test('the Admin Area is a plain link to /admin (a full page load, not an SPA route)', async () => {
    const { nav } = await openDrawerAs(buildStaff());
    expect(within(nav).getByRole('link', { name: 'Admin Area' })).toHaveAttribute('href', '/admin');
  });
});

describe('app shell behaviour', () => {
  test('the top bar links home and to the vocabulary list', async () => {
    const server = new FakeServer().addUser(buildWhoami(), { loggedIn: true });
    const { user, router } = renderRoute('/statistics', { server });
    const banner = await screen.findByRole('banner');
    await user.click(within(banner).getByRole('link', { name: 'Vocabulary' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vocabulary_trainer'));
    await user.click(within(banner).getByRole('link', { name: 'Reeprise' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reeprise'));
  });

  test('choosing an item navigates and closes the drawer', async () => {
    const { user, nav, router } = await openDrawerAs(buildWhoami());
    await user.click(within(nav).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument(),
    );
  });

  test('Logout calls the API, forgets cached data and shows the landing page', async () => {
    const { user, nav, router, server, queryClient } = await openDrawerAs(buildWhoami());
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('link', { name: 'LOG IN' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reeprise');
    const [logout] = server.requestsTo('POST', '/accounts/logout/');
    expect(logout?.headers.get('x-csrftoken')).toBe('test-csrf-token');
    expect(queryClient.getQueryData(['user-settings'])).toBeUndefined();
  });

  test('a failed logout keeps the user in and says so', async () => {
    const server = new FakeServer()
      .addUser(buildWhoami(), { loggedIn: true })
      .on('POST', '/accounts/logout/', () => ({ status: 500, body: { detail: 'boom' } }));
    const { user } = renderRoute('/statistics', { server });
    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('could not log out.')).toBeInTheDocument();
    // still logged in, on the same page, once the drawer has closed
    expect(await screen.findByRole('heading', { name: 'Statistics', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'LOG IN' })).not.toBeInTheDocument();
  });
});
