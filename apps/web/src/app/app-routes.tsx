import { useMemo } from 'react';
import { matchRoutes, Navigate, Outlet, renderMatches, useLocation, type RouteObject } from '@/lib/router';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteMatchesContext } from './route-matches';

/** A route's `handle` that sends the browser elsewhere before any layout renders. */
export type RedirectHandle = { redirectTo: string };

/**
 * The table as declarative routes render it: a route's `errorElement` becomes an error boundary around
 * what the route renders (a data router did this itself; decision 028).
 */
function withErrorBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children && withErrorBoundaries(route.children);
    if (!route.errorElement) return { ...route, children };
    const { errorElement, Component: Page, element, ...rest } = route;
    const content = Page ? <Page /> : (element ?? <Outlet />);
    return {
      ...rest,
      children,
      element: <RouteErrorBoundary fallback={errorElement}>{content}</RouteErrorBoundary>,
    };
  });
}

/**
 * Renders the route table for the current location, once matched: the layout reads the matches to start
 * loading the page (useRouteMatches), and a redirecting route leaves before anything renders.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const table = useMemo(() => withErrorBoundaries(routes), [routes]);
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(table, location) ?? [], [table, location]);
  const routeMatches = useMemo(
    () => matches.map(({ route, params }) => ({ handle: route.handle, params })),
    [matches],
  );
  const redirectTo = (matches.at(-1)?.route.handle as Partial<RedirectHandle> | undefined)?.redirectTo;
  if (redirectTo) return <Navigate to={redirectTo} replace />;
  return <RouteMatchesContext value={routeMatches}>{renderMatches(matches)}</RouteMatchesContext>;
}
