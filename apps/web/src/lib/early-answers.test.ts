import { afterEach, describe, expect, test, vi } from 'vitest';
import { api, ApiError } from './api-client';
import { dropEarlyAnswers } from './early-answers';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("theme.js's early answers (decision 033)", () => {
  afterEach(() => {
    dropEarlyAnswers();
    vi.unstubAllGlobals();
  });

  test('the first GET of a path takes its early answer instead of asking; the next one asks', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json({ asked: true })));
    vi.stubGlobal('fetch', fetchMock);
    window.__reepriseEarlyAnswers = { '/api/reeprise/generated_texts/7/': () => Promise.resolve(json({ early: true })) };

    await expect(api.get('/api/reeprise/generated_texts/7/')).resolves.toEqual({ early: true });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(api.get('/api/reeprise/generated_texts/7/')).resolves.toEqual({ asked: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('an early answer that failed is reported as the request would have been', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json({ asked: true }))));
    window.__reepriseEarlyAnswers = {
      '/accounts/whoami': () => Promise.resolve(json({ detail: 'Authentication credentials were not provided.' }, 403)),
    };
    const error = await api.get('/accounts/whoami', { errorMessage: 'could not get login status' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'could not get login status', status: 403 });
  });

  test('other paths, other methods, own headers and dropped answers ask the server', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json({ asked: true })));
    vi.stubGlobal('fetch', fetchMock);
    const early = () => Promise.resolve(json({ early: true }));
    window.__reepriseEarlyAnswers = { '/a/': early, '/b/': early, '/c/': early };

    await expect(api.get('/a/?page=2')).resolves.toEqual({ asked: true });
    await expect(api.post('/a/', {})).resolves.toEqual({ asked: true });
    await expect(api.get('/b/', { headers: { 'X-Other': '1' } })).resolves.toEqual({ asked: true });
    dropEarlyAnswers();
    await expect(api.get('/c/')).resolves.toEqual({ asked: true });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
