import { LOGIN_FAILED_MESSAGE } from '@reeprise/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

async function openSignIn(server = new FakeServer()) {
  const rendered = renderRoute('/reeprise', { server, state: { signIn: true } });
  await screen.findByRole('heading', { name: 'Sign In' });
  return {
    ...rendered,
    username: screen.getByRole('textbox', { name: /Username/ }),
    password: screen.getByLabelText(/Password/, { selector: 'input' }),
    submit: screen.getByRole('button', { name: 'Log In' }),
  };
}

describe('Sign In form', () => {
  test('both fields are required, with translated messages', async () => {
    const { user, submit, username, password, server } = await openSignIn();
    await user.click(submit);

    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(server.requestsTo('POST', '/api/login/')).toHaveLength(0);
  });

  test('a username of only spaces counts as empty', async () => {
    const { user, submit, username, password } = await openSignIn();
    await user.type(username, '    ');
    await user.type(password, 'whatever-secret');
    await user.click(submit);
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
  });

  test('the username may have at most 80 characters', async () => {
    const { user, submit, username, password, server } = await openSignIn();
    await user.click(username);
    await user.paste('a'.repeat(81));
    await user.type(password, 'whatever-secret');
    await user.click(submit);

    expect(await screen.findByText('Use at most 80 characters')).toBeInTheDocument();
    expect(server.requestsTo('POST', '/api/login/')).toHaveLength(0);

    await user.clear(username);
    await user.paste('a'.repeat(80));
    await user.click(submit);
    await waitFor(() => expect(server.requestsTo('POST', '/api/login/')).toHaveLength(1));
  });

  test('the trimmed username is what is sent, with the CSRF header', async () => {
    const server = new FakeServer().addUser(buildWhoami({ username: 'grace' }), { password: 'hopper-1906' });
    const { user, submit, username, password } = await openSignIn(server);
    await user.type(username, '  grace  ');
    await user.type(password, 'hopper-1906');
    await user.click(submit);

    await waitFor(() => expect(server.requestsTo('POST', '/api/login/')).toHaveLength(1));
    const [request] = server.requestsTo('POST', '/api/login/');
    expect(request?.body).toEqual({ username: 'grace', password: 'hopper-1906' });
    expect(request?.headers.get('x-csrftoken')).toBe('test-csrf-token');
    expect(request?.headers.get('content-type')).toBe('application/json');
    // logged in: the app shell replaces the form
    expect(await screen.findByRole('button', { name: 'Open navigation menu' })).toBeInTheDocument();
  });

  test('Log In is disabled while the request is pending', async () => {
    let answer: () => void = () => undefined;
    const server = new FakeServer()
      .addUser(buildWhoami({ username: 'grace' }), { password: 'hopper-1906' })
      .on(
        'POST',
        '/api/login/',
        (_request, next) => new Promise((resolve) => (answer = () => resolve(next()))),
      );
    const { user, submit, username, password } = await openSignIn(server);
    await user.type(username, 'grace');
    await user.type(password, 'hopper-1906');
    await user.click(submit);

    await waitFor(() => expect(submit).toBeDisabled());
    answer();
    expect(await screen.findByRole('button', { name: 'Open navigation menu' })).toBeInTheDocument();
  });

  test('bad credentials show exactly the spec text under the password field', async () => {
    const server = new FakeServer().addUser(buildWhoami({ username: 'grace' }), { password: 'hopper-1906' });
    const { user, submit, username, password } = await openSignIn(server);
    await user.type(username, 'grace');
    await user.type(password, 'wrong-password');
    await user.click(submit);

    const message = await screen.findByText(LOGIN_FAILED_MESSAGE);
    expect(message.textContent).toBe(LOGIN_FAILED_MESSAGE);
    // MUI links the helper text to the input it belongs to
    expect(password).toHaveAccessibleDescription(LOGIN_FAILED_MESSAGE);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeEnabled();
  });

  test('when throttled, the server says how long to wait', async () => {
    const detail = 'Too many login attempts. Try again in 60 seconds.';
    const server = new FakeServer().on('POST', '/api/login/', () => ({ status: 429, body: { detail } }));
    const { user, submit, username, password } = await openSignIn(server);
    await user.type(username, 'grace');
    await user.type(password, 'hopper-1906');
    await user.click(submit);

    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(detail);
  });

  test('field errors from the server land on their fields', async () => {
    const server = new FakeServer().on('POST', '/api/login/', () => ({
      status: 400,
      body: { detail: 'Invalid input.', errors: { username: ['Username contains invalid characters'] } },
    }));
    const { user, submit, username, password } = await openSignIn(server);
    await user.type(username, 'grace');
    await user.type(password, 'hopper-1906');
    await user.click(submit);

    expect(await screen.findByText('Username contains invalid characters')).toBeInTheDocument();
    expect(username).toHaveAccessibleDescription('Username contains invalid characters');
  });

  test('the password can be shown and hidden', async () => {
    const { user, password } = await openSignIn();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
