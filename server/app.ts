import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db';
import { forbidden } from './lib/errors';
import { createMailer, type Mailer } from './mail/mailer';
import { authPlugin } from './plugins/auth';
import { authLimitsPlugin } from './plugins/authLimits';
import { registerResource } from './plugins/crud';
import { registerErrorHandler, serializerCompiler, validatorCompiler } from './plugins/errors';
import { createCodeService } from './modules/auth/codes';
import { authRoutes } from './modules/auth/routes';
import { createTokenService, type TokenService } from './modules/auth/tokens';
import { cities, countries, states } from './modules/geo/resources';
import { permissions, roles } from './modules/roles/resources';
import { adminSearchRoutes } from './modules/search/routes';
import { hotelSearchRoutes } from './modules/search/hotelSearchRoutes';
import { settingsRoutes } from './modules/settings/routes';
import { users } from './modules/users/resource';
import { userRoutes } from './modules/users/routes';
import { amenities } from './modules/amenities/resource';
import { amenityRoutes } from './modules/amenities/routes';
import { brands } from './modules/brands/resource';
import { brandFrontRoutes } from './modules/brands/routes';
import { demoMediaRoutes } from './modules/hotels/demoMedia';
import { sitemapRoutes } from './modules/hotels/sitemap';
import { pictureRoutes } from './modules/hotels/pictures';
import { hotels } from './modules/hotels/resource';
import { bookings } from './modules/bookings/resource';
import { bookingRoutes } from './modules/bookings/routes';
import { hotelRoutes } from './modules/hotels/routes';
import { inventoryRoutes } from './modules/rooms/inventory';
import { rooms } from './modules/rooms/resource';
import { syncRoutes } from './modules/sync/routes';
import { jobsPlugin, type JobsPluginOptions } from './plugins/jobs';
import { staticSite } from './plugins/staticSite';
import { version } from './version';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    tokens: TokenService;
    codes: ReturnType<typeof createCodeService>;
  }
}

export type AppDeps = {
  config: Config;
  db: Db;
  mailer?: Mailer;
  serveSite?: boolean;
  /** Supplier adapters for the sync jobs; without them the sync endpoints queue jobs no one runs here. */
  suppliers?: JobsPluginOptions['suppliers'];
  /** Run a background-job worker in this process (default true). */
  runWorker?: boolean;
  jobPollMs?: number;
  /** Where log lines go (stdout by default); tests read them to check that no secret is written. */
  logStream?: { write(line: string): void };
};

/** Secrets that must never reach the log, wherever a request or body is logged. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["client-secret"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  ...['password', 'password_confirmation', 'current_password', 'token', 'pin', 'code_hash', 'password_hash'].flatMap((k) => [
    k,
    `*.${k}`,
    `*.*.${k}`,
    `req.body.${k}`,
  ]),
];

/** The whole API as a Fastify instance that does not listen; main.ts listens, tests call inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: redactPaths, censor: '[redacted]' },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS * 2,
    trustProxy: config.NODE_ENV === 'production',
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('mailer', deps.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.outboxDir, log: app.log }));
  app.decorate('tokens', createTokenService(db, config.TOKEN_SECRET, config.TOKEN_TTL_SECONDS));
  app.decorate('codes', createCodeService(db, config.TOKEN_SECRET));

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'"],
        'connect-src': ["'self'"],
        'font-src': ["'self'", 'data:'],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Brotli/gzip for JSON and the built site (text assets shrink to a quarter).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cors, { origin: config.corsOrigins.length ? config.corsOrigins : false, credentials: false });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_LIMIT_BYTES, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'RigRest API', version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(jobsPlugin, { suppliers: deps.suppliers, runWorker: deps.runWorker, pollMs: deps.jobPollMs });

  await app.register(async (api) => {
    api.addHook('onRequest', async (request) => {
      if (!config.GATEWAY_CLIENT_ID || !config.GATEWAY_CLIENT_SECRET) return;
      if (request.url.startsWith('/api/health') || request.url.startsWith('/api/docs')) return;
      if (request.headers['client-id'] !== config.GATEWAY_CLIENT_ID || request.headers['client-secret'] !== config.GATEWAY_CLIENT_SECRET) {
        throw forbidden('errors.unknownClient');
      }
    });
    await api.register(authPlugin);
    await api.register(authLimitsPlugin, { max: config.AUTH_RATE_LIMIT, windowMs: config.AUTH_RATE_WINDOW_MS });

    api.get('/health', { schema: { tags: ['system'] } }, async () => {
      await db.selectFrom('permissions').select('id').limit(1).execute();
      return { status: 'ok', version };
    });

    for (const resource of [countries, states, cities, permissions, roles, users, brands, amenities, hotels, rooms, bookings]) {
      await registerResource(api, resource);
    }
    for (const routes of [authRoutes, userRoutes, adminSearchRoutes, amenityRoutes, brandFrontRoutes, hotelRoutes, pictureRoutes, inventoryRoutes, syncRoutes, hotelSearchRoutes, settingsRoutes, bookingRoutes]) {
      await api.register(routes);
    }
  }, { prefix: '/api' });

  await app.register(demoMediaRoutes);
  await app.register(sitemapRoutes);
  if (deps.serveSite) await app.register(staticSite);
  return app;
}
