import { createContext, useContext } from 'react';
import type { Params } from '@/lib/router';

/** A matched route as the layout needs it: what its `handle` holds, with the URL's parameters. */
export type RouteMatch = { handle: unknown; params: Params };

export const RouteMatchesContext = createContext<readonly RouteMatch[]>([]);

/** The routes that match the current location, outermost first (what a data router's useMatches gave). */
export function useRouteMatches(): readonly RouteMatch[] {
  return useContext(RouteMatchesContext);
}
