import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { buildStaff } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

const DETAIL = '/api/wishes/wish_spaces/4/';
const space = {
  id: 4,
  name: 'Anna’s birthday',
  created_at: '2025-01-01T10:00:00Z',
  wish_count: 1,
  upload_token: 'tok-1',
  wishes: [
    {
      id: 9,
      title: 'From Grandpa',
      created_at: '2025-01-02T10:00:00Z',
      audio_url: '/api/wishes/wishes/9/audio/',
      content_type: 'audio/webm',
      size: 2048,
    },
  ],
};

const staff = () =>
  new FakeServer().addUser(buildStaff(), { loggedIn: true, settings: { show_experimental_features: true } });

describe('wish space detail', () => {
  test('every wish as an audio player, the guest link and regenerate token', async () => {
    const server = staff()
      .on('GET', DETAIL, () => ({ status: 200, body: space }))
      .on('POST', `${DETAIL}regenerate_token/`, () => ({
        status: 200,
        body: { ...space, upload_token: 'tok-2' },
      }));
    const { user } = renderRoute('/wishspace/4', { server });
    expect(
      await screen.findByRole('heading', { name: 'Anna’s birthday', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const wish = screen.getByRole('article', { name: 'From Grandpa' });
    expect(wish.querySelector('audio')).toHaveAttribute('src', '/api/wishes/wishes/9/audio/');
    expect(screen.getByTestId('upload-link')).toHaveValue(
      `${window.location.origin}/wishspace/4/upload?token=tok-1`,
    );

    await user.click(screen.getByRole('button', { name: 'Regenerate token' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Regenerate token' }),
    );
    expect(
      await screen.findByDisplayValue(`${window.location.origin}/wishspace/4/upload?token=tok-2`),
    ).toBeInTheDocument();
  });

  test('a 404 shows Wishspace Not Accessible', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = staff().on('GET', DETAIL, () => ({ status: 404, body: { detail: 'Not found.' } }));
    renderRoute('/wishspace/4', { server });
    expect(
      await screen.findByRole('heading', { name: 'Wishspace Not Accessible' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
