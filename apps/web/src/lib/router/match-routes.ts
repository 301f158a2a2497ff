import type { ComponentType, ReactNode } from 'react';

/** The parts of an address the app routes on. */
export type Path = { pathname: string; search: string; hash: string };

/** Where the router is: the address, the state it was pushed with and a key of the history entry. */
export type Location<State = unknown> = Path & { state: State; key: string };

/** Where to go: an address, absolute or relative to the current one, or its parts. */
export type To = string | Partial<Path>;

export type Params = Readonly<Record<string, string | undefined>>;

/**
 * One route of the table (decision 032): a `path` relative to its parent's (or absolute), or an `index`
 * route that matches its parent's path; a route without either only wraps its children.
 */
export type RouteObject = {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType;
  errorElement?: ReactNode;
  children?: RouteObject[];
  handle?: unknown;
};

/** A matched route with the address's parameters, outermost first. */
export type RouteMatch = { route: RouteObject; params: Params };

/** The parts of an address that it has: `parsePath('/a?b#c')` is `{ pathname: '/a', search: '?b', hash: '#c' }`. */
export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

const prefixed = (part: string | undefined, mark: '?' | '#') =>
  !part || part === mark ? '' : part.startsWith(mark) ? part : mark + part;

/** The address of a path's parts, with `?` and `#` added where a part lacks them. */
export function createPath({ pathname = '/', search, hash }: Partial<Path>): string {
  return pathname + prefixed(search, '?') + prefixed(hash, '#');
}

/** `to` as an absolute path, relative parts resolved against `from` (as a link in a page at `from` would). */
export function resolveTo(to: To, from: Path): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const pathname = !parts.pathname
    ? from.pathname
    : parts.pathname.startsWith('/')
      ? parts.pathname
      : new URL(parts.pathname, `http://app${from.pathname.replace(/[^/]*$/, '')}`).pathname;
  // a new pathname starts without the old search and hash; only a hash keeps the search
  const keepsSearch = !parts.pathname && parts.search === undefined;
  return {
    pathname,
    search: prefixed(parts.search ?? (keepsSearch ? from.search : ''), '?'),
    hash: prefixed(parts.hash, '#'),
  };
}

type Pattern = { regexp: RegExp; names: string[] };

/**
 * A route path as a regular expression: `:name` is one segment, a trailing `*` the rest of the address.
 * Like the browser's addresses of the spec's routes, it ignores case and a trailing slash.
 */
function compile(path: string): Pattern {
  const names: string[] = [];
  let source = '';
  for (const segment of path.split('/').filter(Boolean)) {
    if (segment === '*') {
      names.push('*');
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':')) {
      names.push(segment.slice(1));
      source += '/([^/]+)';
    } else {
      source += `/${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')}`;
    }
  }
  return { regexp: new RegExp(`^${source}/*$`, 'i'), names };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a malformed escape is matched as written
  }
}

function execute({ regexp, names }: Pattern, pathname: string): Params | null {
  const found = regexp.exec(pathname);
  if (!found) return null;
  const params: Record<string, string | undefined> = {};
  names.forEach((name, index) => {
    const value = found[index + 1];
    params[name] = value === undefined ? (name === '*' ? '' : undefined) : decode(value);
  });
  return params;
}

/** The parameters of `pathname` if it matches `path` (whole, ignoring case and a trailing slash). */
export function matchPath(path: string, pathname: string): Params | null {
  return execute(compile(path), pathname);
}

type Branch = { pattern: Pattern; score: number; chain: RouteObject[] };

/**
 * How specific a route's full path is, so that `/wishspace/create` wins over `/wishspace/:wishSpaceId` and
 * `*` over nothing but itself: each static segment counts 10, a parameter 3, an empty one 1, an index
 * route 2, and a splat takes 2 off. Equal scores keep the table's order.
 */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') total -= 2;
    else total += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

const join = (parent: string, child: string) => `${parent}/${child}`.replace(/\/\/+/g, '/');

function flatten(
  routes: RouteObject[],
  parentPath: string,
  parents: RouteObject[],
  branches: Branch[],
): Branch[] {
  for (const route of routes) {
    const path =
      route.path === undefined
        ? parentPath
        : route.path.startsWith('/')
          ? route.path
          : join(parentPath, route.path);
    const chain = [...parents, route];
    if (route.children?.length) flatten(route.children, path, chain, branches);
    // a route that only wraps its children matches through them
    if (route.path === undefined && !route.index) continue;
    const full = path.startsWith('/') ? path : `/${path}`;
    branches.push({ pattern: compile(full), score: score(full, route.index === true), chain });
  }
  return branches;
}

const ranked = new WeakMap<RouteObject[], Branch[]>();

function branchesOf(routes: RouteObject[]): Branch[] {
  let branches = ranked.get(routes);
  if (!branches) {
    // Array.prototype.sort is stable: equal scores stay in the table's order
    branches = flatten(routes, '', [], []).sort((a, b) => b.score - a.score);
    ranked.set(routes, branches);
  }
  return branches;
}

/** The routes that match `location`, outermost first, or null: the most specific branch of the table. */
export function matchRoutes(routes: RouteObject[], location: Partial<Path> | string): RouteMatch[] | null {
  const pathname = (typeof location === 'string' ? parsePath(location).pathname : location.pathname) ?? '/';
  for (const branch of branchesOf(routes)) {
    const params = execute(branch.pattern, pathname);
    if (params) return branch.chain.map((route) => ({ route, params }));
  }
  return null;
}
