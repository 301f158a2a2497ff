import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

// issue 18 items 6 and 8: a failed sign-in is announced; the sign-in page has a main landmark
test('a wrong password is an alert a screen reader announces, inside the page’s main landmark', async () => {
  const server = new FakeServer().addUser(buildWhoami({ username: 'ada' }), { password: 'secret-password' });
  const { user } = renderRoute('/statistics', { server });
  const main = await screen.findByRole('main');
  expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Sign In' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Username/ }), 'ada');
  await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'not-the-password');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/./);
});
