import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildStaff, buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderWithProviders } from '@/testing/render-route';
import { AdminApp } from './admin-app';

const USERS = '/api/admin/users/';
const page = (results: unknown[]) => ({ status: 200, body: { results, next: null, previous: null } });
const ada = {
  id: 5,
  username: 'ada',
  is_staff: false,
  is_active: true,
  permissions: ['barks.view_bark'],
  created_at: '2025-03-01T09:00:00Z',
};

describe('admin area gate (the server decides)', () => {
  test('a logged-in non-staff user (403) gets the staff-only screen with a link to /reeprise', async () => {
    const server = new FakeServer()
      .addUser(buildWhoami(), { loggedIn: true })
      .on('GET', USERS, () => ({ status: 403, body: { detail: 'Staff only.' } }));
    renderWithProviders(<AdminApp />, { server });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByRole('heading', { name: 'Staff only' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to Reeprise' })).toHaveAttribute(
      'href',
      '/reeprise',
    );
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  test('a visitor (401) is asked to log in', async () => {
    const server = new FakeServer().on('GET', USERS, () => ({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    }));
    renderWithProviders(<AdminApp />, { server });
    expect(
      await screen.findByRole('heading', { name: 'Please log in' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the login' })).toHaveAttribute('href', '/reeprise');
  });

  test('staff see the tables; creating a user posts it and refreshes the table', async () => {
    let users = [ada];
    const server = new FakeServer()
      .addUser(buildStaff({ username: 'boss' }), { loggedIn: true })
      .on('GET', USERS, () => page(users))
      .on('POST', USERS, (request) => {
        const body = request.body as { username: string; is_staff: boolean; permissions: string[] };
        const created = {
          ...ada,
          id: 6,
          username: body.username,
          is_staff: body.is_staff,
          permissions: body.permissions,
        };
        users = [created, ...users];
        return { status: 201, body: created };
      });
    const { user } = renderWithProviders(<AdminApp />, { server });
    const table = await screen.findByRole('table', { name: 'Users' }, { timeout: 5000 });
    expect(within(table).getByText('ada')).toBeInTheDocument();
    expect(screen.getByText('Signed in as boss')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Users',
      'Texts',
      'Bark accounts',
      'Barks',
      'Wish spaces',
      'Shopping lists',
      'Early access',
      'LLM usage',
    ]);

    await user.click(screen.getByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Username/), 'grace');
    await user.type(within(dialog).getByLabelText(/Password/), 'a-good-password');
    await user.click(within(dialog).getByLabelText('shoppinglist.view_shoppinglist'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(table).findByText('grace')).toBeInTheDocument();
    expect(server.requestsTo('POST', USERS)[0]?.body).toEqual({
      username: 'grace',
      password: 'a-good-password',
      is_staff: false,
      permissions: ['shoppinglist.view_shoppinglist'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
