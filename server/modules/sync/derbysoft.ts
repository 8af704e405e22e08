import { sql } from 'kysely';
import type { Db } from '../../db';
import { JobStopped, type JobContext } from '../../jobs/worker';
import type { InventorySupplier } from '../../suppliers/types';
import { emptyTally, recordFailure } from './result';

/**
 * DerbySoft sync: the hotels DerbySoft offers us are matched to ours by their
 * mapped code (from ICE Portal) or an earlier match, and flagged
 * available_on_derby so their rates and bookings go live through DerbySoft;
 * hotels DerbySoft no longer offers fall back to local inventory. Rates are never
 * copied: they are asked live at search time. Writes only what changed.
 */
export function derbySyncHandler(db: Db, inventory: InventorySupplier) {
  return async (ctx: JobContext) => {
    const tally = emptyTally();
    const offered = await inventory.listHotels();
    const seen = new Set<string>();
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
      if (local.derby_hotel_id === h.propertyId && local.available_on_derby === h.active) {
        tally.unchanged += 1;
        continue;
      }
      try {
        await db
          .updateTable('hotels')
          .set({ derby_hotel_id: h.propertyId, available_on_derby: h.active, supplier_synced_at: new Date().toISOString(), updated_at: new Date().toISOString() })
          .where('id', '=', local.id)
          .execute();
        tally[local.derby_hotel_id ? 'updated' : 'created'] += 1;
      } catch (err) {
        recordFailure(tally, h.propertyId, err instanceof Error ? err.message : String(err), h.name ?? undefined);
      }
    }
    await ctx.checkpoint({ tally });
    const dropped = await db
      .updateTable('hotels')
      .set({ available_on_derby: false, updated_at: new Date().toISOString() })
      .where('derby_hotel_id', 'is not', null)
      .where('available_on_derby', '=', true)
      .where(sql<boolean>`derby_hotel_id <> all(${sql.val([...seen])}::varchar[])`)
      .executeTakeFirst();
    tally.deactivated = Number(dropped.numUpdatedRows);
    return tally as unknown as Record<string, unknown>;
  };
}
