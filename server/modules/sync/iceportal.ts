import { sql } from 'kysely';
import { removeUpload } from '../../lib/uploads';
import type { Db } from '../../db';
import type { ContentProperty, ContentSupplier, MediaItem } from '../../suppliers/types';
import { SupplierError } from '../../suppliers/types';
import { JobStopped, type JobContext } from '../../jobs/worker';
import { slugSource, uniqueSlug } from '../hotels/queries';
import { contentHash } from './hash';
import { mirrorPicture } from './pictures';
import { emptyTally, recordFailure, type SyncTally } from './result';

type IceState = { tally: SyncTally; cursor?: string; seen: string[]; done?: boolean };

const PAGE_SIZE = 100;
/** Progress is saved (and the job's lease renewed) at least this often. */
const HEARTBEAT_MS = 10_000;

/** Brand lookups by brand code, then chain code (both upper case). */
async function brandIndex(db: Db) {
  const rows = await db.selectFrom('brands').select(['id', 'code', 'chain_code']).execute();
  const byCode = new Map(rows.map((b) => [b.code.toUpperCase(), b.id]));
  const byChain = new Map<string, number>();
  for (const b of rows) if (b.chain_code && !byChain.has(b.chain_code.toUpperCase())) byChain.set(b.chain_code.toUpperCase(), b.id);
  return (p: ContentProperty) => (p.brandCode && byCode.get(p.brandCode.toUpperCase())) || (p.chainCode && byChain.get(p.chainCode.toUpperCase())) || null;
}

function hotelColumns(p: ContentProperty, brandId: number | null) {
  return {
    hotel_name: p.name,
    brand_code: p.brandCode,
    chain_code: p.chainCode,
    brand_id: brandId,
    address: p.address.line1,
    city: p.address.city,
    province: p.address.state,
    country: p.address.country,
    postal_code: p.address.postalCode,
    latitude: p.latitude,
    longitude: p.longitude,
    phone: p.phone,
    description: p.description,
    supplier_mapped_id: p.mappedId,
    status: p.published ? ('active' as const) : ('inactive' as const),
  };
}

type LocalMedia = MediaItem & { localUrl: string };

/** Writes one property and its rooms and pictures; answers what happened to it. */
async function upsertProperty(db: Db, uploadDir: string, p: ContentProperty, media: LocalMedia[], brandOf: (p: ContentProperty) => number | null): Promise<'created' | 'updated' | 'unchanged'> {
  const brandId = brandOf(p);
  const hash = contentHash({ p, media: media.map(({ url: _, ...m }) => m), brandId });
  const existing = await db.selectFrom('hotels').select(['id', 'supplier_hash']).where('ice_listing_id', '=', p.supplierId).executeTakeFirst();
  if (existing?.supplier_hash === hash) return 'unchanged';
  const now = new Date().toISOString();
  const { outcome, staleFiles } = await db.transaction().execute(async (trx) => {
    let hotelId: number;
    if (existing) {
      hotelId = existing.id;
      await trx.updateTable('hotels').set({ ...hotelColumns(p, brandId), supplier_hash: hash, supplier_synced_at: now, updated_at: now }).where('id', '=', hotelId).execute();
    } else {
      const slug = await uniqueSlug(trx, slugSource(p.name, p.address.city));
      const row = await trx
        .insertInto('hotels')
        .values({ ...hotelColumns(p, brandId), slug, ice_listing_id: p.supplierId, derby_hotel_id: null, available_on_derby: false, supplier_hash: hash, supplier_synced_at: now, website: null, interstate_hwy: null, parking_description: null, parking_spaces: null, parking_max_length_ft: null, parking_price_minor: null, parking_currency: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      hotelId = row.id;
    }
    for (const rt of p.roomTypes) {
      await trx
        .insertInto('rooms')
        .values({ hotel_id: hotelId, room_id: rt.roomId, name: rt.name, beds: null, description: rt.description })
        .onConflict((oc) => oc.columns(['hotel_id', 'room_id']).doUpdateSet({ name: rt.name, description: rt.description, updated_at: now }))
        .execute();
    }
    const rooms = await trx.selectFrom('rooms').select(['id', 'room_id']).where('hotel_id', '=', hotelId).execute();
    const roomByCode = new Map(rooms.map((r) => [r.room_id, r.id]));
    const refs = media.map((m) => m.supplierRef);
    // Supplier pictures no longer listed go; staff uploads stay.
    const stale = await trx
      .deleteFrom('hotel_pictures')
      .where('hotel_id', '=', hotelId)
      .where('source', '=', 'ice_portal')
      .where(sql<boolean>`supplier_ref <> all(${sql.val(refs)}::varchar[])`)
      .returning('url')
      .execute();
    for (const m of media) {
      const roomId = m.roomCodes.map((c) => roomByCode.get(c)).find((id) => id !== undefined) ?? null;
      const caption = m.caption.en ?? Object.values(m.caption)[0] ?? null;
      await trx
        .insertInto('hotel_pictures')
        .values({ hotel_id: hotelId, room_id: roomId, url: m.localUrl, caption, position: m.order, source: 'ice_portal', supplier_ref: m.supplierRef })
        .onConflict((oc) => oc.columns(['hotel_id', 'supplier_ref']).where('supplier_ref', 'is not', null).doUpdateSet({ url: m.localUrl, caption, position: m.order, room_id: roomId }))
        .execute();
    }
    return { outcome: existing ? ('updated' as const) : ('created' as const), staleFiles: stale.map((r) => r.url) };
  });
  // Files after the commit: a rolled-back sync must not lose pictures still listed.
  for (const url of staleFiles) await removeUpload(uploadDir, url);
  return outcome;
}

/**
 * ICE Portal content sync: pages through listings, upserts hotels by listing id
 * (brand matched by brand/chain code), their room types and pictures, and at the
 * end deactivates hotels ICE no longer lists. Resumable from its saved cursor;
 * unchanged content (same digest) writes nothing, so a second run changes 0 rows.
 */
export function iceSyncHandler(db: Db, content: ContentSupplier, uploadDir: string) {
  return async (ctx: JobContext) => {
    const saved = ctx.job.state as Partial<IceState>;
    const state: IceState = { tally: saved.tally ?? emptyTally(), cursor: saved.cursor, seen: saved.seen ?? [], done: saved.done };
    const brandOf = await brandIndex(db);
    const seen = new Set(state.seen);
    let savedAt = Date.now();
    const save = async () => {
      state.seen = [...seen];
      await ctx.checkpoint(state as unknown as Record<string, unknown>);
      savedAt = Date.now();
    };
    while (!state.done) {
      if (ctx.signal.aborted) throw new JobStopped();
      const page = await content.listProperties({ cursor: state.cursor, pageSize: PAGE_SIZE });
      for (const p of page.items) {
        if (ctx.signal.aborted) throw new JobStopped();
        // A slow page (many pictures to copy) still renews the lease and shows progress; the cursor stays on this
        // page until it is done, and a resumed run skips the properties already seen on it.
        if (Date.now() - savedAt > HEARTBEAT_MS) await save();
        if (seen.has(p.supplierId)) continue;
        seen.add(p.supplierId);
        state.tally.processed += 1;
        try {
          const media: LocalMedia[] = [];
          for (const m of await content.getPropertyMedia(p.supplierId)) {
            media.push({ ...m, localUrl: await mirrorPicture(uploadDir, m.supplierRef, m.url) });
          }
          const outcome = await upsertProperty(db, uploadDir, p, media, brandOf);
          state.tally[outcome] += 1;
        } catch (err) {
          if (err instanceof SupplierError && err.kind === 'auth') throw err;
          recordFailure(state.tally, p.supplierId, err instanceof Error ? err.message : String(err), p.name);
        }
      }
      state.cursor = page.nextCursor;
      state.done = !page.nextCursor;
      await save();
    }
    // Hotels ICE no longer lists: inactive, not deleted (bookings point at them). Their digest is forgotten so that
    // a listing that comes back is written again, active, even if its content did not change meanwhile.
    const removed = await db
      .updateTable('hotels')
      .set({ status: 'inactive', supplier_hash: null, updated_at: new Date().toISOString() })
      .where('ice_listing_id', 'is not', null)
      .where('status', '=', 'active')
      .where(sql<boolean>`ice_listing_id <> all(${sql.val([...seen])}::varchar[])`)
      .executeTakeFirst();
    state.tally.deactivated = Number(removed.numUpdatedRows);
    return state.tally as unknown as Record<string, unknown>;
  };
}
