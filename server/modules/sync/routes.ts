import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jobView } from '@/api/schemas/admin';
import { idParam } from '@/api/schemas/common';
import { notFound } from '@server/lib/errors';
import type { Job } from '@server/jobs/queue';
import { needs } from '@server/plugins/access';
import { decideHeldSync } from './confirm';

export const syncKinds = { 'sync-ice-portal': 'sync:ice_portal', 'sync-derbysoft': 'sync:derbysoft' } as const;

function view(job: Job) {
  const state = job.state as { tally?: Record<string, unknown> };
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress: state.tally ?? null,
    result: job.result,
    error: job.error,
    attempts: job.attempts,
    created_at: job.created_at,
    started_at: job.started_at,
    finished_at: job.finished_at,
  };
}

/** Staff start a supplier sync (a durable job; pressing twice joins the running one) and follow its progress. */
export async function syncRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sync'];
  for (const [path, kind] of Object.entries(syncKinds)) {
    r.get(`/hotels/${path}`, { schema: { tags, response: { 202: jobView } }, config: needs('change_hotel') }, async (req, reply) => {
      const { job, existing } = await app.jobs.enqueue(kind, {}, req.user?.id ?? null);
      app.worker?.poke();
      reply.status(202);
      return { ...view(job), existing };
    });
  }
  // A sync held before deactivating many hotels: staff who may start a sync confirm exactly its deactivations, or dismiss them.
  for (const [action, decision] of [['confirm', 'confirmed'], ['dismiss', 'dismissed']] as const) {
    r.post(`/admin/sync/:id/${action}`, { schema: { tags, params: idParam, response: { 200: jobView } }, config: needs('change_hotel') }, async (req) =>
      view(await decideHeldSync(app.db, req.params.id, decision, req.user!.id)),
    );
  }
  r.get('/admin/jobs/:id', { schema: { tags, params: idParam, response: { 200: jobView } }, config: needs('view_hotel') }, async (req) => {
    const job = await app.jobs.get(req.params.id);
    if (!job) throw notFound();
    return view(job);
  });
}
