import type { SwaggerOptions } from '@fastify/swagger';
import { ErrorBodySchema } from '@reeprise/contract';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** What a route says about itself in the API description beyond its zod schemas (route `config.openapi`). */
export interface OpenApiRouteConfig {
  /** A multipart form: its text fields (a zod object) and the names of its file fields. */
  multipart?: { fields: z.ZodObject; files: Record<string, string>; json?: boolean };
  /** A stored file answers 200 with one of these content types, not JSON. */
  fileTypes?: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: OpenApiRouteConfig;
  }
}

type Json = Record<string, unknown>;

const asJson = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input' }) as Json;
const errorBody = z.toJSONSchema(ErrorBodySchema, { target: 'openapi-3.0' }) as Json;
const withDescription = (description: string) => ({ ...errorBody, description });

/**
 * The answers every route can give before its handler runs, described on every operation so the document
 * is the whole truth: a bad `%` escape (400), an over-long path parameter (414), a body that is too large,
 * of an unsupported type or not JSON (413, 415, 400).
 */
function frameworkAnswers(url: string, method: string): Record<string, Json> {
  const answers: Record<string, Json> = { 400: withDescription('The request is not valid.') };
  if (url.includes(':')) answers[414] = withDescription('A path parameter is too long.');
  // Fastify reads a DELETE's body too when it has a content type, so a DELETE can answer 413 and 415
  if (!['GET', 'HEAD'].includes(method)) {
    answers[413] = withDescription('The body is too large.');
    answers[415] = withDescription('Unsupported content type.');
  }
  return answers;
}

// Unsafe calls need the session cookie and the X-CSRFTOKEN header (docs/design.md §3); reads need the session.
const SESSION: Array<Record<string, string[]>> = [{ session: [] }];
const SESSION_AND_CSRF: Array<Record<string, string[]>> = [{ session: [], csrf: [] }];

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** jsonSchemaTransform, then what zod cannot say: security, framework answers, 204s, forms and files. */
function transform(input: TransformInput) {
  const { schema, url } = jsonSchemaTransform(input);
  const route = input.route;
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? 'GET';
  const out = schema as Json & { response?: Record<string, Json>; security?: Array<Record<string, string[]>> };
  const openapi = route.config?.openapi;
  out.security ??= ['GET', 'HEAD'].includes(method) ? SESSION : SESSION_AND_CSRF;
  const response: Record<string, Json> = { ...frameworkAnswers(input.url, method), ...out.response };
  // Fastify sends no body with a 204; `type: 'null'` makes the document say so too.
  if (response[204]) response[204] = { type: 'null', description: 'Done; no content.' };
  if (openapi?.fileTypes) {
    const binary = { schema: { type: 'string', format: 'binary' } };
    response[200] = {
      description: 'The stored file',
      content: Object.fromEntries(openapi.fileTypes.map((type) => [type, binary])),
    };
  }
  out.response = response;
  if (openapi?.multipart) {
    const { fields, files, json } = openapi.multipart;
    const body = asJson(fields) as Json & { properties: Json };
    for (const [name, description] of Object.entries(files)) {
      body.properties[name] = { type: 'string', format: 'binary', description };
    }
    out.body = body;
    out.consumes = json ? ['multipart/form-data', 'application/json'] : ['multipart/form-data'];
  }
  return { schema: out, url };
}

/**
 * OpenAPI 3.0 lets `null` through a `nullable` schema only when its `enum` lists null too (3.0.3's
 * clarification); zod writes nullable enums without it, so strict validators refused real answers.
 */
function nullableEnumsAcceptNull(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(nullableEnumsAcceptNull);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...(schema.enum as unknown[]), null];
  }
  Object.values(schema).forEach(nullableEnumsAcceptNull);
}

const transformObject: typeof jsonSchemaTransformObject = (document) => {
  const openapi = jsonSchemaTransformObject(document);
  nullableEnumsAcceptNull(openapi);
  return openapi;
};

/** The options of @fastify/swagger: OpenAPI 3 from the zod contract, made exact by `transform`. */
export const openApiOptions: SwaggerOptions = {
  openapi: {
    info: { title: 'Reeprise API', version: '1.0.0', description: 'Generated from the zod contract.' },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
        csrf: {
          type: 'apiKey',
          in: 'header',
          name: 'X-CSRFTOKEN',
          description: 'The value of the csrftoken cookie (GET /accounts/whoami sets it).',
        },
        wishToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: '`Token <token>`: the upload token of a wish space (its upload link carries it).',
        },
      },
    },
  },
  transform,
  transformObject,
};
