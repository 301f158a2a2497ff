import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UserSettingsPatchSchema, UserSettingsSchema, paths } from '@reeprise/contract';
import { requireUser } from '../../plugins/auth-guard.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { presentSettings } from './user-settings.presenter.js';

const errors = errorResponses(400, 401, 403);

export async function userSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { settings } = app.ctx.services;

  r.get(
    paths.userSettings.pattern,
    { schema: { tags: ['settings'], response: { 200: UserSettingsSchema, ...errors } } },
    async (request) => presentSettings(await settings.get(requireUser(request))),
  );

  r.patch(
    paths.userSettings.pattern,
    {
      schema: {
        tags: ['settings'],
        summary:
          'Change mother_tongue, show_welcome_card, show_experimental_features (staff only) or app_name (up to 9 characters; empty or null: the default name)',
        body: UserSettingsPatchSchema,
        response: { 200: UserSettingsSchema, ...errors },
      },
    },
    async (request) => presentSettings(await settings.update(requireUser(request), request.body)),
  );
}
