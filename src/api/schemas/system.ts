import { z } from 'zod';

/** GET /api/health: the process is up (liveness); it never reads the database. */
export const healthResponse = z.object({ status: z.literal('ok'), version: z.string() });
export type HealthResponse = z.infer<typeof healthResponse>;

/**
 * GET /api/ready: 200 when requests can be served (the database answered a trivial query in time); 503 while the
 * first start migrates and seeds ('preparing') or when the database does not answer ('unavailable').
 */
export const readyResponse = z.object({
  status: z.enum(['ready', 'preparing', 'unavailable']),
  /** Not checked while preparing. */
  database: z.enum(['ok', 'unavailable']).optional(),
});
export type ReadyResponse = z.infer<typeof readyResponse>;
