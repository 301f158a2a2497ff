import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';

// the schemas load on first use of the box; here their chunk cannot be fetched (offline, or replaced by a release)
vi.mock('../api/early-access-schemas', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('early-access box without its schema chunk', () => {
  test('says the request failed instead of doing nothing', async () => {
    const { user, server } = renderRoute('/reeprise');
    await screen.findByRole('heading', { name: 'Reeprise', level: 1 });
    await user.type(screen.getByLabelText('E-mail address'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Request access' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save your address right now. Please try again later.',
    );
    expect(server.requestsTo('POST', '/api/early_access/')).toHaveLength(0);
  });
});
