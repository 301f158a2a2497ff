import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { trustProxyOption } from './trusted-proxies.js';
import { closeContext, createContext, defineJobs, type ContextOptions } from './context.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { generatedTextsRoutes } from './modules/generated-texts/generated-texts.routes.js';
import { chaptersRoutes } from './modules/chapters/chapters.routes.js';
import { importedTextsRoutes } from './modules/imported-texts/imported-texts.routes.js';
import { vocabularyRoutes } from './modules/vocabulary/vocabulary.routes.js';
import { trainingRoutes } from './modules/training/training.routes.js';
import { vocabularyDeletionRoutes } from './modules/vocabulary-deletion/vocabulary-deletion.routes.js';
import { dictionariesRoutes } from './modules/dictionaries/dictionaries.routes.js';
import { vocabularyExchangeRoutes } from './modules/vocabulary-exchange/exchange.routes.js';
import { wordStatusesRoutes } from './modules/word-statuses/word-statuses.routes.js';
import { sentenceExplanationsRoutes } from './modules/sentence-explanations/sentence-explanations.routes.js';
import { speechRoutes } from './modules/speech/speech.routes.js';
import { extrasRoutes } from './modules/extras.js';
import { profilesRoutes } from './modules/profiles/profiles.routes.js';
import { streamsRoutes } from './realtime/streams.routes.js';
import multipart from '@fastify/multipart';
import { healthRoutes } from './modules/health/health.routes.js';
import { userSettingsRoutes } from './modules/user-settings/user-settings.routes.js';
import { compression } from './plugins/compression.js';
import { csrfPlugin } from './plugins/csrf.js';
import { openApiOptions } from './plugins/openapi.js';
import { errorHandler } from './plugins/error-handler.js';
import { responseSerializerCompiler } from './plugins/response-serializer.js';
import { frameworkErrorAnswer, securityHeaders } from './plugins/security-headers.js';
import { sessionPlugin } from './plugins/session.js';
import { adminPage } from './plugins/admin-page.js';
import { webApp } from './plugins/web-app.js';

export interface BuildOptions extends ContextOptions {
  /** An already opened database (tests share one); otherwise the configured one is opened and migrated. */
  database?: DatabaseHandle;
  /** Where the built SPA lives; tests point it elsewhere or at nothing. */
  webRoot?: string;
  logger?: boolean;
  /** Where log lines go (tests read them); standard output by default. */
  loggerStream?: NodeJS.WritableStream;
  /** How long running jobs may take to finish when the app closes. */
  shutdownGraceMs?: number;
}

/**
 * Deadlines for slow clients (slow headers, a body trickled in, idle keep-alive) and Node's check of them,
 * often enough that a deadline is kept to within a quarter of itself.
 */
function httpLimits(limits: Config['http']) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(limits.headersTimeoutMs / 4))),
    },
  };
}

/** Builds the whole app without listening, so tests can use `app.inject`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? openDatabase(config);
  if (!options.database) await migrateToLatest(database);

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.loggerStream ? { stream: options.loggerStream } : {}),
            redact: {
              paths: [
                'req.headers.cookie',
                'req.headers["x-csrftoken"]',
                'req.headers.authorization',
                'res.headers["set-cookie"]',
                'password',
                '*.password',
                'token',
                '*.token',
              ],
              censor: '[redacted]',
            },
          },
    // Per-request lines would drown the useful ones; errors are still logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Forwarded headers are believed only from proxies the operator named: otherwise any client could
    // choose its address (and escape every per-address limit) or the host of generated links.
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    frameworkErrors: frameworkErrorAnswer(config),
    ...httpLimits(config.http),
  });
  // Past the cap the server drops new sockets at once instead of running out of file descriptors.
  app.server.maxConnections = config.http.maxConnections;
  app.decorate('ctx', await createContext(config, database, options, app.log));
  await app.ctx.services.sessions.listen();
  // A web-only process queues jobs for the workers but runs none itself.
  if (config.role !== 'web') defineJobs(app.ctx, (message, error) => app.log.error({ err: error }, message), options);
  app.addHook('onClose', async () => {
    // Running generations get a moment to finish; the rest stay PENDING and resume at the next start.
    await closeContext(app.ctx, options.shutdownGraceMs ?? config.shutdownGraceMs);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  if (!options.database) app.addHook('onClose', () => database.close());

  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(cookie);
  await app.register(sessionPlugin);
  await app.register(csrfPlugin);

  await app.register(swagger, openApiOptions);
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // a plain-http install (localhost) would otherwise have the page's own assets upgraded to https
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userSettingsRoutes);
  await app.register(multipart);
  await app.register(generatedTextsRoutes);
  await app.register(chaptersRoutes);
  await app.register(sentenceExplanationsRoutes);
  await app.register(importedTextsRoutes);
  await app.register(vocabularyRoutes);
  await app.register(trainingRoutes);
  await app.register(vocabularyDeletionRoutes);
  await app.register(dictionariesRoutes);
  await app.register(vocabularyExchangeRoutes);
  await app.register(wordStatusesRoutes);
  await app.register(speechRoutes);
  await app.register(extrasRoutes);
  await app.register(profilesRoutes);
  await app.register(streamsRoutes);

  await app.register(adminPage, { root: options.webRoot });
  await app.register(webApp, { root: options.webRoot });
  return app;
}
