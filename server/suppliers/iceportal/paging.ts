import { SupplierError } from '../types';
import type { IcePage } from './wire';

/** Where a walk over ICE Portal's pages stands. `seen` is the largest page the server gave, to spot a silent size cap. */
export type PageCursor = { page: number; size: number; seen: number; since?: string };

export function encodeCursor(c: PageCursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

export function decodeCursor(cursor: string): PageCursor {
  try {
    const c = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<PageCursor>;
    if (Number.isInteger(c.page) && Number.isInteger(c.size) && Number.isInteger(c.seen) && (c.page ?? 0) >= 1) {
      return { page: c.page!, size: c.size!, seen: c.seen!, ...(typeof c.since === 'string' ? { since: c.since } : {}) };
    }
  } catch {
    // fall through
  }
  throw new SupplierError('ice_portal', 'validation', 'ice_portal.listings: bad cursor', { retryable: false });
}

/**
 * Whether another page follows. The paging envelope is not documented, so explicit hints are used when the answer
 * has them, and otherwise a short page ends the walk — but only once the server's real page size is known (it may
 * cap pageSize silently): a first short page costs one more request, which answers empty at the end.
 */
export function nextPage(body: Omit<IcePage<unknown>, 'results'> | undefined, got: number, c: PageCursor): { more: boolean; seen: number } {
  const seen = Math.max(c.seen, got);
  if (got === 0 || !body) return { more: false, seen };
  const hint = explicitHint(body, c.page, body.pageSize ?? seen);
  if (hint !== undefined) return { more: hint, seen };
  if (got >= c.size) return { more: true, seen };
  const known = body.pageSize ?? (c.seen > 0 ? c.seen : undefined);
  return { more: known === undefined ? true : got >= known, seen };
}

function explicitHint(b: Omit<IcePage<unknown>, 'results'>, page: number, size: number): boolean | undefined {
  if (typeof b.hasMore === 'boolean') return b.hasMore;
  if (typeof b.hasNextPage === 'boolean') return b.hasNextPage;
  if ('next' in b) return typeof b.next === 'string' && b.next !== '';
  if ('nextPage' in b) return b.nextPage !== null && b.nextPage !== undefined && b.nextPage !== '';
  const pages = b.totalPages ?? b.pageCount;
  if (typeof pages === 'number') return page < pages;
  const total = b.totalCount ?? b.total ?? b.totalResults;
  if (typeof total === 'number' && size > 0) return page * size < total;
  return undefined;
}
