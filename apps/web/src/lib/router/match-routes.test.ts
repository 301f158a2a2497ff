import { describe, expect, test } from 'vitest';
import { createPath, matchPath, matchRoutes, parsePath, resolveTo, type RouteObject } from './match-routes';

const table: RouteObject[] = [
  { path: '/wishspace/:wishSpaceId/upload', handle: 'upload' },
  {
    path: '/',
    handle: 'layout',
    children: [
      {
        handle: 'wrapper',
        children: [
          { index: true, handle: 'home' },
          { path: 'reeprise', handle: 'list' },
          { path: 'reeprise/:generatedTextId', handle: 'reader' },
          { handle: 'gate', children: [{ path: 'bark_classic', handle: 'barks' }] },
          { path: '*', handle: 'anything' },
        ],
      },
      {
        path: 'wishspace',
        handle: 'spaces',
        children: [
          { index: true, handle: 'space list' },
          { path: ':wishSpaceId', handle: 'space' },
          { path: 'create', handle: 'create' },
        ],
      },
    ],
  },
];

const handles = (location: Parameters<typeof matchRoutes>[1]) =>
  matchRoutes(table, location)?.map(({ route }) => route.handle);
const params = (location: string) => matchRoutes(table, location)?.at(-1)?.params;

describe('matchRoutes', () => {
  test('the matched branch, outermost first, through routes that only wrap their children', () => {
    expect(handles('/reeprise')).toEqual(['layout', 'wrapper', 'list']);
    expect(handles('/bark_classic')).toEqual(['layout', 'wrapper', 'gate', 'barks']);
    expect(handles('/')).toEqual(['layout', 'wrapper', 'home']);
    expect(handles('/wishspace')).toEqual(['layout', 'spaces', 'space list']);
  });

  test('the most specific route wins, whatever the order of the table', () => {
    expect(handles('/wishspace/create')?.at(-1)).toBe('create');
    expect(handles('/wishspace/7')?.at(-1)).toBe('space');
    expect(handles('/wishspace/7/upload')).toEqual(['upload']);
    // the splat takes what nothing else does, one segment or many
    expect(handles('/no/such/page')?.at(-1)).toBe('anything');
    expect(handles('/reeprise/12/extra')?.at(-1)).toBe('anything');
  });

  test('parameters are decoded; case and a trailing slash do not matter', () => {
    expect(params('/reeprise/42')).toEqual({ generatedTextId: '42' });
    expect(params('/REEPRISE/42/')).toEqual({ generatedTextId: '42' });
    expect(params('/wishspace/caf%C3%A9/upload')).toEqual({ wishSpaceId: 'café' });
    expect(params('/wishspace/%E0%A4%A/upload')).toEqual({ wishSpaceId: '%E0%A4%A' });
    expect(params('/no/such')).toEqual({ '*': 'no/such' });
  });

  test('the query string and hash do not take part, and a table without a match answers null', () => {
    expect(handles('/reeprise?chapter=2#top')?.at(-1)).toBe('list');
    expect(handles({ pathname: '/reeprise/3', search: '?chapter=1' })?.at(-1)).toBe('reader');
    expect(matchRoutes([{ path: '/only' }], '/other')).toBeNull();
  });
});

test('matchPath matches a whole address only', () => {
  expect(matchPath('/reeprise', '/reeprise')).toEqual({});
  expect(matchPath('/reeprise', '/reeprise/1')).toBeNull();
  expect(matchPath('/reeprise/:id', '/reeprise/1')).toEqual({ id: '1' });
  expect(matchPath('/a.b', '/axb')).toBeNull();
});

describe('paths', () => {
  test('parsePath names the parts an address has', () => {
    expect(parsePath('/a/b?c=1#d')).toEqual({ pathname: '/a/b', search: '?c=1', hash: '#d' });
    expect(parsePath('?c=1')).toEqual({ search: '?c=1' });
    expect(parsePath('/a#d?x')).toEqual({ pathname: '/a', hash: '#d?x' });
  });

  test('createPath adds the marks a part lacks and drops empty ones', () => {
    expect(createPath({ pathname: '/t', search: 'due=1', hash: 'x' })).toBe('/t?due=1#x');
    expect(createPath({ pathname: '/t', search: '?', hash: '#' })).toBe('/t');
    expect(createPath({})).toBe('/');
  });

  test('resolveTo resolves relative addresses against the current one', () => {
    const from = { pathname: '/reeprise/4', search: '?chapter=2', hash: '#w' };
    expect(resolveTo('/statistics', from)).toEqual({ pathname: '/statistics', search: '', hash: '' });
    expect(resolveTo('?chapter=3', from)).toEqual({
      pathname: '/reeprise/4',
      search: '?chapter=3',
      hash: '',
    });
    expect(resolveTo('#end', from)).toEqual({ pathname: '/reeprise/4', search: '?chapter=2', hash: '#end' });
    expect(resolveTo('5', from).pathname).toBe('/reeprise/5');
    expect(resolveTo('../settings', from).pathname).toBe('/settings');
    expect(resolveTo({ pathname: '/vocabulary_training_mode', search: 'due=1' }, from)).toEqual({
      pathname: '/vocabulary_training_mode',
      search: '?due=1',
      hash: '',
    });
  });
});
