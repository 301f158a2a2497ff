import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema.js';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ANKI_FILE_MAX_BYTES,
  AnkiImportFieldsSchema,
  AnkiImportPreviewSchema,
  AnkiPreviewFieldsSchema,
  ExportCountsQuerySchema,
  ExportCountsSchema,
  IMPORT_CONTENT_MAX_LENGTH,
  ImportBodySchema,
  ImportPreviewBodySchema,
  ImportPreviewSchema,
  ImportReportSchema,
  VocabularyExportQuerySchema,
  paths,
} from '@reeprise/contract';
import { requireUser } from '../../plugins/auth-guard.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { HttpError, codedError } from '../../plugins/http-error.js';
import { parseFields, readForm, type ParsedForm } from '../../plugins/multipart-form.js';

const { vocabulary: vocabularyPaths } = paths;
const tags = ['vocabulary'];
// the file's text in JSON: up to 4 characters of UTF-8 or escapes each, and the mapping
const bodyLimit = IMPORT_CONTENT_MAX_LENGTH * 4 + 64 * 1024;
const CONTENT_TYPES = { csv: 'text/csv', tsv: 'text/tab-separated-values' } as const;
const APKG_TYPE = 'application/apkg';
const ankiBodyLimit = ANKI_FILE_MAX_BYTES + 1024 * 1024;
// a file read in a worker (decision 034) may also pass its deadline (422), the import budget or the
// learner's reading slots (429) or the process's (503)
const parseErrors = errorResponses(400, 401, 403, 413, 422, 429, 503);
const ANKI_FILE = 'An Anki package exported by Anki: .apkg (a deck) or .colpkg (a whole collection)';

/** The body is left to the worker that reads it (jsonBody); the route's other parts are checked here. */
function bodyCheckedInWorker<S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  if (route.httpPart === 'body') return (data: unknown) => ({ value: data });
  return validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

/** The raw bytes the scoped JSON parser kept (typed by the route's schema, which documents them). */
const rawBody = (request: FastifyRequest): Uint8Array => {
  if (!(request.body instanceof Uint8Array)) throw new HttpError(400, 'The request body is not valid JSON.');
  return request.body;
};

/** The multipart form of an Anki upload, the file refused with 413 while it streams in past the limit. */
async function readAnkiForm(request: FastifyRequest): Promise<ParsedForm & { file: Buffer }> {
  let form: ParsedForm;
  try {
    form = await readForm(request, { fileSize: ANKI_FILE_MAX_BYTES });
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode === 413) {
      throw codedError(413, 'anki_file_too_large', 'The Anki package is too large to import.', {
        megabytes: ANKI_FILE_MAX_BYTES / (1024 * 1024),
      });
    }
    throw error;
  }
  const file = form.files.file;
  if (!file)
    throw codedError(400, 'anki_file_missing', 'Send the Anki package as the multipart field "file".');
  return { ...form, file };
}

/** Issue 19 §3: the vocabulary out as CSV/TSV (streamed) and in from CSV/TSV (one transaction). */
export async function vocabularyExchangeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const exchange = app.ctx.services.vocabularyExchange;

  r.get(
    vocabularyPaths.export.pattern,
    {
      schema: {
        tags,
        summary:
          'The learner’s vocabulary as a CSV or TSV file or an Anki deck (.apkg), filtered and ordered as the list is (streamed)',
        querystring: VocabularyExportQuerySchema,
        response: errorResponses(400, 401, 403),
      },
      config: { openapi: { fileTypes: [...Object.values(CONTENT_TYPES), APKG_TYPE] } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { format } = request.query;
      const day = new Date().toISOString().slice(0, 10);
      // a file, not one of the declared JSON answers
      const file: FastifyReply = reply
        .header('content-disposition', `attachment; filename="reeprise-vocabulary-${day}.${format}"`)
        .header('cache-control', 'no-store');
      if (format === 'apkg')
        return file.type(APKG_TYPE).send(Readable.from(exchange.exportAnki(user, request.query)));
      return file
        .type(`${CONTENT_TYPES[format]}; charset=utf-8`)
        .send(Readable.from(exchange.export(user, request.query, format)));
    },
  );

  r.get(
    vocabularyPaths.exportCounts.pattern,
    {
      schema: {
        tags,
        summary: 'How many words an export would hold, in all and per language, matching the list’s search',
        querystring: ExportCountsQuerySchema,
        response: { 200: ExportCountsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return exchange.exportCounts(requireUser(request), request.query);
    },
  );

  // The CSV/TSV routes take their JSON body raw (issue 33): a file's text of up to 4 MB is parsed and
  // checked against the schema in a worker with the file (platform/untrusted/json-body.ts), not by
  // JSON.parse on the event loop; the schema still documents the body, and the answers are the same.
  await app.register(async (scoped) => {
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    const raw = scoped.withTypeProvider<ZodTypeProvider>();

    raw.post(
      vocabularyPaths.importPreview.pattern,
      {
        bodyLimit,
        validatorCompiler: bodyCheckedInWorker,
        schema: {
          tags,
          summary:
            'What a CSV/TSV import would read: format, header, first rows and a suggested column mapping',
          body: ImportPreviewBodySchema,
          response: { 200: ImportPreviewSchema, ...parseErrors },
        },
      },
      async (request) => exchange.preview(requireUser(request), rawBody(request)),
    );

    raw.post(
      vocabularyPaths.import.pattern,
      {
        bodyLimit,
        validatorCompiler: bodyCheckedInWorker,
        schema: {
          tags,
          summary:
            'Import words from a CSV/TSV file with a column mapping, in one transaction; answers what was added, merged and skipped',
          body: ImportBodySchema,
          response: { 200: ImportReportSchema, ...parseErrors },
        },
      },
      async (request) => exchange.import(requireUser(request), rawBody(request)),
    );
  });

  r.post(
    vocabularyPaths.ankiPreview.pattern,
    {
      bodyLimit: ankiBodyLimit,
      schema: {
        tags,
        summary:
          'What an Anki package (.apkg/.colpkg, multipart: file) holds: its note types, their fields and first notes, a suggested mapping',
        response: { 200: AnkiImportPreviewSchema, ...parseErrors },
      },
      config: { openapi: { multipart: { fields: AnkiPreviewFieldsSchema, files: { file: ANKI_FILE } } } },
    },
    async (request) => {
      const user = requireUser(request);
      return exchange.previewAnki(user, async () => (await readAnkiForm(request)).file);
    },
  );

  r.post(
    vocabularyPaths.ankiImport.pattern,
    {
      bodyLimit: ankiBodyLimit,
      schema: {
        tags,
        summary:
          'Import the notes of one note type of an Anki package (multipart: file, note_type, mapping as JSON, language), in one transaction, as a CSV import',
        response: { 200: ImportReportSchema, ...parseErrors },
      },
      config: { openapi: { multipart: { fields: AnkiImportFieldsSchema, files: { file: ANKI_FILE } } } },
    },
    async (request) => {
      const user = requireUser(request);
      return exchange.importAnki(user, async () => {
        const form = await readAnkiForm(request);
        return { file: form.file, fields: parseFields(AnkiImportFieldsSchema, form.fields) };
      });
    },
  );
}
