import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { advertiseStatuses, type AdvertiseRequest } from '@/api/schemas/siteContent';
import { toCsv } from '@server/lib/csv';
import { needs } from '@server/plugins/access';
import { listQueryOf } from '@server/plugins/crud';
import { advertiseRequests } from './index';

const columns = ['id', 'created_at', 'status', 'hotel_name', 'contact_name', 'email', 'phone', 'address', 'rooms', 'parking_spaces', 'message', 'notes', 'locale'] as const;

// The export answers what the list shows (its search, status filter and ordering), unpaged.
const exportQuery = z.object({
  search: z.string().max(200).optional(),
  ordering: z.string().max(200).optional(),
  status: z.enum(advertiseStatuses).optional(),
});

/** GET /admin/export/advertise-requests: the requests staff work, as CSV (cells guarded against spreadsheet formulas). */
export async function advertiseExportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/admin/export/advertise-requests', {
    schema: { tags: ['advertise-requests'], querystring: exportQuery, produces: ['text/csv'] },
    config: needs('view_advertiserequest'),
  }, async (req, reply) => {
    const rows = (await listQueryOf(advertiseRequests, app.db.selectFrom('advertise_requests').selectAll('advertise_requests'), req.query, req.user).execute()) as AdvertiseRequest[];
    const stamp = new Date().toISOString().slice(0, 10);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="advertise-requests-${stamp}.csv"`);
    return toCsv([...columns], rows.map((row) => columns.map((c) => row[c])));
  });
}
