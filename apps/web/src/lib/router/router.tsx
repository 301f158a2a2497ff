import {
  createContext,
  startTransition,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  createPath,
  matchPath,
  resolveTo,
  type Location,
  type Params,
  type RouteMatch,
  type To,
} from './match-routes';
import { restoreScroll, saveScrollPosition, savedScrollPosition, scrollToStart } from './scroll-positions';

export type NavigateOptions = { replace?: boolean; state?: unknown };
export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

type Navigator = { location: Location; navigate: NavigateFunction };

const NavigatorContext = createContext<Navigator | null>(null);

/** The matches down to the route being rendered, and what its `<Outlet />` shows. */
type RouteLevel = { matches: readonly RouteMatch[]; outlet: ReactNode };
const RouteContext = createContext<RouteLevel>({ matches: [], outlet: null });

function useNavigator(hook: string): Navigator {
  const navigator = use(NavigatorContext);
  if (!navigator) throw new Error(`${hook}() is used outside a router`);
  return navigator;
}

let keys = 0;
const nextKey = () => `${Date.now().toString(36)}-${(keys += 1).toString(36)}`;

/** What the app keeps in a history entry: the state it was pushed with and the entry's key. */
type EntryState = { usr?: unknown; key?: string } | null;

function windowLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as EntryState;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

/** How the current entry was reached: Back/Forward (POP) restore their scroll, a new page starts at the top. */
type Action = 'POP' | 'PUSH' | 'REPLACE';

/**
 * The app at the browser's address. A navigation renders in a transition (as React Router's did): the
 * page shown stays until the next one is ready, instead of a spinner in between. Once the next page is
 * committed, Back and Forward return to where that entry was scrolled, and a new page starts at the top
 * (or at its hash's element).
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [{ location, action }, setCurrent] = useState<{ location: Location; action: Action }>(() => {
    // an address typed or opened afresh has no entry of ours yet: give it a key of its own, so its scroll
    // position is never taken for another's
    if (!(window.history.state as EntryState)?.key) {
      window.history.replaceState({ usr: null, key: nextKey() } satisfies EntryState, '');
    }
    return { location: windowLocation(), action: 'POP' };
  });
  // the entry on screen: its scroll position is saved when the learner leaves it
  const shown = useRef(location.key);
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const moved = () => {
      saveScrollPosition(shown.current);
      startTransition(() => setCurrent({ location: windowLocation(), action: 'POP' }));
    };
    const leaving = () => saveScrollPosition(shown.current);
    window.addEventListener('popstate', moved);
    window.addEventListener('pagehide', leaving);
    return () => {
      window.removeEventListener('popstate', moved);
      window.removeEventListener('pagehide', leaving);
    };
  }, []);
  useLayoutEffect(() => {
    shown.current = location.key;
    const saved = action === 'POP' ? savedScrollPosition(location.key) : undefined;
    if (saved !== undefined) return restoreScroll(saved);
    if (action !== 'POP') scrollToStart(location.hash);
    return undefined;
  }, [location, action]);
  const navigate = useMemo<NavigateFunction>(
    () =>
      (to, options = {}) => {
        if (typeof to === 'number') {
          window.history.go(to);
          return;
        }
        const path = createPath(resolveTo(to, windowLocation()));
        const entry: EntryState = { usr: options.state, key: nextKey() };
        saveScrollPosition(shown.current);
        if (options.replace) window.history.replaceState(entry, '', path);
        else window.history.pushState(entry, '', path);
        const next: Action = options.replace ? 'REPLACE' : 'PUSH';
        startTransition(() => setCurrent({ location: windowLocation(), action: next }));
      },
    [],
  );
  const navigator = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <NavigatorContext value={navigator}>{children}</NavigatorContext>;
}

type Entry = string | (Partial<Location> & { pathname?: string });

function toLocation(entry: Entry): Location {
  const path = resolveTo(entry, { pathname: '/', search: '', hash: '' });
  const state = typeof entry === 'string' ? null : (entry.state ?? null);
  return { ...path, state, key: nextKey() };
}

/** A router with its history in memory: for tests, which start it at an address of their choice. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: Entry[];
  children: ReactNode;
}) {
  const [history, setHistory] = useState(() => ({
    entries: initialEntries.map(toLocation),
    index: initialEntries.length - 1,
  }));
  const current = useRef(history);
  current.current = history;
  const navigate = useMemo<NavigateFunction>(
    () =>
      (to, options = {}) => {
        const { entries, index } = current.current;
        let next: typeof history;
        if (typeof to === 'number') {
          next = { entries, index: Math.min(Math.max(index + to, 0), entries.length - 1) };
        } else {
          const location = { ...resolveTo(to, entries[index]), state: options.state ?? null, key: nextKey() };
          next = options.replace
            ? { entries: entries.map((entry, at) => (at === index ? location : entry)), index }
            : { entries: [...entries.slice(0, index + 1), location], index: index + 1 };
        }
        current.current = next;
        startTransition(() => setHistory(next));
      },
    [],
  );
  const location = history.entries[history.index];
  const navigator = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <NavigatorContext value={navigator}>{children}</NavigatorContext>;
}

export function useLocation(): Location {
  return useNavigator('useLocation').location;
}

/** Goes to an address (or back and forth in the history by a number of entries); the same function for a router's life. */
export function useNavigate(): NavigateFunction {
  return useNavigator('useNavigate').navigate;
}

/** The address's parameters as matched by the routes down to this one. */
export function useParams(): Params {
  return use(RouteContext).matches.at(-1)?.params ?? {};
}

/** The current address's parameters if it matches `path`, or null. */
export function useMatch(path: string): Params | null {
  const { pathname } = useLocation();
  return useMemo(() => matchPath(path, pathname), [path, pathname]);
}

type SearchInit = string | URLSearchParams | Record<string, string | string[]>;

function searchOf(init: SearchInit): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams) return new URLSearchParams(init);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(init)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, item);
  }
  return search;
}

/** The query string's parameters, and a way to go to the same page with others. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { location, navigate } = useNavigator('useSearchParams');
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = (
    next: SearchInit | ((current: URLSearchParams) => SearchInit),
    options?: NavigateOptions,
  ) => {
    const init = typeof next === 'function' ? next(new URLSearchParams(location.search)) : next;
    navigate({ search: `?${searchOf(init).toString()}` }, options);
  };
  return [params, setParams];
}

/** What the child route matched below this one renders. */
export function Outlet() {
  return use(RouteContext).outlet;
}

/** The matched routes rendered inside each other: each route's element shows the next in its `<Outlet />`. */
export function renderMatches(matches: readonly RouteMatch[]): ReactNode {
  return matches.reduceRight<ReactNode>((outlet, { route }, index) => {
    const { Component } = route;
    const element = Component ? <Component /> : route.element === undefined ? <Outlet /> : route.element;
    return <RouteContext value={{ matches: matches.slice(0, index + 1), outlet }}>{element}</RouteContext>;
  }, null);
}

/** Goes to `to` once rendered. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** A full page load instead of a move inside the app. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

const EXTERNAL = /^[a-z][a-z\d+.-]*:/i;

/** Whether a click is the app's to handle: a plain left click that opens the link here. */
function followsInApp(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A link that moves inside the app without a page load; a click with a modifier key, a middle click or
 * a target opens it as the browser would. Going where the page already is replaces the entry.
 */
export function Link({ to, replace, state, reloadDocument, onClick, target, ref, ...rest }: LinkProps) {
  const { location, navigate } = useNavigator('Link');
  const external = typeof to === 'string' && EXTERNAL.test(to);
  const href = external ? to : createPath(resolveTo(to, location));
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (external || reloadDocument || !followsInApp(event, target)) return;
    event.preventDefault();
    navigate(href, { replace: replace ?? href === createPath(location), state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={follow} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  /** Active only at its own address, not below it. */
  end?: boolean;
};

/** A link that knows it leads to the current page (or a page below it): `aria-current="page"` and the class `active`. */
export function NavLink({ className, end, to, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = resolveTo(to, { pathname, search: '', hash: '' }).pathname.replace(/\/+$/, '').toLowerCase();
  const here = pathname.replace(/\/+$/, '').toLowerCase();
  // the root is current only at itself, not below it (every page is)
  const isActive = here === target || (!end && target !== '' && here.startsWith(`${target}/`));
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} to={to} className={classes} aria-current={isActive ? 'page' : undefined} />;
}
