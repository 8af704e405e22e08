import { z } from 'zod';
import { dataList } from './common';

/** The back office's own payloads beyond resource CRUD: supplier sync jobs, supplier summary, dashboard counts. */

export const syncSuppliers = ['ice_portal', 'derbysoft'] as const;
export type SyncSupplier = (typeof syncSuppliers)[number];
/** `needs_confirmation`: a sync stopped before deactivating a large share of a supplier's hotels, waiting for staff. */
export const jobStatuses = ['queued', 'running', 'succeeded', 'failed', 'needs_confirmation'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * A sync that would deactivate more than `max_share` of a supplier's active hotels: `count` of `total` (`share`).
 * Staff confirm it (exactly those hotels are deactivated) or dismiss it (none is).
 */
export const syncConfirmation = z.object({
  count: z.number(),
  total: z.number(),
  share: z.number(),
  max_share: z.number(),
  decision: z.enum(['pending', 'confirmed', 'dismissed']),
  decided_at: z.string().nullable(),
  decided_by: z.number().nullable(),
});
export type SyncConfirmation = z.infer<typeof syncConfirmation>;

/** A sync run's counts, as progress while it runs and as its result. */
export const syncTally = z.object({
  processed: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  deactivated: z.number(),
  failed: z.number(),
  failures: z.array(z.object({ id: z.string(), name: z.string().optional(), reason: z.string() })),
  confirmation: syncConfirmation.optional(),
});
export type SyncTally = z.infer<typeof syncTally>;

/** GET /admin/jobs/{id}; starting a sync answers the same, with `existing` when it joined a running job. */
export const jobView = z.object({
  id: z.number(),
  kind: z.string(),
  status: z.enum(jobStatuses),
  progress: syncTally.partial().nullable(),
  result: syncTally.partial().nullable(),
  error: z.string().nullable(),
  attempts: z.number(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  existing: z.boolean().optional(),
});
export type SyncJob = z.infer<typeof jobView>;

/** One row of GET /admin/hotels/suppliers. */
export const supplierSummary = z.object({
  code: z.enum(['local', ...syncSuppliers]),
  name: z.string(),
  hotels: z.number(),
  active: z.number(),
  last_sync: z.object({ id: z.number(), status: z.string(), finished_at: z.string().nullable(), result: syncTally.partial().nullable() }).nullable(),
});
export type SupplierSummary = z.infer<typeof supplierSummary>;
export const supplierSummaryResponse = dataList(supplierSummary);

/** GET /admin/dashboard. */
export const dashboardCounts = z.object({
  hotels: z.number(),
  active: z.number(),
  with_truck_parking: z.number(),
  full_rig_parking: z.number(),
  by_supplier: z.object({ local: z.number(), ice_portal: z.number(), derbysoft: z.number() }),
  brands: z.number(),
  users: z.number(),
  truckers: z.number(),
});
export type DashboardCounts = z.infer<typeof dashboardCounts>;
