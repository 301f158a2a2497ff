import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './http-error.js';

export interface ParsedForm {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/**
 * Reads a multipart form (or a JSON body, for API clients) with the route's size limits; an oversized
 * file aborts the upload with 413 while it streams in.
 */
export async function readForm(request: FastifyRequest, limits: { fileSize: number }): Promise<ParsedForm> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'Invalid input.');
    const fields = Object.fromEntries(
      Object.entries(body)
        .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
        .map(([key, value]) => [key, String(value)]),
    );
    return { fields, files: {} };
  }
  const form: ParsedForm = { fields: {}, files: {} };
  for await (const part of request.parts({ limits: { fileSize: limits.fileSize, files: 2, fields: 30, fieldSize: 20_000 } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.file.truncated) throw new HttpError(413, 'The upload is too large.');
      if (data.length > 0) form.files[part.fieldname] = data;
    } else if (typeof part.value === 'string') {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}

/** Validates form fields with a contract schema, answering 400 with field messages like the JSON routes. */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'non_field_errors';
    (errors[field] ??= []).push(issue.message);
  }
  throw new HttpError(400, 'Invalid input.', errors);
}
