import type { FastifySchema } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from './build-test-app.js';

// The checker every suite runs under (build-test-app.ts) must be able to fail: a route that answers what
// its description does not say makes closing its app throw.
describe('answers checked against the OpenAPI document', () => {
  async function appWithRoute(status: number, body: string, contentType = 'application/json') {
    const app = await buildTestApp();
    // a plain route (no zod type provider), so the handler may send what its schema does not allow
    const schema: FastifySchema = {
      params: z.object({ id: z.coerce.number().int() }),
      response: { 200: z.object({ name: z.string() }) },
    };
    app.route({
      method: 'GET',
      url: '/api/conformance-probe/:id/',
      schema,
      handler: (_request, reply) => reply.code(status).type(contentType).send(body),
    });
    await app.inject({ method: 'GET', url: '/api/conformance-probe/1/' });
    return app;
  }

  it('passes an answer the document describes', async () => {
    const app = await appWithRoute(200, '{"name":"ok"}');
    await expect(app.close()).resolves.toBeUndefined();
  });

  it.each([
    ['an undocumented status', 201, '{"name":"ok"}', 'application/json', 'status not documented'],
    ['a body off its schema', 200, '{"name":1}', 'application/json', 'must be string'],
    ['an undocumented content type', 200, 'name: ok', 'text/plain', "content type 'text/plain' not documented"],
  ])('fails on %s', async (_name, status, body, contentType, message) => {
    const app = await appWithRoute(status, body, contentType);
    await expect(app.close()).rejects.toThrow(message);
  });

  it('describes the router-level answers, security and multipart bodies', async () => {
    const app = await buildTestApp();
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const create = document.paths['/api/reeprise/generated_texts/'].post;
    expect(Object.keys(create.requestBody.content)).toEqual(['multipart/form-data', 'application/json']);
    expect(create.requestBody.content['multipart/form-data'].schema.properties.image.format).toBe('binary');
    expect(create.security).toEqual([{ session: [], csrf: [] }]);
    expect(document.paths['/accounts/whoami'].get.security).toEqual([]);
    expect(document.paths['/api/wishes/wish_spaces/{id}/wishes/'].post.security).toEqual([{ wishToken: [] }]);
    const detail = document.paths['/api/reeprise/generated_texts/{id}/'].get.responses;
    expect(detail['414'].content['application/json'].schema.required).toEqual(['detail']);
    expect(document.paths['/api/admin/texts/{id}/'].delete.responses['204'].content).toBeUndefined();
    expect(Object.keys(document.paths['/api/wishes/wishes/{id}/audio/'].get.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '404']),
    );
    const password = document.paths['/api/admin/users/{id}/set_password/'].post.requestBody.content['application/json'];
    expect(password.schema.properties.password.minLength).toBe(8);
    await app.close();
  });
});
