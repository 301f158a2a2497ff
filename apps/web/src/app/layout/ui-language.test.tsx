import Button from '@mui/material/Button';
import { screen, waitFor, within } from '@testing-library/react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { describe, expect, test, vi } from 'vitest';
import { useUpdateUserSettings } from '@/features/settings/api/update-user-settings';
import { buildStaff, buildWhoami, WITH_BARKS, WITH_SHOPPING_LIST } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';
import { AppLayout } from './app-layout';

describe('interface language', () => {
  test('with mother_tongue GERMAN the navigation shows German labels', async () => {
    const server = new FakeServer().addUser(
      buildStaff({ permissions: [...WITH_BARKS, ...WITH_SHOPPING_LIST] }),
      { loggedIn: true, settings: { mother_tongue: 'GERMAN', show_experimental_features: true } },
    );
    const { user } = renderRoute('/statistics', { server });
    await user.click(await screen.findByRole('button', { name: 'Navigationsmenü öffnen' }));
    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });

    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Texte',
      'Vokabeln',
      'Statistik',
      'Einstellungen',
      'Adminbereich',
      'Wünsche',
      'Bark-Konto',
      'Chat',
      'E-Mail',
      'Neuer Trainer',
      'Dialog',
      'Reeprise Classic',
      'Einkaufsliste',
    ]);
    expect(within(nav).getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
  });

  test('with mother_tongue ENGLISH the interface stays English', async () => {
    const server = new FakeServer().addUser(buildWhoami(), {
      loggedIn: true,
      settings: { mother_tongue: 'ENGLISH' },
    });
    renderRoute('/statistics', { server });
    expect(await screen.findByRole('heading', { name: 'Statistics', level: 1 })).toBeInTheDocument();
  });

  test('a visitor whose browser prefers German gets the German landing page', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-AT');
    renderRoute('/reeprise');
    expect(await screen.findByRole('link', { name: 'ANMELDEN' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Häufige Fragen' })).toBeInTheDocument();
  });

  test('changing mother_tongue re-renders the interface in the new language', async () => {
    function LanguageSwitch() {
      const { t } = useTranslation();
      const update = useUpdateUserSettings();
      return (
        <>
          <h1>{t('nav.settings')}</h1>
          <Button onClick={() => update.mutate({ mother_tongue: 'GERMAN' })}>switch</Button>
        </>
      );
    }
    const server = new FakeServer().addUser(buildWhoami(), { loggedIn: true });
    const { user } = renderRoute('/switch', {
      server,
      routes: [
        { path: '/', element: <AppLayout />, children: [{ path: 'switch', element: <LanguageSwitch /> }] },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'switch' }));
    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Navigationsmenü öffnen' })).toBeInTheDocument();
    await waitFor(() => expect(server.requestsTo('PATCH', '/api/reeprise/user_settings/')).toHaveLength(1));
    expect(server.requestsTo('PATCH', '/api/reeprise/user_settings/')[0]?.body).toEqual({
      mother_tongue: 'GERMAN',
    });
  });
});
