import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { healthResponse, readyResponse, type ReadyResponse } from '@/api/schemas/system';
import type { Db } from '@server/db';
import type { Readiness } from '@server/lib/readiness';
import { version } from '@server/version';
import { anyone } from '@server/plugins/access';

/** Seconds a client is told to wait before asking /api/ready again. */
const RETRY_SECONDS = 5;

/** Whether the database answers a trivial query within `timeoutMs` (a query left waiting is not awaited further). */
export async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const answered = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness, public (no sign-in, no gateway client): a load balancer or an orchestrator calls them.
 * Registered outside the API's context so no hook of it (reading a bearer token from the database) runs for them.
 */
export async function systemRoutes(app: FastifyInstance, opts: { readiness: Readiness; readyTimeoutMs: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['system'];

  r.get('/health', { schema: { tags, response: { 200: healthResponse } }, config: anyone }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' as const, version };
  });

  r.get('/ready', { schema: { tags, response: { 200: readyResponse, 503: readyResponse } }, config: anyone }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    let body: ReadyResponse;
    if (!opts.readiness.ready) body = { status: 'preparing' };
    else if (await databaseAnswers(app.db, opts.readyTimeoutMs)) return { status: 'ready' as const, database: 'ok' as const };
    else body = { status: 'unavailable', database: 'unavailable' };
    return reply.status(503).header('Retry-After', String(RETRY_SECONDS)).send(body);
  });
}
