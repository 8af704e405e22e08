import type { SyncTally } from '@/api/schemas/admin';

export type { SyncTally };

export const emptyTally = (): SyncTally => ({ processed: 0, created: 0, updated: 0, unchanged: 0, deactivated: 0, failed: 0, failures: [] });

export const MAX_REPORTED_FAILURES = 200;

export function recordFailure(t: SyncTally, id: string, reason: string, name?: string) {
  t.failed += 1;
  if (t.failures.length < MAX_REPORTED_FAILURES) t.failures.push({ id, reason, ...(name ? { name } : {}) });
}
