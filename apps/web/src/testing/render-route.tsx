import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, type Location, type RouteObject } from '@/lib/router';
import { MuiRoot } from '@/app/mui-root';
import { AppRoutes } from '@/app/app-routes';
import { AppProvider } from '@/app/provider';
import { routes as appRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { FakeServer } from './fake-server';

type Options = {
  /** The stubbed API; by default a server where nobody is logged in. */
  server?: FakeServer;
  /** Router state of the first entry, e.g. `{ signIn: true }`. */
  state?: unknown;
  /** Replace the app's routes, e.g. to mount a component under test. */
  routes?: RouteObject[];
};

/** Where the memory router is, read as tests read a data router's `router.state.location`. */
type RouterView = { state: { location: Location } };

/** Keeps `view` at the router's current location on every navigation. */
function LocationProbe({ view }: { view: RouterView }) {
  view.state.location = useLocation();
  return null;
}

/** Renders the app at `path` with every provider, a memory router and a stubbed server. */
export function renderRoute(path: string, options: Options = {}) {
  const server = (options.server ?? new FakeServer()).install();
  const queryClient = createQueryClient({ retry: false });
  const { pathname, search, hash } = new URL(path, 'http://localhost');
  const router: RouterView = { state: { location: { pathname, search, hash, state: options.state, key: '' } } };
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[{ pathname, search, hash, state: options.state }]}>
        <LocationProbe view={router} />
        <AppRoutes routes={options.routes ?? appRoutes} />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, user, server, router, queryClient };
}

/** Renders a lone element with the providers and MUI's frame (for hooks and small components). */
export function renderWithProviders(element: ReactElement, options: { server?: FakeServer } = {}) {
  return renderRoute('/', {
    server: options.server,
    routes: [{ path: '/', element: <MuiRoot>{element}</MuiRoot> }],
  });
}
