import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { useUserSettings } from './get-user-settings';
import { useUpdateUserSettings } from './update-user-settings';

function setup(server: FakeServer) {
  server.install();
  document.cookie = 'csrftoken=test-csrf-token; path=/';
  const queryClient = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ settings: useUserSettings(), update: useUpdateUserSettings() }), { wrapper });
}

describe('user settings', () => {
  test('an update shows the new settings at once', async () => {
    const { result } = setup(new FakeServer().addUser(buildWhoami(), { loggedIn: true }));
    await waitFor(() => expect(result.current.settings.data?.show_welcome_card).toBe(true));

    result.current.update.mutate({ show_welcome_card: false });
    await waitFor(() => expect(result.current.settings.data?.show_welcome_card).toBe(false));
  });

  test('a 403 keeps the server detail and the spec message', async () => {
    const { result } = setup(new FakeServer().addUser(buildWhoami(), { loggedIn: true }));
    await waitFor(() => expect(result.current.settings.isSuccess).toBe(true));

    result.current.update.mutate({ show_experimental_features: true });
    await waitFor(() => expect(result.current.update.isError).toBe(true));
    expect(result.current.update.error?.message).toBe('could not update user settings');
    expect(result.current.update.error?.status).toBe(403);
    expect(result.current.update.error?.detail).toBe('Only staff may turn on experimental features.');
    expect(result.current.settings.data?.show_experimental_features).toBe(false);
  });

  test('fetching fails with the spec message when logged out', async () => {
    const { result } = setup(new FakeServer());
    await waitFor(() => expect(result.current.settings.isError).toBe(true));
    expect(result.current.settings.error?.message).toBe('could not fetch user settings');
  });
});
