import { sql } from 'kysely';
import type { Db } from '@server/db';
import { JobStopped, type JobContext } from '@server/jobs/worker';
import type { InventorySupplier } from '@server/suppliers/types';
import { finishDeactivations, type Deactivation } from './deactivation';
import { emptyTally, recordFailure } from './result';

/**
 * DerbySoft sync: the hotels DerbySoft offers us are matched to ours by their
 * mapped code (from ICE Portal) or an earlier match, and flagged
 * available_on_derby so their rates and bookings go live through DerbySoft;
 * hotels DerbySoft no longer offers (or now lists as Deactived) fall back to local
 * inventory at the end of the run — unless that is more than `maxDeactivateShare`
 * of the hotels live on DerbySoft: then the job waits for staff. Rates are never
 * copied: they are asked live at search time. Writes only what changed.
 */
export function derbySyncHandler(db: Db, inventory: InventorySupplier, opts: { maxDeactivateShare: number }) {
  return async (ctx: JobContext) => {
    const tally = emptyTally();
    const offered = await inventory.listHotels();
    const seen = new Set<string>();
    const switchedOff: Deactivation[] = [];
    let savedAt = Date.now();
    for (const h of offered) {
      if (ctx.signal.aborted) throw new JobStopped();
      // A long list still renews the job's lease and shows progress (a rerun starts over: every step is idempotent).
      if (Date.now() - savedAt > 10_000) {
        await ctx.checkpoint({ tally });
        savedAt = Date.now();
      }
      seen.add(h.propertyId);
      tally.processed += 1;
      const local = await db
        .selectFrom('hotels')
        .select(['id', 'derby_hotel_id', 'available_on_derby'])
        .where((eb) => eb.or([eb('derby_hotel_id', '=', h.propertyId), eb('supplier_mapped_id', '=', h.propertyId)]))
        .orderBy(sql`derby_hotel_id is not distinct from ${h.propertyId}`, 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!local) {
        recordFailure(tally, h.propertyId, 'No RigRest hotel carries this DerbySoft code yet (run the ICE Portal sync first)', h.name ?? undefined);
        continue;
      }
      // A live hotel DerbySoft switched off is taken out with the vanished ones, at the end.
      const switching = local.available_on_derby && !h.active;
      if (switching) switchedOff.push({ id: local.id, hash: null });
      if (local.derby_hotel_id === h.propertyId && (switching || local.available_on_derby === h.active)) {
        tally.unchanged += 1;
        continue;
      }
      try {
        await db
          .updateTable('hotels')
          .set({ derby_hotel_id: h.propertyId, available_on_derby: switching || h.active, supplier_synced_at: new Date().toISOString(), updated_at: new Date().toISOString() })
          .where('id', '=', local.id)
          .execute();
        tally[local.derby_hotel_id ? 'updated' : 'created'] += 1;
      } catch (err) {
        recordFailure(tally, h.propertyId, err instanceof Error ? err.message : String(err), h.name ?? undefined);
      }
    }
    await ctx.checkpoint({ tally });
    const live = db.selectFrom('hotels').where('derby_hotel_id', 'is not', null).where('available_on_derby', '=', true);
    const dropped = await live
      .select('id')
      .where(sql<boolean>`derby_hotel_id <> all(${sql.val([...seen])}::varchar[])`)
      .orderBy('id')
      .execute();
    const { total } = await live.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
    const plan = { supplier: 'derbysoft' as const, hotels: [...dropped.map((h) => ({ id: h.id, hash: null })), ...switchedOff] };
    return finishDeactivations(db, plan, Number(total), tally, opts.maxDeactivateShare);
  };
}
