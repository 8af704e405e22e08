import { z } from 'zod';
import type { DerbySoftConfig } from './derbysoft/client';
import type { IcePortalConfig } from './iceportal/client';
import type { Fault, LatencySetting } from './simulators/server';

const url = z.string().url().refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL');
const optional = <T extends z.ZodType>(t: T) => z.preprocess((v) => (v === '' ? undefined : v), t.optional());

const envSchema = z.object({
  ICE_PORTAL_AUTH_URL: optional(url),
  ICE_PORTAL_API_URL: optional(url),
  ICE_PORTAL_CLIENT_ID: optional(z.string().min(1)),
  ICE_PORTAL_CLIENT_SECRET: optional(z.string().min(1)),
  DERBYSOFT_SHOPPING_URL: optional(url),
  DERBYSOFT_BOOKING_URL: optional(url),
  DERBYSOFT_SHOPPING_TOKEN: optional(z.string().min(1)),
  DERBYSOFT_BOOKING_TOKEN: optional(z.string().min(1)),
  DERBYSOFT_DISTRIBUTOR_ID: optional(z.string().min(1)),
  DERBYSOFT_SUPPLIER_ID: optional(z.string().min(1)),
  SUPPLIER_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(120_000)),
  SUPPLIER_BOOKING_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(300_000)),
  SUPPLIER_RETRIES: optional(z.coerce.number().int().min(0).max(10)),
  SUPPLIER_SIM_LATENCY: optional(z.union([z.enum(['realistic', 'none']), z.coerce.number().min(0).max(10)])),
  SUPPLIER_SIM_SEED: optional(z.string().min(1)),
  SUPPLIER_SIM_FAULTS: optional(z.string()),
  SUPPLIER_SIM_ICE_PORT: optional(z.coerce.number().int().min(0).max(65535)),
});

export type SupplierSettings = {
  /** null: no real ICE Portal configured, use the simulator. */
  icePortal: Omit<IcePortalConfig, 'http'> | null;
  derbySoft: Omit<DerbySoftConfig, 'http'> | null;
  timeoutMs: number;
  bookingTimeoutMs: number;
  retries: number;
  simulator: { latency: LatencySetting; seed: string; faults: Fault[]; icePort: number };
};

export class SupplierConfigError extends Error {}

const faultSchema = z.array(
  z.object({
    kind: z.enum(['503', '500', '429', '401', 'delay', 'late', 'reset', 'malformed']),
    path: z.string().optional(),
    method: z.string().optional(),
    times: z.number().int().min(1).optional(),
    retryAfterSeconds: z.number().min(0).optional(),
    ms: z.number().min(0).optional(),
    errorCode: z.string().optional(),
    errorMessage: z.string().optional(),
    json: z.unknown().optional(),
    text: z.string().optional(),
    contentType: z.string().optional(),
  }),
);

/**
 * Reads supplier settings from the environment. A supplier is "real" when its URL is set, and then every credential
 * it needs must be set too; otherwise the local simulator stands in for it.
 */
export function supplierSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SupplierSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new SupplierConfigError(`Invalid supplier configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  const e = parsed.data;
  const missing = (names: (keyof typeof e)[]) => names.filter((n) => e[n] === undefined);

  let icePortal: SupplierSettings['icePortal'] = null;
  if (e.ICE_PORTAL_API_URL) {
    const lack = missing(['ICE_PORTAL_CLIENT_ID', 'ICE_PORTAL_CLIENT_SECRET']);
    if (lack.length) throw new SupplierConfigError(`ICE_PORTAL_API_URL is set, so ${lack.join(' and ')} must be set too`);
    icePortal = {
      apiUrl: e.ICE_PORTAL_API_URL,
      authUrl: e.ICE_PORTAL_AUTH_URL ?? 'https://auth.iceportal.com',
      clientId: e.ICE_PORTAL_CLIENT_ID!,
      clientSecret: e.ICE_PORTAL_CLIENT_SECRET!,
    };
  }

  let derbySoft: SupplierSettings['derbySoft'] = null;
  if (e.DERBYSOFT_SHOPPING_URL || e.DERBYSOFT_BOOKING_URL) {
    const lack = missing(['DERBYSOFT_SHOPPING_URL', 'DERBYSOFT_BOOKING_URL', 'DERBYSOFT_SHOPPING_TOKEN', 'DERBYSOFT_BOOKING_TOKEN', 'DERBYSOFT_DISTRIBUTOR_ID', 'DERBYSOFT_SUPPLIER_ID']);
    if (lack.length) throw new SupplierConfigError(`DerbySoft is configured, so ${lack.join(', ')} must be set too`);
    derbySoft = {
      shoppingUrl: e.DERBYSOFT_SHOPPING_URL!,
      bookingUrl: e.DERBYSOFT_BOOKING_URL!,
      shoppingToken: e.DERBYSOFT_SHOPPING_TOKEN!,
      bookingToken: e.DERBYSOFT_BOOKING_TOKEN!,
      distributorId: e.DERBYSOFT_DISTRIBUTOR_ID!,
      supplierId: e.DERBYSOFT_SUPPLIER_ID!,
    };
  }

  let faults: Fault[] = [];
  if (e.SUPPLIER_SIM_FAULTS) {
    let json: unknown;
    try {
      json = JSON.parse(e.SUPPLIER_SIM_FAULTS);
    } catch {
      throw new SupplierConfigError('SUPPLIER_SIM_FAULTS must be a JSON array of faults');
    }
    const f = faultSchema.safeParse(json);
    if (!f.success) throw new SupplierConfigError(`SUPPLIER_SIM_FAULTS: ${f.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    faults = f.data;
  }

  return {
    icePortal,
    derbySoft,
    timeoutMs: e.SUPPLIER_TIMEOUT_MS ?? 10_000,
    bookingTimeoutMs: e.SUPPLIER_BOOKING_TIMEOUT_MS ?? 30_000,
    retries: e.SUPPLIER_RETRIES ?? 3,
    simulator: { latency: e.SUPPLIER_SIM_LATENCY ?? 'realistic', seed: e.SUPPLIER_SIM_SEED ?? 'rigrest-suppliers', faults, icePort: e.SUPPLIER_SIM_ICE_PORT ?? 0 },
  };
}
