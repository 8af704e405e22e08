import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@/api/schemas/common';
import { bookingParkingReport, hotelParkingReports, myParkingReport, parkingReportInput } from '@/api/schemas/parkingReports';
import { notFound } from '@server/lib/errors';
import { anySignedIn, anyone } from '@server/plugins/access';
import { liveReportsOf } from './queries';
import { createParkingReport, myReportAt } from './service';

const tags = ['parking reports'];
/** The hotel page lists this many live reports at most (the newest). */
const HOTEL_PAGE_REPORTS = 5;

export async function parkingReportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/bookings/:id/parking-report', {
    schema: { tags, params: idParam, body: parkingReportInput, response: { 201: bookingParkingReport } },
    // Per account: the rule is one report per booking night; this stops a driver trying their luck in a loop.
    config: { ...anySignedIn, rateLimit: { max: app.config.PARKING_REPORT_RATE_LIMIT, timeWindow: 3_600_000, keyGenerator: (req: FastifyRequest) => `parking-report:${req.user?.id ?? req.ip}` } },
  }, async (req, reply) => {
    const made = await createParkingReport(app.db, req.user!.id, req.params.id, req.body);
    return reply.code(201).send(made);
  });

  r.get('/hotels/:id/parking-reports', { config: anyone, schema: { tags, params: idParam, response: { 200: hotelParkingReports } } }, async (req) => {
    const hotel = await app.db.selectFrom('hotels').select('id').where('id', '=', req.params.id).where('status', '=', 'active').executeTakeFirst();
    if (!hotel) throw notFound();
    return { data: await liveReportsOf(app.db, hotel.id, HOTEL_PAGE_REPORTS) };
  });

  r.get('/hotels/:id/parking-reports/mine', { config: anySignedIn, schema: { tags, params: idParam, response: { 200: myParkingReport } } }, async (req) => ({
    data: await myReportAt(app.db, req.user!.id, req.params.id),
  }));
}
