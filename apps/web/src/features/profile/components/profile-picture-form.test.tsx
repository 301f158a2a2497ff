import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute, renderWithProviders } from '@/testing/render-route';
import { ProfilePictureForm } from './profile-picture-form';

configure({ asyncUtilTimeout: 5000 });

const PROFILES = '/api/reeprise/profiles/';
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

function setup(server = new FakeServer().addUser(buildWhoami(), { loggedIn: true })) {
  document.cookie = 'csrftoken=test-csrf-token; path=/';
  return renderWithProviders(<ProfilePictureForm userId={7} username="ada" />, { server });
}

describe('profile picture', () => {
  test('shows the current picture', async () => {
    setup();
    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
      'src',
      '/api/reeprise/users/7/profile_pic/',
    );
  });

  // issue 35: the settings page asked for the picture of a user without one (a 404)
  test('the settings page asks for no picture while whoami says there is none, and for the saved one', async () => {
    const { unmount } = renderRoute('/settings', {
      server: new FakeServer().addUser(buildWhoami({ username: 'ada', pic: null }), { loggedIn: true }),
    });
    expect(await screen.findByText('Choose a picture')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your profile picture' })).not.toBeInTheDocument();
    expect(document.querySelector('img[src*="profile_pic"]')).toBeNull();
    unmount();

    const pic = '/api/reeprise/users/7/profile_pic/?v=5';
    renderRoute('/settings', { server: new FakeServer().addUser(buildWhoami({ pic }), { loggedIn: true }) });
    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', pic);
  });

  test('a file is required', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Choose a picture')).toHaveAttribute('aria-invalid', 'true');
    expect(server.requestsTo('PUT', PROFILES)).toHaveLength(0);
  });

  test('only images are accepted', async () => {
    const { user, server } = setup();
    const input = await screen.findByLabelText('Choose a picture');
    expect(input).toHaveAttribute('accept', 'image/*');
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // a browser's file dialog honours `accept`; a drag and drop or "all files" does not
    await user.setup({ applyAccept: false }).upload(input, notes);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please choose an image file')).toBeInTheDocument();
    expect(server.requestsTo('PUT', PROFILES)).toHaveLength(0);
  });

  test('uploads the chosen picture as multipart field pic and shows the new one', async () => {
    const server = new FakeServer()
      .addUser(buildWhoami(), { loggedIn: true })
      .on('PUT', PROFILES, () => ({ status: 200, body: { pic: '/api/reeprise/users/7/profile_pic/?v=2' } }));
    const { user } = setup(server);
    await user.upload(await screen.findByLabelText('Choose a picture'), png());
    expect(screen.getByText('me.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Profile picture saved')).toBeInTheDocument();
    const [request] = server.requestsTo('PUT', PROFILES);
    expect(request?.headers.get('x-csrftoken')).toBe('test-csrf-token');
    expect(request?.body).toBeInstanceOf(FormData);
    expect(((request?.body as FormData).get('pic') as File).name).toBe('me.png');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
        'src',
        '/api/reeprise/users/7/profile_pic/?v=2',
      ),
    );
    expect(screen.getByText('No picture chosen')).toBeInTheDocument();
  });

  test("the server's reason is shown when it refuses the picture", async () => {
    const server = new FakeServer()
      .addUser(buildWhoami(), { loggedIn: true })
      .on('PUT', PROFILES, () => ({
        status: 400,
        body: { detail: 'The file is not an image we can read.' },
      }));
    const { user } = setup(server);
    await user.upload(await screen.findByLabelText('Choose a picture'), png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The file is not an image we can read.')).toBeInTheDocument();
  });
});
