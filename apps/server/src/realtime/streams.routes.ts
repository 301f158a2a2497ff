import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { WS_MAX_MESSAGE_BYTES } from '@reeprise/contract';
import { isAllowedOrigin } from '../plugins/csrf.js';
import { HttpError, notAuthenticated } from '../plugins/http-error.js';

/**
 * /ws/streams/: the session, the Origin and the user's socket cap are checked before the upgrade, so a
 * refused socket never opens; an open one is watched by the socket guard until it closes.
 */
export async function streamsRoutes(app: FastifyInstance) {
  await app.register(websocket, {
    options: { maxPayload: WS_MAX_MESSAGE_BYTES, perMessageDeflate: false },
    errorHandler: handleSocketError,
  });
  const { hub, sockets } = app.ctx.realtime;

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
        // A plain GET gets a 404 from the handler and holds no slot.
        if (!request.ws) return;
        const release = sockets.reserve(request.user.id);
        if (!release) {
          throw new HttpError(429, `Too many open connections: at most ${app.ctx.config.websocket.maxSocketsPerUser} per account.`);
        }
        // The TCP connection's end frees the slot, whether the upgrade failed or the socket closed later.
        request.raw.socket.once('close', release);
      },
    },
    (socket, request) => {
      const user = request.user!;
      const watched = sockets.watch(socket, user);
      hub.attach(socket, user, {
        onActivity: () => watched.touch(),
        logError: (error, message) => request.log.error({ err: error }, message),
      });
    },
  );
}

/**
 * A frame over maxPayload, bad UTF-8 or a broken frame is the client's fault: a warning without a stack
 * (ws has already closed the socket with the fitting code, e.g. 1009). Anything else is ours.
 */
function handleSocketError(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
    request.log.warn({ code, reason: error.message }, 'websocket closed: client error');
    return;
  }
  request.log.error({ err: error }, 'websocket failed');
  socket.terminate();
}
