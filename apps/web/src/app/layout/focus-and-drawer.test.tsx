import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

// issue 18 items 5 and 8: the drawer's semantics, and where focus goes after a login or a page change
describe('the navigation drawer', () => {
  test('is a named dialog whose lists hold list items only', async () => {
    const server = new FakeServer().addUser(buildWhoami(), { loggedIn: true });
    const { user } = renderRoute('/statistics', { server });
    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Main navigation' });
    for (const list of within(dialog).getAllByRole('list')) {
      for (const child of list.children) expect(child.tagName).toBe('LI');
    }
  });

  test('a link in it moves focus to the new page’s heading, Escape back to the menu button', async () => {
    const server = new FakeServer().addUser(buildWhoami(), { loggedIn: true });
    const { user } = renderRoute('/statistics', { server });
    const menu = await screen.findByRole('button', { name: 'Open navigation menu' });
    await user.click(menu);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menu).toHaveFocus();

    await user.click(menu);
    const dialog = await screen.findByRole('dialog', { name: 'Main navigation' });
    await user.click(within(dialog).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toHaveFocus());
  });
});

test('after login, focus is on the page’s heading, not lost on <body>', async () => {
  const server = new FakeServer().addUser(buildWhoami({ username: 'ada' }), { password: 'secret-password' });
  const { user } = renderRoute('/statistics', { server });
  await user.type(await screen.findByLabelText(/username/i), 'ada');
  await user.type(screen.getByLabelText(/^password/i), 'secret-password');
  await user.click(screen.getByRole('button', { name: /^log in$/i }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Statistics' })).toHaveFocus());
});
