import { z } from 'zod';
import { inventoryBulkEdit } from '@/api/schemas/hotels';

/**
 * The bulk editor's fields left empty mean "leave as is": dropped before the shared
 * schema sees them, as are no weekdays (every night of the range).
 */
export function dropEmpty(values: unknown): unknown {
  if (!values || typeof values !== 'object') return values;
  return Object.fromEntries(
    Object.entries(values as Record<string, unknown>).filter(([, v]) => v !== '' && v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)),
  );
}

export const bulkEditForm = z.preprocess(dropEmpty, inventoryBulkEdit);
