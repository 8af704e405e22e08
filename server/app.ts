import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { maintenanceGate } from './modules/settings/maintenance';
import type { Db } from './db';
import { createBackground, type Background } from './lib/background';
import { forbidden } from './lib/errors';
import { createMailer, type Mailer } from './mail/mailer';
import { declareAccess } from './plugins/access';
import { adminSearchRoutes } from './plugins/adminSearch';
import { discoverAreas, modulesDir } from './plugins/areas';
import { authPlugin } from './plugins/auth';
import { registerResource, type AnyDeclaration } from './plugins/crud';
import { authLimitsPlugin } from './plugins/authLimits';
import { rateLimitsPlugin } from './plugins/rateLimits';
import { answerFrameworkError, boundedJsonParser, registerErrorHandler, serializerCompiler, validatorCompiler } from './plugins/errors';
import { createCodeService } from './modules/auth/codes';
import { createTokenService, type TokenService } from './modules/auth/tokens';
import { jobsPlugin, type JobsPluginOptions } from './plugins/jobs';
import { preparingGate } from './plugins/preparing';
import { createReadiness, type Readiness } from './lib/readiness';
import { systemRoutes } from './modules/system/routes';
import { staticSite } from './plugins/staticSite';
import type { SsrOptions } from './plugins/ssr';
import { version } from './version';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    tokens: TokenService;
    codes: ReturnType<typeof createCodeService>;
    background: Background;
    /** Every resource declaration of every area (server/modules/<area>/index.ts). */
    resources: AnyDeclaration[];
  }
}

export type AppDeps = {
  config: Config;
  db: Db;
  mailer?: Mailer;
  serveSite?: boolean;
  /** The server renderer of pages (default: the built site's); null serves the client shell. Tests pass their own. */
  ssr?: Partial<SsrOptions>;
  /** Supplier adapters for the sync jobs; without them the sync endpoints queue jobs no one runs here. */
  suppliers?: JobsPluginOptions['suppliers'];
  /** Web Push and Expo (see modules/notifications/push.ts); with it this process runs the notification jobs. */
  push?: JobsPluginOptions['push'];
  /** Run a background-job worker in this process (default true). */
  runWorker?: boolean;
  jobPollMs?: number;
  /** How long a claimed job is held without a checkpoint before another worker may take it (60 s by default). */
  jobLeaseMs?: number;
  /** How the sign-in slow-down waits (a real timer by default); tests record the delays instead of sleeping. */
  authDelay?: (ms: number) => Promise<void>;
  /** Where log lines go (stdout by default); tests read them to check that no secret is written. */
  logStream?: { write(line: string): void };
  /** Where the API's areas are found (server/modules); a test adds a folder of its own. */
  moduleDirs?: string[];
  /** Told of every route as it is registered (the fuzz test walks them all). */
  onRoute?: (route: RouteOptions) => void;
  /** Not ready yet: main.ts listens while it migrates and seeds, and answers "preparing" until then (default: ready). */
  readiness?: Readiness;
};

/** Secrets that must never reach the log, wherever a request or body is logged. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["client-secret"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  ...['password', 'password_confirmation', 'current_password', 'token', 'pin', 'code_hash', 'password_hash', 'subject', 'text', 'html'].flatMap((k) => [
    k,
    `*.${k}`,
    `*.*.${k}`,
    `req.body.${k}`,
  ]),
  // One-time codes; `code` elsewhere is an error's code, which the log needs.
  'req.body.code',
  'body.code',
];

/** The whole API as a Fastify instance that does not listen; main.ts listens, tests call inject(). */
// Google's reCAPTCHA v2 widget (only when its keys are set) and the tag manager (loaded only when staff set its id).
const recaptchaOn = (config: Config) => Boolean(config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET_KEY);
const thirdPartyScripts = (config: Config) => ['https://www.googletagmanager.com', ...(recaptchaOn(config) ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] : [])];
const thirdPartyFrames = (config: Config) => (recaptchaOn(config) ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] : []);
const thirdPartyConnects = ['https://www.google-analytics.com', 'https://*.google-analytics.com'];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const readiness = deps.readiness ?? createReadiness();
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: redactPaths, censor: '[redacted]' },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS * 2,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY lists; otherwise req.ip is the socket's address.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    ajv: { customOptions: { coerceTypes: false } },
    // Long enough for any hotel slug a driver may still hold (slugs are capped at 80 now; older ones redirect).
    routerOptions: { maxParamLength: 300 },
    // The storefront plugin imports the server renderer (about 1.3 MB); on a busy two-core machine that took longer
    // than Fastify's default 10 s, and the server refused to start.
    pluginTimeout: 60_000,
    frameworkErrors: answerFrameworkError,
  });
  declareAccess(app);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, boundedJsonParser(app));

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('mailer', deps.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.outboxDir, log: app.log }));
  app.decorate('tokens', createTokenService(db, config.TOKEN_SECRET, config.TOKEN_TTL_SECONDS));
  app.decorate('codes', createCodeService(db, config.TOKEN_SECRET));
  app.decorate('background', createBackground(app.log));
  app.addHook('onClose', async () => app.background.settled());

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'", ...thirdPartyScripts(config)],
        'frame-src': ["'self'", ...thirdPartyFrames(config)],
        // The captcha widget (altcha) solves its proof of work in a worker it starts from a blob of its own code; without
        // this the browser refused it and /advertise could never be sent.
        'worker-src': ["'self'", 'blob:'],
        'connect-src': ["'self'", ...thirdPartyConnects],
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
  // After helmet, so its headers are on the "preparing" answers too; before every route.
  await app.register(preparingGate, { readiness });
  await app.register(rateLimitsPlugin);
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_LIMIT_BYTES, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'RigRest API', version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(jobsPlugin, { suppliers: deps.suppliers, push: deps.push, runWorker: deps.runWorker, pollMs: deps.jobPollMs, leaseMs: deps.jobLeaseMs, readiness });
  // Health and readiness sit outside the API's context: none of its hooks (gateway client, bearer token) runs for them.
  await app.register(systemRoutes, { prefix: '/api', readiness, readyTimeoutMs: config.DB_READY_TIMEOUT_MS });

  const areas = await discoverAreas(deps.moduleDirs ?? [modulesDir]);
  const resources = areas.flatMap((a) => a.resources ?? []);
  app.decorate('resources', resources);

  await app.register(async (api) => {
    api.addHook('onRequest', async (request) => {
      if (!config.GATEWAY_CLIENT_ID || !config.GATEWAY_CLIENT_SECRET) return;
      if (request.url.startsWith('/api/docs')) return;
      if (request.headers['client-id'] !== config.GATEWAY_CLIENT_ID || request.headers['client-secret'] !== config.GATEWAY_CLIENT_SECRET) {
        throw forbidden('errors.unknownClient');
      }
    });
    // API answers are personal (tokens, profiles, bookings) or change by the minute: no cache keeps them unless a
    // route says otherwise.
    api.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      return payload;
    });
    await api.register(authPlugin);
    await api.register(authLimitsPlugin, {
      max: config.AUTH_RATE_LIMIT,
      windowMs: config.AUTH_RATE_WINDOW_MS,
      slowdown: { after: config.AUTH_SLOWDOWN_AFTER, baseMs: config.AUTH_SLOWDOWN_BASE_MS, maxMs: config.AUTH_SLOWDOWN_MAX_MS },
      delay: deps.authDelay,
    });
    await api.register(maintenanceGate);

    for (const resource of resources) await registerResource(api, resource);
    await api.register(adminSearchRoutes(resources));
    for (const area of areas) for (const routes of area.routes ?? []) await api.register(routes);
  }, { prefix: '/api' });

  for (const area of areas) for (const routes of area.siteRoutes ?? []) await app.register(routes);
  if (deps.serveSite) await app.register(staticSite, deps.ssr ?? {});
  return app;
}
