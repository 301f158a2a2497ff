import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateWishSpaceSchema,
  CursorQuerySchema,
  WISH_AUDIO_MAX_BYTES,
  WishIdParamsSchema,
  WishSchema,
  WishSpaceDetailSchema,
  WishSpacePageSchema,
  WishUploadFieldsSchema,
  WishUploadInfoSchema,
  extrasPaths,
} from '@reeprise/contract';
import { decodeIdCursor, pageAnswer } from '../../platform/cursor.js';
import { requireUser } from '../../plugins/auth-guard.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { parseFields, readForm } from '../../plugins/multipart-form.js';
import { sendStoredFile } from '../files/send-file.js';
import { WISH_AUDIO_CONTENT_TYPES } from './audio.js';
import { presentWish, presentWishSpace, presentWishSpaceDetail } from './wishes.presenter.js';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 429);
const { wishes: wishPaths } = extrasPaths;
const tags = ['wishes'];
const GATE = 'staff with experimental features; owner only';

export async function wishesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { wishes } = app.ctx.extras;

  r.get(
    wishPaths.collection.pattern,
    {
      schema: {
        tags,
        summary: `The user’s wish spaces, newest first (${GATE})`,
        querystring: CursorQuerySchema,
        response: { 200: WishSpacePageSchema, ...errors },
      },
    },
    async (request) => {
      const page = await wishes.list(requireUser(request), decodeIdCursor(request.query.cursor));
      return pageAnswer(request, page, presentWishSpace);
    },
  );

  r.post(
    wishPaths.collection.pattern,
    {
      schema: {
        tags,
        summary: `Create a wish space (${GATE})`,
        body: CreateWishSpaceSchema,
        response: { 201: WishSpaceDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(presentWishSpaceDetail(await wishes.create(requireUser(request), request.body.name))),
  );

  r.get(
    wishPaths.detail.pattern,
    {
      schema: {
        tags,
        summary: `A wish space with its upload token and wishes (${GATE})`,
        params: WishIdParamsSchema,
        response: { 200: WishSpaceDetailSchema, ...errors },
      },
    },
    async (request) => presentWishSpaceDetail(await wishes.detail(requireUser(request), request.params.id)),
  );

  r.post(
    wishPaths.regenerateToken.pattern,
    {
      schema: {
        tags,
        summary: `Replace the upload token; the old link stops working (${GATE})`,
        params: WishIdParamsSchema,
        response: { 200: WishSpaceDetailSchema, ...errors },
      },
    },
    async (request) =>
      presentWishSpaceDetail(await wishes.regenerateToken(requireUser(request), request.params.id)),
  );

  r.get(
    wishPaths.uploadInfo.pattern,
    {
      schema: {
        tags,
        summary:
          'Name of the space an upload token opens (header Authorization: Token <token>; no session needed)',
        params: WishIdParamsSchema,
        response: { 200: WishUploadInfoSchema, ...errors },
        security: [{ wishToken: [] }],
      },
    },
    async (request) => {
      const space = await wishes.authorizeUpload(request.params.id, request.headers.authorization);
      return { id: space.id, name: space.name };
    },
  );

  r.post(
    wishPaths.upload.pattern,
    {
      // authenticated by the space's token, not by a session, so the CSRF check does not apply
      config: {
        csrf: false,
        openapi: { multipart: { fields: WishUploadFieldsSchema, files: { sound_file: 'The recording' } } },
      },
      schema: {
        tags,
        summary:
          'Guest upload of a recorded wish: multipart csrfmiddlewaretoken, title, space, sound_file (WebM, Ogg, MP4, WAV or MP3, at most 10 MB and 5 minutes); header Authorization: Token <token>',
        params: WishIdParamsSchema,
        response: { 201: WishSchema, ...errors },
        security: [{ wishToken: [] }],
      },
    },
    async (request, reply) => {
      const space = await wishes.authorizeUpload(request.params.id, request.headers.authorization);
      const declared = Number(request.headers['content-length']);
      // read only once the token's rate and the space's storage are reserved
      const wish = await wishes.upload(
        space,
        Number.isSafeInteger(declared) && declared >= 0 ? declared : undefined,
        async () => {
          const form = await readForm(request, { fileSize: WISH_AUDIO_MAX_BYTES });
          return {
            fields: parseFields(WishUploadFieldsSchema, form.fields),
            recording: form.files.sound_file,
          };
        },
      );
      return reply.code(201).send(presentWish(wish));
    },
  );

  r.get(
    wishPaths.audio.pattern,
    {
      config: { openapi: { fileTypes: WISH_AUDIO_CONTENT_TYPES } },
      schema: {
        tags,
        summary: `The recording of a wish (${GATE})`,
        params: WishIdParamsSchema,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) =>
      sendStoredFile(reply, await wishes.audio(requireUser(request), request.params.id)),
  );
}
