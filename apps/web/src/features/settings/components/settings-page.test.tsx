import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildStaff, buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 5000 });

const SETTINGS = '/api/reeprise/user_settings/';

describe('settings page', () => {
  test('greets the user and offers language, picture, welcome card and the name hint', async () => {
    const server = new FakeServer().addUser(buildWhoami({ username: 'ada' }), { loggedIn: true });
    renderRoute('/settings', { server });
    expect(await screen.findByText('Hello, ada!')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('ENGLISH');
    expect(screen.getByLabelText('Choose a picture')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('switch', { name: 'Show welcome card' })).toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Show experimental features' })).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        'The name of the application can be up to 9 characters long and can be changed anytime.',
      ),
    ).toBeInTheDocument();
  });

  test('choosing German switches the whole app to German at once', async () => {
    const server = new FakeServer().addUser(buildWhoami({ username: 'ada' }), { loggedIn: true });
    const { user } = renderRoute('/settings', { server });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'GERMAN');

    expect(await screen.findByRole('heading', { name: 'Einstellungen', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Hallo, ada!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Navigationsmenü öffnen' })).toBeInTheDocument();
    expect(server.requestsTo('PATCH', SETTINGS)[0]?.body).toEqual({ mother_tongue: 'GERMAN' });
    expect(document.documentElement.lang).toBe('de');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'ENGLISH');
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
  });

  test('the welcome card switch saves show_welcome_card', async () => {
    const server = new FakeServer().addUser(buildWhoami(), { loggedIn: true });
    const { user } = renderRoute('/settings', { server });
    await user.click(await screen.findByRole('switch', { name: 'Show welcome card' }));

    await waitFor(() => expect(server.requestsTo('PATCH', SETTINGS)).toHaveLength(1));
    expect(server.requestsTo('PATCH', SETTINGS)[0]?.body).toEqual({ show_welcome_card: false });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Show welcome card' })).not.toBeChecked());
  });

  test('staff also get the experimental features switch', async () => {
    const server = new FakeServer().addUser(buildStaff(), { loggedIn: true });
    const { user } = renderRoute('/settings', { server });
    const experimental = await screen.findByRole('switch', { name: 'Show experimental features' });
    expect(experimental).not.toBeChecked();
    await user.click(experimental);

    await waitFor(() =>
      expect(server.requestsTo('PATCH', SETTINGS)[0]?.body).toEqual({ show_experimental_features: true }),
    );
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Show experimental features' })).toBeChecked(),
    );
  });

  test('a refused change is reported and the switch stays as it was', async () => {
    const server = new FakeServer()
      .addUser(buildWhoami(), { loggedIn: true })
      .on('PATCH', SETTINGS, () => ({ status: 500 }));
    const { user } = renderRoute('/settings', { server });
    await user.click(await screen.findByRole('switch', { name: 'Show welcome card' }));

    expect(await screen.findByText('Your settings could not be saved.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show welcome card' })).toBeChecked();
  });

  test('the new-name card saves app_name, which names the app in the top bar at once', async () => {
    const server = new FakeServer().addUser(buildWhoami(), { loggedIn: true });
    const { user } = renderRoute('/settings', { server });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Reeprise' })).toBeInTheDocument();
    const field = await screen.findByRole('textbox', { name: 'Application name' });
    expect(screen.getByText('0/9')).toBeInTheDocument();

    await user.type(field, 'Lernfix');
    expect(screen.getByText('7/9')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    await waitFor(() =>
      expect(server.requestsTo('PATCH', SETTINGS)[0]?.body).toEqual({ app_name: 'Lernfix' }),
    );
    expect(await within(banner).findByRole('link', { name: 'Lernfix' })).toHaveAttribute('href', '/reeprise');
    expect(screen.getByText('Your top bar says “Lernfix”.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to “Reeprise”' }));
    await waitFor(() => expect(server.requestsTo('PATCH', SETTINGS)[1]?.body).toEqual({ app_name: '' }));
    expect(await within(banner).findByRole('link', { name: 'Reeprise' })).toBeInTheDocument();
  });

  test('a name longer than 9 characters is refused while typing and never sent', async () => {
    const server = new FakeServer().addUser(buildWhoami(), { loggedIn: true });
    const { user } = renderRoute('/settings', { server });
    await user.type(await screen.findByRole('textbox', { name: 'Application name' }), 'TenLetters');
    expect(screen.getByText('Use at most 9 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save name' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(server.requestsTo('PATCH', SETTINGS)).toHaveLength(0);
  });

  test('a German learner reads the card in German', async () => {
    const server = new FakeServer().addUser(buildWhoami(), {
      loggedIn: true,
      settings: { mother_tongue: 'GERMAN', app_name: 'Lernfix' },
    });
    renderRoute('/settings', { server });
    expect(await screen.findByRole('textbox', { name: 'Name der Anwendung' })).toHaveValue('Lernfix');
    expect(screen.getByText('In deiner Kopfleiste steht „Lernfix“.')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Lernfix' })).toBeInTheDocument();
  });
});
