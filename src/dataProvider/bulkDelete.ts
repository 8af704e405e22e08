import { HttpError, type Identifier, type RaRecord } from 'react-admin';
import type { BulkDeleteResult } from '../api/schemas/catalog';
import type { ApiResource } from './types';

/** What a bulk delete did, record by record: the ids deleted, and the others with the reason each was kept. */
export type BulkDeleteOutcome = { deleted: Identifier[]; refused: { id: Identifier; message: string }[] };

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How many refused records a notification names; the rest are counted ("and 3 more"). */
export const NAMED_REFUSALS = 5;

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/**
 * Deletes records one call each: those the API refuses (409 still in use) are reported, the others go ahead. When
 * nothing was deleted and nothing was in use, the calls failed as a whole (signed out, no permission, API down):
 * that error is thrown as it is, so react-admin handles it like any other.
 */
export async function deleteEach(ids: readonly Identifier[], remove: (id: Identifier) => Promise<unknown>): Promise<BulkDeleteOutcome> {
  const unique = [...new Set(ids)];
  const settled = await Promise.allSettled(unique.map((id) => remove(id)));
  const deleted: Identifier[] = [];
  const failed: { id: Identifier; error: unknown }[] = [];
  settled.forEach((s, i) => (s.status === 'fulfilled' ? deleted.push(unique[i]!) : failed.push({ id: unique[i]!, error: s.reason })));
  const first = failed[0];
  if (first && !deleted.length && failed.every((f) => statusOf(f.error) !== 409)) throw first.error;
  return { deleted, refused: failed.map(({ id, error }) => ({ id, message: (error as Error)?.message || 'ra.notification.http_error' })) };
}

/** The one-call answer (amenities' deleteMultiple) in the same terms. */
export const outcomeOf = (result: BulkDeleteResult): BulkDeleteOutcome => ({ deleted: result.deleted, refused: result.refused });

/** A record as staff know it: the resource's recordRepresentation when the list gave the record, else '#id'. */
export function recordName(resource: Pick<ApiResource, 'recordRepresentation'>, id: Identifier, records: readonly RaRecord[] = []): string {
  const record = records.find((r) => String(r.id) === String(id));
  const represent = resource.recordRepresentation;
  const name = record && represent ? (typeof represent === 'function' ? represent(record) : record[represent]) : undefined;
  return name === undefined || name === null || name === '' ? `#${id}` : String(name);
}

/** One notification: how many were deleted, and which were not and why (the first few named, the rest counted). */
export function bulkDeleteNotice(translate: Translate, outcome: BulkDeleteOutcome, nameOf: (id: Identifier) => string): string {
  const separator = translate('bulkDelete.separator');
  const named = outcome.refused.slice(0, NAMED_REFUSALS).map((r) => translate('bulkDelete.item', { name: nameOf(r.id), reason: r.message }));
  const more = outcome.refused.length - named.length;
  const list = [...named, ...(more > 0 ? [translate('bulkDelete.more', { smart_count: more })] : [])].join(separator);
  const refused = translate('bulkDelete.refused', { smart_count: outcome.refused.length, list });
  if (!outcome.deleted.length) return refused;
  return translate('bulkDelete.partly', { deleted: translate('bulkDelete.deleted', { smart_count: outcome.deleted.length }), refused });
}

/** The error a bulk delete ends with when some records were kept: the notice as its message, the outcome in its body. */
export const bulkDeleteRefusal = (notice: string, outcome: BulkDeleteOutcome) => new HttpError(notice, 409, { code: 'in_use', ...outcome });

/** The ids a bulk delete kept, when `error` is that refusal. */
export function refusedIds(error: unknown): Identifier[] | null {
  const body = error instanceof HttpError ? (error.body as Partial<BulkDeleteOutcome> | undefined) : undefined;
  return body?.refused ? body.refused.map((r) => r.id) : null;
}
