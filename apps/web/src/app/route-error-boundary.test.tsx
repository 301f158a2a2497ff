import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from '@/lib/router';
import { expect, test, vi } from 'vitest';
import { AppRoutes } from './app-routes';
import { useCaughtError } from './route-error-boundary';

function Broken(): never {
  throw new Error('the page failed');
}

function Fallback() {
  const error = useCaughtError();
  return (
    <>
      <h1>Ouch: {error instanceof Error ? error.message : 'no error'}</h1>
      <Link to="/fine">elsewhere</Link>
    </>
  );
}

test("a route's errorElement replaces what threw, and the next page starts without the error", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/broken']}>
      <AppRoutes
        routes={[
          {
            path: '/',
            errorElement: <Fallback />,
            children: [
              { path: 'broken', Component: Broken },
              { path: 'fine', element: <h1>Fine</h1> },
            ],
          },
        ]}
      />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'Ouch: the page failed' })).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'elsewhere' }));
  expect(await screen.findByRole('heading', { name: 'Fine' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /Ouch/ })).not.toBeInTheDocument();
});

test('a route whose handle redirects renders nothing of the table and goes there', async () => {
  render(
    <MemoryRouter initialEntries={['/old']}>
      <AppRoutes
        routes={[
          { path: '/old', element: <h1>Old</h1>, handle: { redirectTo: '/new' } },
          { path: '/new', element: <h1>New</h1> },
        ]}
      />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'New' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Old' })).not.toBeInTheDocument();
});
