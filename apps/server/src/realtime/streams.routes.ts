import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { WS_MAX_MESSAGE_BYTES } from '@reeprise/contract';
import { isAllowedOrigin } from '../plugins/csrf.js';
import { HttpError, notAuthenticated } from '../plugins/http-error.js';

/** /ws/streams/: the session and the Origin are checked before the upgrade, so a refused socket never opens. */
export async function streamsRoutes(app: FastifyInstance) {
  await app.register(websocket, {
    options: { maxPayload: WS_MAX_MESSAGE_BYTES, perMessageDeflate: false },
  });
  const hub = app.ctx.realtime.hub;

  app.get(
    '/ws/streams/',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (origin !== undefined && !isAllowedOrigin(app, request, origin)) {
          throw new HttpError(403, 'Origin not allowed.');
        }
        if (!request.user) throw notAuthenticated();
      },
    },
    (socket, request) => {
      hub.attach(socket, request.user!);
    },
  );
}
