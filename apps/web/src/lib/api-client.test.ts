import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { api, ApiError } from './api-client';

function stubFetch(status: number, body?: unknown) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sent(fetchMock: ReturnType<typeof stubFetch>) {
  const [input, init] = fetchMock.mock.calls[0] ?? [];
  return { input, init, headers: new Headers(init?.headers) };
}

describe('api client', () => {
  test('GET sends same-origin credentials and no CSRF header', async () => {
    document.cookie = 'csrftoken=abc; path=/';
    const fetchMock = stubFetch(200, { ok: true });
    await expect(api.get('/api/thing/')).resolves.toEqual({ ok: true });
    const { input, init, headers } = sent(fetchMock);
    expect(input).toBe('/api/thing/');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('same-origin');
    expect(headers.has('x-csrftoken')).toBe(false);
  });

  test.each(['post', 'patch', 'put', 'delete'] as const)(
    '%s sends JSON and the CSRF token read at call time',
    async (method) => {
      const fetchMock = stubFetch(200, {});
      document.cookie = 'csrftoken=first; path=/';
      document.cookie = 'csrftoken=rotated; path=/';
      await api[method]('/api/thing/1/', { name: 'x' });
      const { init, headers } = sent(fetchMock);
      expect(init?.method).toBe(method.toUpperCase());
      expect(headers.get('X-CSRFTOKEN')).toBe('rotated');
      expect(headers.get('content-type')).toBe('application/json');
      expect(init?.body).toBe('{"name":"x"}');
    },
  );

  test('FormData goes through untouched, with no JSON content type', async () => {
    const fetchMock = stubFetch(200, {});
    const form = new FormData();
    form.append('pic', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await api.put('/api/reeprise/profiles/', form);
    const { init, headers } = sent(fetchMock);
    expect(init?.body).toBe(form);
    expect(headers.has('content-type')).toBe(false);
  });

  test('a non-ok answer throws ApiError with the caller message, status and body', async () => {
    stubFetch(400, { detail: 'Bad input.', errors: { topic: ['Too long'] } });
    const error = await api
      .post('/api/x/', {}, { errorMessage: 'could not log in user' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'could not log in user',
      status: 400,
      body: { detail: 'Bad input.', errors: { topic: ['Too long'] } },
      detail: 'Bad input.',
    });
  });

  test('a coded error answer keeps code and params, and detail says it in the interface language', async () => {
    stubFetch(429, {
      detail: 'Too many failed login attempts. Please try again in 1 seconds.',
      code: 'login_throttled',
      params: { seconds: 1, nested: { no: 1 } },
    });
    const error = await api.post('/api/login/', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 429,
      body: { code: 'login_throttled', params: { seconds: 1 } },
      detail: 'Too many failed login attempts. Please try again in 1 second.',
    });
  });

  test('an error answer without a JSON body still throws ApiError', async () => {
    stubFetch(502);
    await expect(api.get('/api/x/', { errorMessage: 'could not fetch reeprises' })).rejects.toMatchObject({
      message: 'could not fetch reeprises',
      status: 502,
      body: undefined,
    });
  });

  test('a network failure is an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(
      api.get('/accounts/whoami', { errorMessage: 'Could not fetch login status.' }),
    ).rejects.toMatchObject({
      message: 'Could not fetch login status.',
      status: 0,
    });
  });

  test('a network failure while offline says so, in the interface language (docs/decisions/018)', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await api.post('/api/x/', { a: 1 }, { errorMessage: 'could not add' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, body: { code: 'offline' } });
    expect((error as ApiError).detail).toBe('You are offline, so this was not done. Try again when you are back online.');

    // online, a failed request is not blamed on the connection
    online.mockReturnValue(true);
    const other = await api.post('/api/x/', { a: 1 }, { errorMessage: 'could not add' }).catch((e: unknown) => e);
    expect((other as ApiError).detail).toBeUndefined();
  });

  test('an answer is checked against the contract schema', async () => {
    const Schema = z.object({ id: z.number() });
    stubFetch(200, { id: 3, extra: 'dropped' });
    await expect(api.get('/api/x/', { schema: Schema })).resolves.toEqual({ id: 3 });

    stubFetch(200, { id: 'three' });
    await expect(api.get('/api/x/', { schema: Schema, errorMessage: 'bad shape' })).rejects.toMatchObject({
      message: 'bad shape',
      status: 200,
    });
  });
});
