import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_MAX_BYTES, ProfileSchema, paths } from '@reeprise/contract';
import { requireUser } from '../../plugins/auth-guard.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { readForm } from '../../plugins/multipart-form.js';
import { sendStoredFile } from '../files/send-file.js';

const errors = errorResponses(400, 401, 403, 404, 413);

export async function profilesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { profiles } = app.ctx.services;

  r.put(
    paths.profiles.picture.pattern,
    {
      schema: {
        tags: ['profile'],
        summary: 'Upload a profile picture (multipart field pic)',
        response: { 200: ProfileSchema, ...errors },
      },
      config: {
        openapi: {
          multipart: { fields: z.object({}), files: { pic: 'The picture (JPEG, PNG, GIF, WebP or AVIF)' } },
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const form = await readForm(request, { fileSize: IMAGE_MAX_BYTES });
      await profiles.setPicture(user, form.files.pic);
      return { pic: paths.profiles.userPicture(user.id, { v: Date.now() }) };
    },
  );

  r.get(
    paths.profiles.userPicture.pattern,
    {
      schema: {
        tags: ['profile'],
        summary: 'A user’s profile picture',
        params: z.object({
          creator_id: z.coerce
            .number()
            .int()
            .positive()
            .max(2 ** 31 - 1),
        }),
        response: errorResponses(401, 404),
      },
      config: { openapi: { fileTypes: ['image/webp'] } },
    },
    async (request, reply) => {
      requireUser(request);
      return sendStoredFile(reply, await profiles.picture(request.params.creator_id));
    },
  );
}
