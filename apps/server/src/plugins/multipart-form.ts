import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './http-error.js';

export interface ParsedForm {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
  /** The name each file had on the sender's disk (an import takes its type and title from it). */
  fileNames: Record<string, string>;
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
    return { fields, files: {}, fileNames: {} };
  }
  const form: ParsedForm = { fields: {}, files: {}, fileNames: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.fileSize, files: 2, fields: 30, fieldSize: 20_000 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.file.truncated) throw new HttpError(413, 'The upload is too large.');
        if (data.length > 0) {
          form.files[part.fieldname] = data;
          form.fileNames[part.fieldname] = part.filename;
        }
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw asClientError(error);
  }
  return form;
}

/**
 * A body the multipart parser cannot read (no boundary, cut off, not multipart at all) is the client's
 * mistake: 400, not a 500 with a stack in the log. Our own errors and the parser's 4xx (limits) pass through.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new HttpError(400, 'The multipart body is malformed.');
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
