import { describe, expect, it } from 'vitest';
import { matchRoutes } from '@/lib/router';
import { addressPattern, answerTemplate, PAGE_LIST, PAGES } from './route-manifest';
import { routes } from './router';

// the route modules' sources: the manifest names each page module once, and each exports its component
const sources = import.meta.glob<string>(['./routes/*/*.tsx', '!./routes/**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the route manifest', () => {
  it('names every page module under routes/ once, each exporting its component', () => {
    const named = PAGE_LIST.map((page) => `./routes/${page.module}.tsx`);
    expect(new Set(named).size).toBe(named.length);
    expect(Object.keys(sources).sort()).toEqual([...named].sort());
    for (const page of PAGE_LIST)
      expect(sources[`./routes/${page.module}.tsx`], page.id).toMatch(
        new RegExp(`export (function|const) ${page.component}\\b`),
      );
  });

  it('is the router’s table: each path renders its page', () => {
    for (const page of PAGE_LIST) {
      const address = page.path.replace(/:\w+/g, '7');
      const matches = matchRoutes(routes, address) ?? [];
      const handle = matches.at(-1)?.route.handle as { preload?: unknown } | undefined;
      expect(typeof handle?.preload, `${page.id} at ${address}`).toBe('function');
    }
  });

  it('gives theme.js each first page’s address and answers as the app asks for them', () => {
    const reader = new RegExp(addressPattern(PAGES.textReader.path), 'i');
    expect(reader.exec('/reeprise/42/')?.[1]).toBe('42');
    expect(reader.test('/reeprise/42/more')).toBe(false);
    expect(new RegExp(addressPattern(PAGES.textList.path), 'i').test('/Reeprise')).toBe(true);
    expect(PAGES.textReader.first.answers.map(answerTemplate)).toEqual([
      '/api/reeprise/generated_texts/$1/',
      '/api/reeprise/vocabulary/?generated_text_id=$1',
      '/api/reeprise/generated_texts/$1/chapters/1/',
    ]);
  });
});
