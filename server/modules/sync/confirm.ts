import { sql } from 'kysely';
import type { SyncConfirmation } from '@/api/schemas/admin';
import type { Db } from '@server/db';
import type { Job } from '@server/jobs/queue';
import { HttpError, notFound } from '@server/lib/errors';
import { applyDeactivations, type PendingDeactivation } from './deactivation';
import type { SyncTally } from './result';

export type SyncDecision = 'confirmed' | 'dismissed';

/**
 * Staff's answer to a held sync (status needs_confirmation). Confirming applies exactly the deactivations that job
 * computed — refused once a later sync of the same supplier has finished, since the catalogue has moved on since;
 * dismissing deactivates nothing. Either way the job ends as succeeded, its decision and who made it in its result.
 */
export async function decideHeldSync(db: Db, jobId: number, decision: SyncDecision, userId: number): Promise<Job> {
  return db.transaction().execute(async (trx) => {
    const job = await trx.selectFrom('jobs').selectAll().where('id', '=', jobId).where('kind', 'like', 'sync:%').forUpdate().executeTakeFirst();
    if (!job) throw notFound();
    if (job.status !== 'needs_confirmation') throw new HttpError(409, 'errors.syncNotAwaiting', undefined, 'sync_not_awaiting');
    const result = job.result as unknown as SyncTally & { confirmation: SyncConfirmation };
    const pending = (job.state as { pending?: PendingDeactivation }).pending;
    let deactivated = 0;
    if (decision === 'confirmed') {
      const later = await trx
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', job.kind)
        .where('id', '>', job.id)
        .where('status', 'in', ['succeeded', 'needs_confirmation'])
        .executeTakeFirst();
      if (later) throw new HttpError(409, 'errors.syncSuperseded', undefined, 'sync_superseded');
      deactivated = pending ? await applyDeactivations(trx, pending) : 0;
    }
    const decided: SyncTally = {
      ...result,
      deactivated,
      confirmation: { ...result.confirmation, decision, decided_at: new Date().toISOString(), decided_by: userId },
    };
    return trx
      .updateTable('jobs')
      .set({ status: 'succeeded', result: JSON.stringify(decided), state: sql`state - 'pending'`, updated_at: new Date().toISOString() })
      .where('id', '=', job.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
