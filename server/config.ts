import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A whole number setting, with a message that names the setting and its range. */
const int = (name: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ message: `${name} must be a whole number from ${min} to ${max}` })
    .int({ message: `${name} must be a whole number from ${min} to ${max}` })
    .min(min, { message: `${name} must be a whole number from ${min} to ${max}` })
    .max(max, { message: `${name} must be a whole number from ${min} to ${max}` })
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: int('PORT', 0, 65535, 3000),
  PUBLIC_URL: z.string().url().optional(),
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
    .refine((v) => v.split(',').map((s) => s.trim()).filter(Boolean).every((o) => /^https?:\/\/[^/\s]+$/.test(o)), {
      message: 'CORS_ORIGINS must be a comma-separated list of origins such as https://admin.example.com',
    })
    .default(''),
  ADMIN_EMAIL: z.string().email({ message: 'ADMIN_EMAIL must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(12, { message: 'ADMIN_PASSWORD must be at least 12 characters' }).optional(),
  SEED_DEMO: bool.optional(),
  /** Size of the DEMO hotel catalogue made on the first start, and nights of inventory per room. */
  SEED_HOTELS: int('SEED_HOTELS', 0, 1_000_000, 3000),
  SEED_DAYS: int('SEED_DAYS', 1, 730, 365),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT: int('AUTH_RATE_LIMIT', 1, 100_000, 10),
  AUTH_RATE_WINDOW_MS: int('AUTH_RATE_WINDOW_MS', 1000, 86_400_000, 15 * 60 * 1000),
  BODY_LIMIT_BYTES: int('BODY_LIMIT_BYTES', 1024, 100 * 1_048_576, 1_048_576),
  UPLOAD_LIMIT_BYTES: int('UPLOAD_LIMIT_BYTES', 1024, 100 * 1_048_576, 5 * 1_048_576),
  REQUEST_TIMEOUT_MS: int('REQUEST_TIMEOUT_MS', 1000, 600_000, 30_000),
  /** How long a hotel search waits for supplier rates before those hotels show "rates unavailable". */
  SEARCH_SUPPLIER_BUDGET_MS: int('SEARCH_SUPPLIER_BUDGET_MS', 100, 60_000, 3000),
  /** The same for a room live check (one hotel, priced product by product). */
  LIVE_CHECK_BUDGET_MS: int('LIVE_CHECK_BUDGET_MS', 100, 120_000, 8000),
  /** How long a search token (and its results) can be read. */
  SEARCH_TTL_MINUTES: int('SEARCH_TTL_MINUTES', 1, 1440, 30),
  /** Searches and live checks one client IP may start per minute. */
  SEARCH_RATE_LIMIT: int('SEARCH_RATE_LIMIT', 1, 1_000_000, 120),
});

export type Config = z.infer<typeof envSchema> & {
  TOKEN_SECRET: string;
  corsOrigins: string[];
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
  const dataDir = path.resolve(c.DATA_DIR);
  let secret = c.TOKEN_SECRET;
  if (!secret) {
    if (c.NODE_ENV === 'production') throw new ConfigError('Invalid configuration:\n  TOKEN_SECRET: required in production');
    secret = developmentSecret(dataDir);
  }
  return {
    ...c,
    TOKEN_SECRET: secret,
    corsOrigins: c.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean),
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
