import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DetectImportFieldsSchema,
  GeneratedTextSchema,
  IMPORT_FILE_MAX_BYTES,
  ImportDetectionSchema,
  ImportTextFieldsSchema,
  paths,
} from '@reeprise/contract';
import type { z } from 'zod';
import { requireUser } from '../../plugins/auth-guard.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { codedError } from '../../plugins/http-error.js';
import { parseFields, readForm } from '../../plugins/multipart-form.js';
import { presentText } from '../generated-texts/generated-texts.presenter.js';
import type { ImportInput } from './imported-texts.service.js';

// 503: the process is reading as many files as it may at once (decision 034)
const errors = errorResponses(400, 401, 403, 413, 415, 422, 429, 503);
const tags = ['texts'];
// a pasted book travels as JSON: room for IMPORT_TEXT_MAX_CHARS of any script, and for the largest file
const bodyLimit = IMPORT_FILE_MAX_BYTES + 1024 * 1024;
const FILE_DESCRIPTION = 'A .txt, .md, .epub or .html file (instead of text or url)';

/**
 * The form as JSON (text or url) or multipart (a file), with the file's name, size-limited while read. A
 * field the form does not have (`creator_id`, `status`…) is a 400, not silently dropped (docs/security.md).
 */
async function readImportForm<S extends z.ZodObject>(
  request: FastifyRequest,
  schema: S,
): Promise<ImportInput<z.infer<S>>> {
  let form;
  try {
    form = await readForm(request, { fileSize: IMPORT_FILE_MAX_BYTES });
  } catch (error) {
    // our own 413 and the multipart parser's, for a file cut off at the limit while it streamed in
    if ((error as { statusCode?: unknown }).statusCode === 413) {
      throw codedError(413, 'import_file_too_large', 'The file is too large to import.', {
        megabytes: IMPORT_FILE_MAX_BYTES / (1024 * 1024),
      });
    }
    throw error;
  }
  const data = form.files.file;
  return {
    // strict() keeps the schema's output; zod types it as a new object schema
    fields: parseFields(schema.strict(), form.fields) as z.infer<S>,
    file: data ? { name: form.fileNames.file ?? '', data } : undefined,
  };
}

export async function importedTextsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { importedTexts, texts } = app.ctx.services;

  r.post(
    paths.importedTexts.collection.pattern,
    {
      bodyLimit,
      schema: {
        tags,
        summary:
          "Import the learner's own text: pasted (text), a file (multipart: file) or a web page (url); stored COMPLETE, long texts in chapters",
        response: { 201: GeneratedTextSchema, ...errors },
      },
      config: {
        openapi: {
          multipart: { fields: ImportTextFieldsSchema, files: { file: FILE_DESCRIPTION }, json: true },
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const text = await importedTexts.import(user, () => readImportForm(request, ImportTextFieldsSchema));
      // the same answer a read of it gives, level fit included
      const [fit] = await texts.fitsOf(user, [text]);
      return reply.code(201).send(presentText(text, fit));
    },
  );

  r.post(
    paths.importedTexts.detect.pattern,
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'What an import would give: title, suggested language, words and chapters (nothing stored)',
        response: { 200: ImportDetectionSchema, ...errors },
      },
      config: {
        openapi: {
          multipart: { fields: DetectImportFieldsSchema, files: { file: FILE_DESCRIPTION }, json: true },
        },
      },
    },
    async (request) =>
      importedTexts.detect(requireUser(request), () => readImportForm(request, DetectImportFieldsSchema)),
  );
}
