import type { Db } from '@server/db';
import { sanitizePageHtml } from './html';

export function sanitizeNullable(html: string | null | undefined): string | null | undefined {
  return typeof html === 'string' ? sanitizePageHtml(html) : html;
}

/**
 * Rich-text fields cleaned on write (server allowlist), in English and in every translation; translations stored as
 * JSON. Fields the input leaves out (PATCH) stay as they are.
 */
export function cleanInput(input: Record<string, unknown>, richFields: string[]) {
  const out: Record<string, unknown> = { ...input };
  for (const f of richFields) if (f in out) out[f] = sanitizeNullable(out[f] as string | null);
  if (out.translations !== undefined) {
    const tr = out.translations as Record<string, Record<string, string | null | undefined>>;
    const clean = Object.fromEntries(
      Object.entries(tr).map(([lng, fields]) => [
        lng,
        Object.fromEntries(Object.entries(fields ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '').map(([k, v]) => [k, richFields.includes(k) ? sanitizeNullable(v) : v])),
      ]),
    );
    out.translations = JSON.stringify(clean);
  }
  if (out.brand_ids !== undefined) out.brand_ids = JSON.stringify(out.brand_ids);
  return out;
}

/** The content tables whose rich text is cleaned on write. */
type RichTextTable = 'faq_entries' | 'pages' | 'promotions' | 'programmes';

/** A resource's `insert` hook that cleans its rich-text fields first (defineResource's default inserts the input as is). */
export function cleanedInsert(table: RichTextTable, richFields: string[]) {
  return async (db: Db, input: Record<string, unknown>) => {
    const row = await db.insertInto(table).values(cleanInput(input, richFields) as never).returning('id').executeTakeFirstOrThrow();
    return Number(row.id);
  };
}

/** A resource's `write` hook: the fields the input carries, rich text cleaned, and the time of the change. */
export function cleanedWrite(table: RichTextTable, richFields: string[]) {
  return async (db: Db, id: number, input: Record<string, unknown>) => {
    const values = cleanInput(input, richFields);
    if (Object.keys(values).length) await db.updateTable(table).set({ ...values, updated_at: new Date().toISOString() } as never).where('id', '=', id).execute();
  };
}
