import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderWithProviders } from '@/testing/render-route';
import { ProfilePictureForm } from './profile-picture-form';

// issue 18 item 8: "Choose a picture" nested a control in a button and added an invisible tab stop
test('"Choose a picture" is one tab stop, the file input itself, named by its label', async () => {
  const server = new FakeServer().addUser(buildWhoami(), { loggedIn: true });
  const { user } = renderWithProviders(<ProfilePictureForm userId={7} username="ada" />, { server });
  const input = await screen.findByLabelText('Choose a picture');
  expect(input).toHaveAttribute('type', 'file');
  expect(screen.queryByRole('button', { name: 'Choose a picture' })).not.toBeInTheDocument();
  await user.tab();
  expect(input).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Upload' })).toHaveFocus();
});
