import type { SyncConfirmation } from '@/api/schemas/admin';
import type { Db } from '@server/db';
import { NeedsConfirmation } from '@server/jobs/worker';
import type { SyncTally } from './result';

export type SyncSupplier = 'ice_portal' | 'derbysoft';

/**
 * One hotel a sync would take out: ICE Portal hotels become inactive, DerbySoft hotels stop being sold through
 * DerbySoft. `hash` is the content digest to store with it (an unpublished listing's content was written already;
 * null makes the next run write it again).
 */
export type Deactivation = { id: number; hash: string | null };

/** Kept in a held job's state: exactly what confirming it applies. */
export type PendingDeactivation = { supplier: SyncSupplier; hotels: Deactivation[] };

/** Whether taking `count` of `total` active hotels out is more than staff allow without a look. */
export const exceedsShare = (count: number, total: number, maxShare: number): boolean => total > 0 && count / total > maxShare;

/** Applies deactivations (only to hotels still active for that supplier); answers how many it changed. */
export async function applyDeactivations(db: Db, plan: PendingDeactivation): Promise<number> {
  if (plan.hotels.length === 0) return 0;
  const now = new Date().toISOString();
  if (plan.supplier === 'derbysoft') {
    const res = await db
      .updateTable('hotels')
      .set({ available_on_derby: false, updated_at: now })
      .where('id', 'in', plan.hotels.map((h) => h.id))
      .where('derby_hotel_id', 'is not', null)
      .where('available_on_derby', '=', true)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }
  let changed = 0;
  const byHash = new Map<string | null, number[]>();
  for (const h of plan.hotels) byHash.set(h.hash, [...(byHash.get(h.hash) ?? []), h.id]);
  for (const [hash, ids] of byHash) {
    const res = await db
      .updateTable('hotels')
      .set({ status: 'inactive', supplier_hash: hash, updated_at: now })
      .where('id', 'in', ids)
      .where('ice_listing_id', 'is not', null)
      .where('status', '=', 'active')
      .executeTakeFirst();
    changed += Number(res.numUpdatedRows);
  }
  return changed;
}

/**
 * The end of a sync: deactivates what it found gone, unless that is more than `maxShare` of the supplier's `total`
 * active hotels — then nothing is deactivated and the job waits for staff, keeping exactly this plan.
 */
export async function finishDeactivations(
  db: Db,
  plan: PendingDeactivation,
  total: number,
  tally: SyncTally,
  maxShare: number,
): Promise<Record<string, unknown> | NeedsConfirmation> {
  const count = plan.hotels.length;
  if (exceedsShare(count, total, maxShare)) {
    const confirmation: SyncConfirmation = { count, total, share: count / total, max_share: maxShare, decision: 'pending', decided_at: null, decided_by: null };
    const result: SyncTally = { ...tally, deactivated: 0, confirmation };
    return new NeedsConfirmation(result as unknown as Record<string, unknown>, { tally: result, pending: plan });
  }
  const deactivated = await db.transaction().execute((trx) => applyDeactivations(trx, plan));
  return { ...tally, deactivated } as unknown as Record<string, unknown>;
}
