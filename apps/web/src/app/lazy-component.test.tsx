import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { lazyComponent, rememberImport } from './lazy-component';

const pageModule = { Page: ({ name }: { name: string }) => <h1>{name}</h1> };

describe('rememberImport', () => {
  test('imports once and keeps the module; a failed import is tried again', async () => {
    const load = vi
      .fn<() => Promise<typeof pageModule>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(pageModule);
    const page = rememberImport(load);
    expect(page.loaded()).toBeUndefined();
    await expect(page.load()).rejects.toThrow('offline');
    expect(page.loaded()).toBeUndefined();
    await expect(page.load()).resolves.toBe(pageModule);
    await page.load();
    expect(load).toHaveBeenCalledTimes(2);
    expect(page.loaded()).toBe(pageModule);
  });
});

describe('lazyComponent', () => {
  test('a component whose code is already there renders in the first frame, without the fallback', async () => {
    const page = rememberImport(() => Promise.resolve(pageModule));
    await page.load();
    const Page = lazyComponent(() => page.loaded()?.Page, page.load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="Texts" />
      </Suspense>,
    );
    // no await: a suspended render would show the fallback here
    expect(screen.getByRole('heading', { name: 'Texts' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  test('one still loading suspends, then renders', async () => {
    let finish: (module: typeof pageModule) => void = () => undefined;
    const page = rememberImport(() => new Promise<typeof pageModule>((resolve) => (finish = resolve)));
    const Page = lazyComponent(() => page.loaded()?.Page, page.load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="Texts" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    finish(pageModule);
    expect(await screen.findByRole('heading', { name: 'Texts' })).toBeInTheDocument();
  });
});
