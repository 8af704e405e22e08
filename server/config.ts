import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isCommonPassword } from './lib/commonPasswords';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A whole number setting, with a message that names the setting and its range. */
const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${name} must be a whole number from ${min} to ${max}` })
    .int({ message: `${name} must be a whole number from ${min} to ${max}` })
    .min(min, { message: `${name} must be a whole number from ${min} to ${max}` })
    .max(max, { message: `${name} must be a whole number from ${min} to ${max}` });
const int = (name: string, min: number, max: number, fallback: number) => wholeNumber(name, min, max).default(fallback);

const commaList = (v: string) => v.split(',').map((s) => s.trim()).filter(Boolean);

/** Names proxy-addr (behind Fastify's trustProxy) understands for the loopback, link-local and private ranges. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) => {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

/**
 * The proxies whose X-Forwarded-For is believed: addresses and CIDR ranges only. "true" and hop counts are refused:
 * both make a client that reaches the server directly (not through the proxy) able to choose its own address.
 */
const trustProxy = z
  .string()
  .superRefine((value, ctx) => {
    for (const entry of commaList(value)) {
      if (entry === 'true' || entry === '*' || /^\d+$/.test(entry)) {
        ctx.addIssue({
          code: 'custom',
          message: `'${entry}' would trust any sender: list the addresses of the proxies (e.g. 10.0.0.5,10.1.0.0/16,fd00::/8), not "true" or a hop count`,
        });
      } else if (!isAddressOrRange(entry)) {
        ctx.addIssue({ code: 'custom', message: `'${entry}' is not an IP address or CIDR range (e.g. 10.0.0.5, 10.1.0.0/16, fd00::/8, or loopback)` });
      }
    }
  })
  .default('');

const redisUrl = z.string().refine((v) => {
  try {
    const url = new URL(v);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'REDIS_URL must be a redis:// or rediss:// URL');

/** A share from 0 to 1, with a message that names the setting. */
const share = (name: string, fallback: number) => {
  const message = `${name} must be a number from 0 to 1 (a share: 0.2 means 20 %)`;
  return z.coerce.number({ message }).min(0, { message }).max(1, { message }).default(fallback);
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: int('PORT', 0, 65535, 3000),
  /** The site's own address: every absolute link (canonical, sitemap, robots, mails) is built from it, never from Host. */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s?#]+\/?$/, { message: 'PUBLIC_URL must be the site\'s origin, such as https://rigrest.example' })
    .optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  TOKEN_SECRET: z.string().min(32, 'TOKEN_SECRET must be at least 32 characters').optional(),
  TOKEN_TTL_SECONDS: int('TOKEN_TTL_SECONDS', 60, 7_776_000, 7_776_000),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('RigRest <no-reply@rigrest.local>'),
  GATEWAY_CLIENT_ID: z.string().optional(),
  GATEWAY_CLIENT_SECRET: z.string().optional(),
  MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().default('&copy; OpenStreetMap contributors'),
  /** Comma-separated origins allowed to call the API from a browser (the site itself needs none). */
  CORS_ORIGINS: z
    .string()
    .refine((v) => commaList(v).every((o) => /^https?:\/\/[^/\s]+$/.test(o)), {
      message: 'CORS_ORIGINS must be a comma-separated list of origins such as https://admin.example.com',
    })
    .default(''),
  ADMIN_EMAIL: z.string().email({ message: 'ADMIN_EMAIL must be an email address' }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(12, { message: 'ADMIN_PASSWORD must be at least 12 characters' })
    .refine((v) => !isCommonPassword(v), { message: 'ADMIN_PASSWORD is too common: choose one that is harder to guess' })
    .optional(),
  SEED_DEMO: bool.optional(),
  /** Size of the DEMO hotel catalogue made on the first start, and nights of inventory per room. */
  SEED_HOTELS: int('SEED_HOTELS', 0, 1_000_000, 3000),
  SEED_DAYS: int('SEED_DAYS', 1, 730, 365),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT: int('AUTH_RATE_LIMIT', 1, 100_000, 10),
  AUTH_RATE_WINDOW_MS: int('AUTH_RATE_WINDOW_MS', 1000, 86_400_000, 15 * 60 * 1000),
  /** Failed tries on one account, from all addresses, after which addresses it has not signed in from are slowed down. */
  AUTH_SLOWDOWN_AFTER: int('AUTH_SLOWDOWN_AFTER', 1, 100_000, 10),
  /** The first delay of the slow-down; each further failure doubles it, up to AUTH_SLOWDOWN_MAX_MS. */
  AUTH_SLOWDOWN_BASE_MS: int('AUTH_SLOWDOWN_BASE_MS', 1, 60_000, 250),
  AUTH_SLOWDOWN_MAX_MS: int('AUTH_SLOWDOWN_MAX_MS', 1, 60_000, 5000),
  /** Comma-separated addresses and CIDR ranges of the reverse proxies in front of the API; unset = trust nobody. */
  TRUST_PROXY: trustProxy,
  /** Rate-limit counters shared by every API process; unset = each process counts in memory. */
  REDIS_URL: redisUrl.optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .max(100)
    .regex(/^[\w:.-]*$/, 'REDIS_KEY_PREFIX may hold only letters, digits and : . _ -')
    .default('rigrest:'),
  BODY_LIMIT_BYTES: int('BODY_LIMIT_BYTES', 1024, 100 * 1_048_576, 1_048_576),
  UPLOAD_LIMIT_BYTES: int('UPLOAD_LIMIT_BYTES', 1024, 100 * 1_048_576, 5 * 1_048_576),
  REQUEST_TIMEOUT_MS: int('REQUEST_TIMEOUT_MS', 1000, 600_000, 30_000),
  /** How long a hotel search waits for supplier rates before those hotels show "rates unavailable". */
  SEARCH_SUPPLIER_BUDGET_MS: int('SEARCH_SUPPLIER_BUDGET_MS', 100, 60_000, 3000),
  /** The same for a room live check (one hotel, priced product by product). */
  LIVE_CHECK_BUDGET_MS: int('LIVE_CHECK_BUDGET_MS', 100, 120_000, 8000),
  /** How long a search token (and its results) can be read. */
  SEARCH_TTL_MINUTES: int('SEARCH_TTL_MINUTES', 1, 1440, 30),
  /** The least time between two sweeps of expired searches by one process (0: a sweep on every new search). */
  SEARCH_SWEEP_EVERY_SECONDS: int('SEARCH_SWEEP_EVERY_SECONDS', 0, 3600, 10),
  /**
   * An OSRM-compatible routing service for "along my route" searches. Unset: `npm start` runs a local simulator of it
   * outside production; in production routes are then great-circle lines.
   */
  ROUTING_URL: z.url({ protocol: /^https?$/, message: 'ROUTING_URL must be an http(s) URL' }).optional(),
  /** How long a route search waits for the routing service before it falls back to the great-circle line. */
  ROUTING_TIMEOUT_MS: int('ROUTING_TIMEOUT_MS', 100, 60_000, 4000),
  /** Searches and live checks one client IP may start per minute. */
  SEARCH_RATE_LIMIT: int('SEARCH_RATE_LIMIT', 1, 1_000_000, 120),
  /** Booking requests one account may make per hour (each sends mail and may call a supplier). */
  BOOKING_RATE_LIMIT: int('BOOKING_RATE_LIMIT', 1, 1_000_000, 20),
  /**
   * A supplier sync that would deactivate more than this share of that supplier's active hotels stops and asks
   * staff to confirm (a supplier answering "nothing" must not empty the catalogue).
   */
  SYNC_MAX_DEACTIVATE_SHARE: share('SYNC_MAX_DEACTIVATE_SHARE', 0.2),
  /**
   * How long a driver's booking may wait on the supplier (DerbySoft), every call and retry included; past it the
   * driver is told to try again, or, once the book itself was sent, the booking stays pending and is reconciled.
   */
  BOOKING_SUPPLIER_DEADLINE_MS: int('BOOKING_SUPPLIER_DEADLINE_MS', 1000, 120_000, 15_000),
  /** PostgreSQL server: how long a request waits for a connection (a new one, or a free one of the pool) before a 503. */
  DB_CONNECT_TIMEOUT_MS: int('DB_CONNECT_TIMEOUT_MS', 100, 120_000, 5000),
  /** The longest one statement of a request may run, waiting for a lock included, before a 503 (0: no limit). */
  DB_STATEMENT_TIMEOUT_MS: int('DB_STATEMENT_TIMEOUT_MS', 0, 3_600_000, 5000),
  /** The same for background jobs (supplier syncs, booking reconciles), which write in bulk (0: no limit). */
  DB_JOB_STATEMENT_TIMEOUT_MS: int('DB_JOB_STATEMENT_TIMEOUT_MS', 0, 86_400_000, 600_000),
  /** A transaction left idle this long is ended by the server, so its locks go (0: never). */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: int('DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 0, 86_400_000, 60_000),
  /**
   * The embedded database's page cache, MB (resident from the start), or `auto`: a quarter of the database's tables
   * and indexes when it opens, from 32 to 128 MB.
   */
  PGLITE_SHARED_BUFFERS_MB: z
    .union([z.literal('auto'), wholeNumber('PGLITE_SHARED_BUFFERS_MB', 16, 4096)], {
      message: 'PGLITE_SHARED_BUFFERS_MB must be auto or a whole number from 16 to 4096',
    })
    .default('auto'),
  /** /api/ready answers 503 when the database does not answer a trivial query within this. */
  DB_READY_TIMEOUT_MS: int('DB_READY_TIMEOUT_MS', 100, 60_000, 2000),
  /** Web Push VAPID keys (base64url); without them a pair is made once into DATA_DIR/.vapid.json. */
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  /** Who push services may contact about our pushes (`mailto:` or https); the site's address by default. */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, { message: 'VAPID_SUBJECT must start with mailto: or https://' }).optional(),
  /** Expo's push API: an access token when the Expo project needs one, and its address (Expo's own when unset). */
  EXPO_ACCESS_TOKEN: z.string().min(1).optional(),
  EXPO_PUSH_URL: z.url().optional(),
  /** Outside production, pushes to Expo go to a local simulator unless EXPO_ACCESS_TOKEN or EXPO_PUSH_URL is set. */
  PUSH_SIMULATOR: bool.optional(),
  /** Mass notifications: users per fan-out batch, tries per mail or push, and the first retry's wait (doubling). */
  NOTIFY_BATCH_SIZE: int('NOTIFY_BATCH_SIZE', 1, 100_000, 5000),
  NOTIFY_MAX_ATTEMPTS: int('NOTIFY_MAX_ATTEMPTS', 1, 50, 6),
  NOTIFY_RETRY_BASE_MS: int('NOTIFY_RETRY_BASE_MS', 1, 3_600_000, 30_000),
  /** Staff are told (admin bell) of a booking still pending with a supplier this long after it was made. */
  BOOKING_PENDING_ALERT_MINUTES: int('BOOKING_PENDING_ALERT_MINUTES', 1, 10_080, 30),
  /** How often the pending-booking check runs (a durable job on the queue, one at a time across processes). */
  BOOKING_PENDING_CHECK_MS: int('BOOKING_PENDING_CHECK_MS', 1000, 86_400_000, 300_000),
  /** Parking reports one account may send per hour (one per booking night is the rule; this stops a flood of tries). */
  PARKING_REPORT_RATE_LIMIT: int('PARKING_REPORT_RATE_LIMIT', 1, 1_000_000, 10),
  /** Advertise-your-hotel requests one address may send per hour, and the altcha proof-of-work cost. */
  ADVERTISE_RATE_LIMIT: int('ADVERTISE_RATE_LIMIT', 1, 1_000_000, 5),
  /** Help-centre questions one address may send per hour. */
  HELP_RATE_LIMIT: int('HELP_RATE_LIMIT', 1, 1_000_000, 5),
  CAPTCHA_COST: int('CAPTCHA_COST', 100, 10_000_000, 5000),
  /** Google reCAPTCHA v2 keys: with both set, /advertise asks for reCAPTCHA instead of the self-hosted altcha. */
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  /** Where reCAPTCHA answers are verified: Google's siteverify, or a stand-in (tests, a proxy). */
  RECAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/, message: 'RECAPTCHA_VERIFY_URL must be an http(s) URL' }).default('https://www.google.com/recaptcha/api/siteverify'),
  /** How long after a push to Expo its receipts are read (Expo keeps them a day; they are ready within minutes). */
  EXPO_RECEIPT_DELAY_MS: int('EXPO_RECEIPT_DELAY_MS', 0, 86_400_000, 900_000),
});

export type Config = z.infer<typeof envSchema> & {
  TOKEN_SECRET: string;
  /** PUBLIC_URL without its trailing slash, or http://localhost:PORT outside production. */
  publicOrigin: string;
  corsOrigins: string[];
  trustProxy: string[];
  uploadDir: string;
  outboxDir: string;
};

export class ConfigError extends Error {}

/** Reads and checks the environment once; a bad setting stops start-up with a clear line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (PORT=) counts as unset rather than as 0 or ''.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && c.SEED_DEMO) {
    throw new ConfigError('Invalid configuration:\n  SEED_DEMO: Demo data is refused in production (the first superuser comes from ADMIN_EMAIL and ADMIN_PASSWORD)');
  }
  if (c.AUTH_SLOWDOWN_MAX_MS < c.AUTH_SLOWDOWN_BASE_MS) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SLOWDOWN_MAX_MS: AUTH_SLOWDOWN_MAX_MS must not be below AUTH_SLOWDOWN_BASE_MS');
  }
  if (c.DB_JOB_STATEMENT_TIMEOUT_MS !== 0 && (c.DB_STATEMENT_TIMEOUT_MS === 0 || c.DB_JOB_STATEMENT_TIMEOUT_MS < c.DB_STATEMENT_TIMEOUT_MS)) {
    throw new ConfigError(
      `Invalid configuration:\n  DB_JOB_STATEMENT_TIMEOUT_MS: must be 0 (no limit) or at least DB_STATEMENT_TIMEOUT_MS (${c.DB_STATEMENT_TIMEOUT_MS || 'no limit'}): background jobs run the longest statements`,
    );
  }
  const dataDir = path.resolve(c.DATA_DIR);
  let secret = c.TOKEN_SECRET;
  if (!secret) {
    if (c.NODE_ENV === 'production') throw new ConfigError('Invalid configuration:\n  TOKEN_SECRET: required in production');
    secret = developmentSecret(dataDir);
  }
  if (!c.PUBLIC_URL && c.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: required in production (the site\'s address, such as https://rigrest.example: links, the sitemap and canonical addresses are built from it)');
  }
  return {
    ...c,
    TOKEN_SECRET: secret,
    publicOrigin: c.PUBLIC_URL ? c.PUBLIC_URL.replace(/\/+$/, '') : `http://localhost:${c.PORT}`,
    corsOrigins: commaList(c.CORS_ORIGINS),
    trustProxy: commaList(c.TRUST_PROXY),
    uploadDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    DATA_DIR: dataDir,
  };
}

/** Outside production a random secret is made once and kept beside the data, so tokens survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, '.token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
