import type { z } from 'zod';
import { HttpError } from '../../plugins/http-error.js';
import { parseFields } from '../../plugins/multipart-form.js';

/**
 * A JSON request body as its route takes it raw (issue 33): the bytes, read in a worker thread and checked
 * there against the route's schema, or (an in-process caller) the body already parsed.
 */
export type RawJsonBody<T> = Uint8Array | T;

/**
 * Reads a raw JSON body in a worker thread with the answers Fastify's own parsing and validation give on
 * the event loop: not JSON, 400 "The request body is not valid JSON."; outside the schema, 400 "Invalid
 * input." with the fields' messages. A multi-megabyte body then costs the event loop no JSON.parse.
 */
export function jsonBody<S extends z.ZodType>(schema: S, body: RawJsonBody<z.input<S>>): z.infer<S> {
  let parsed: unknown = body;
  if (body instanceof Uint8Array) {
    try {
      parsed = JSON.parse(Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8'));
    } catch {
      throw new HttpError(400, 'The request body is not valid JSON.');
    }
  }
  // the same field messages as the routes' zod validation (parseFields: the multipart forms' check)
  return parseFields(schema, parsed as Record<string, string>);
}
