import { sql } from 'kysely';
import { removeUpload } from '@server/lib/uploads';
import type { Db } from '@server/db';
import type { ContentProperty, ContentSupplier, MediaItem } from '@server/suppliers/types';
import { SupplierError } from '@server/suppliers/types';
import { JobStopped, type JobContext } from '@server/jobs/worker';
import { slugSource, uniqueSlug } from '../hotels/queries';
import { finishDeactivations, type Deactivation } from './deactivation';
import { contentHash } from './hash';
import { contentLanguages } from '@/api/schemas/content';
import { mirrorPicture } from './pictures';
import { emptyTally, recordFailure, type SyncTally } from './result';

/** `unpublished`: active hotels ICE now lists as unpublished; they go inactive with the removed ones, at the end. */
type IceState = { tally: SyncTally; cursor?: string; seen: string[]; unpublished: Deactivation[]; done?: boolean };

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

type Upserted = { outcome: 'created' | 'updated' | 'unchanged'; unpublished?: Deactivation };

/**
 * Writes one property and its rooms and pictures; answers what happened to it. An active hotel that ICE now lists as
 * unpublished keeps its status here: it is taken out with the removed ones at the end of the run, where a mass
 * change can be held for staff.
 */
async function upsertProperty(db: Db, uploadDir: string, p: ContentProperty, media: LocalMedia[], brandOf: (p: ContentProperty) => number | null): Promise<Upserted> {
  const brandId = brandOf(p);
  const hash = contentHash({ p, media: media.map(({ url: _, ...m }) => m), brandId });
  const existing = await db.selectFrom('hotels').select(['id', 'supplier_hash', 'status']).where('ice_listing_id', '=', p.supplierId).executeTakeFirst();
  if (existing?.supplier_hash === hash) return { outcome: 'unchanged' };
  const unpublished = existing?.status === 'active' && !p.published ? { id: existing.id, hash } : undefined;
  const now = new Date().toISOString();
  const { outcome, staleFiles } = await db.transaction().execute(async (trx) => {
    let hotelId: number;
    if (existing) {
      hotelId = existing.id;
      // Held back: no digest yet, so a run whose deactivation is dismissed looks at it again next time.
      const columns = unpublished ? { ...hotelColumns(p, brandId), status: 'active' as const, supplier_hash: null } : { ...hotelColumns(p, brandId), supplier_hash: hash };
      await trx.updateTable('hotels').set({ ...columns, supplier_synced_at: now, updated_at: now }).where('id', '=', hotelId).execute();
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
        .values({ hotel_id: hotelId, room_id: rt.roomId, supplier_code: rt.code, name: rt.name, beds: null, description: rt.description })
        // The room code is what DerbySoft knows the room by (supplier_room_maps).
        .onConflict((oc) => oc.columns(['hotel_id', 'room_id']).doUpdateSet({ name: rt.name, supplier_code: rt.code, description: rt.description, updated_at: now }))
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
      // The supplier's captions in our other languages, so a reader of /de sees its German one.
      const caption_i18n = JSON.stringify(Object.fromEntries(Object.entries(m.caption).filter(([lang, text]) => lang !== 'en' && text && (contentLanguages as readonly string[]).includes(lang))));
      await trx
        .insertInto('hotel_pictures')
        .values({ hotel_id: hotelId, room_id: roomId, url: m.localUrl, caption, caption_i18n, position: m.order, source: 'ice_portal', supplier_ref: m.supplierRef })
        .onConflict((oc) => oc.columns(['hotel_id', 'supplier_ref']).where('supplier_ref', 'is not', null).doUpdateSet({ url: m.localUrl, caption, caption_i18n, position: m.order, room_id: roomId }))
        .execute();
    }
    return { outcome: existing ? ('updated' as const) : ('created' as const), staleFiles: stale.map((r) => r.url) };
  });
  // Files after the commit: a rolled-back sync must not lose pictures still listed.
  for (const url of staleFiles) await removeUpload(uploadDir, url);
  return { outcome, ...(unpublished ? { unpublished } : {}) };
}

/**
 * ICE Portal content sync: pages through listings, upserts hotels by listing id
 * (brand matched by brand/chain code), their room types and pictures, and at the
 * end deactivates hotels ICE no longer lists or no longer publishes — unless that
 * is more than `maxDeactivateShare` of the active ICE hotels: then the job waits for
 * staff. Resumable from its saved cursor; unchanged content (same digest) writes
 * nothing, so a second run changes 0 rows.
 */
export function iceSyncHandler(db: Db, content: ContentSupplier, uploadDir: string, opts: { maxDeactivateShare: number }) {
  return async (ctx: JobContext) => {
    const saved = ctx.job.state as Partial<IceState>;
    const state: IceState = { tally: saved.tally ?? emptyTally(), cursor: saved.cursor, seen: saved.seen ?? [], unpublished: saved.unpublished ?? [], done: saved.done };
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
          const { outcome, unpublished } = await upsertProperty(db, uploadDir, p, media, brandOf);
          state.tally[outcome] += 1;
          if (unpublished) state.unpublished.push(unpublished);
        } catch (err) {
          // A refused credential or an answer we cannot read fails the same way for every hotel: stop the run.
          if (err instanceof SupplierError && (err.kind === 'auth' || err.kind === 'bad_answer')) throw err;
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
      .selectFrom('hotels')
      .select('id')
      .where('ice_listing_id', 'is not', null)
      .where('status', '=', 'active')
      .where(sql<boolean>`ice_listing_id <> all(${sql.val([...seen])}::varchar[])`)
      .orderBy('id')
      .execute();
    const { total } = await db
      .selectFrom('hotels')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('ice_listing_id', 'is not', null)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    const plan = { supplier: 'ice_portal' as const, hotels: [...removed.map((h) => ({ id: h.id, hash: null })), ...state.unpublished] };
    return finishDeactivations(db, plan, Number(total), state.tally, opts.maxDeactivateShare);
  };
}
