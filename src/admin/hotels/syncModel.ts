import type { SyncConfirmation } from '@/api/schemas/admin';
import type { JobStatus, SyncJob, SyncSupplier, SyncTally } from '@/api/schemas/admin';

export const syncSuppliers: readonly SyncSupplier[] = ['ice_portal', 'derbysoft'];
export const tallyKeys = ['created', 'updated', 'unchanged', 'deactivated', 'failed'] as const;
export type TallyKey = (typeof tallyKeys)[number];

export const POLL_MS = 1000;

/** The job no longer runs: done, failed, or held for staff to confirm (polling stops for all three). */
export function isFinished(status: JobStatus | undefined): boolean {
  return status === 'succeeded' || status === 'failed' || status === 'needs_confirmation';
}

/** The deactivations a held job waits on staff for, or null when it is not waiting. */
export function pendingConfirmation(job: Pick<SyncJob, 'status' | 'result'> | undefined): SyncConfirmation | null {
  const c = job?.result?.confirmation;
  return job?.status === 'needs_confirmation' && c?.decision === 'pending' ? c : null;
}

/** What staff decided about a held job, once they have. */
export function confirmationDecision(job: Pick<SyncJob, 'result'> | undefined): 'confirmed' | 'dismissed' | null {
  const d = job?.result?.confirmation?.decision;
  return d === 'confirmed' || d === 'dismissed' ? d : null;
}

/** A share (0.25) as a percentage in the admin's language ("25 %" in French). */
export const formatShare = (share: number, locale: string): string => share.toLocaleString(locale, { style: 'percent', maximumFractionDigits: 1 });

/** The counts to show: the result once the job is done, its progress while it runs. */
export function jobTally(job: Pick<SyncJob, 'status' | 'progress' | 'result'> | undefined): SyncTally | null {
  if (!job) return null;
  const source = isFinished(job.status) ? (job.result ?? job.progress) : job.progress;
  if (!source) return null;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return {
    processed: n(source.processed),
    created: n(source.created),
    updated: n(source.updated),
    unchanged: n(source.unchanged),
    deactivated: n(source.deactivated),
    failed: n(source.failed),
    failures: Array.isArray(source.failures) ? source.failures : [],
  };
}

/** A run that changed nothing (the second run right after a first one). */
export function changedNothing(tally: SyncTally | null): boolean {
  return tally !== null && tally.created + tally.updated + tally.deactivated + tally.failed === 0;
}

/** The supplier a job kind belongs to ('sync:ice_portal' -> 'ice_portal'). */
export function supplierOfJob(kind: string): SyncSupplier | null {
  const code = kind.replace(/^sync:/, '');
  return (syncSuppliers as readonly string[]).includes(code) ? (code as SyncSupplier) : null;
}
