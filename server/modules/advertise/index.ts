import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ColumnType, Generated } from 'kysely';
import { z } from 'zod';
import { messageBody } from '@/api/schemas/common';
import { advertiseRequest, advertiseRequestInput, advertiseRequestUpdate, advertiseStatuses, captchaConfig, type AdvertiseRequest } from '@/api/schemas/siteContent';
import { HttpError } from '@server/lib/errors';
import { mailT } from '@server/lib/i18n';
import { mailLine } from '@server/mail/plainText';
import { composeSiteMail } from '@server/mail/siteMail';
import { mailStaff } from '@server/mail/staffMail';
import { anyone } from '@server/plugins/access';
import { defineArea } from '@server/plugins/areas';
import { defineResource } from '@server/plugins/crud';
import { notifyAdvertiseRequest } from '@server/modules/notifications/staff';
import { checkAltcha, checkRecaptcha, newChallenge } from './captcha';

type AdvertiseRequestsTable = {
  id: Generated<number>;
  hotel_name: string;
  contact_name: string;
  email: string;
  phone: string;
  address: string;
  rooms: number;
  parking_spaces: number;
  message: string | null;
  status: ColumnType<string, string | undefined, string>;
  notes: string | null;
  locale: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<string, string | undefined, never>;
  updated_at: ColumnType<string, string | undefined, string>;
};
type CaptchaUsesTable = { signature: string; expires_at: string };

declare module '@server/db/types' {
  interface Database {
    advertise_requests: AdvertiseRequestsTable;
    captcha_uses: CaptchaUsesTable;
  }
}

const csvColumns = ['id', 'created_at', 'status', 'hotel_name', 'contact_name', 'email', 'phone', 'address', 'rooms', 'parking_spaces', 'message', 'notes', 'locale'] as const;

/** Staff work the requests at /admin/advertise-requests: status new → contacted → won/lost, and notes. */
export const advertiseRequests = defineResource({
  name: 'advertise-requests',
  mounts: [{ path: '/admin/advertise-requests', operations: ['list', 'get', 'update', 'patch', 'delete'] }],
  table: 'advertise_requests',
  model: 'advertiserequest',
  record: advertiseRequest,
  create: advertiseRequestUpdate,
  update: advertiseRequestUpdate,
  search: ['advertise_requests.hotel_name', 'advertise_requests.contact_name', 'advertise_requests.email', 'advertise_requests.address'],
  ordering: { created_at: 'advertise_requests.created_at', hotel_name: 'advertise_requests.hotel_name', status: 'advertise_requests.status' },
  defaultOrdering: '-created_at',
  filters: { status: { schema: z.enum(advertiseStatuses), apply: (q, v: string) => q.where('advertise_requests.status', '=', v) } },
  adminSearch: {
    slug: 'advertiserequests',
    title: 'search.advertiserequests',
    match: ['advertise_requests.hotel_name', 'advertise_requests.contact_name', 'advertise_requests.email'],
    prefix: 'advertise_requests.hotel_name',
    orderBy: 'advertise_requests.hotel_name',
    select: (q) => q.clearSelect().select(['advertise_requests.id', 'advertise_requests.hotel_name as name', 'advertise_requests.contact_name', 'advertise_requests.status']),
  },
  csv: {
    name: 'advertise-requests',
    columns: csvColumns,
    rows: (_db, rows: AdvertiseRequest[]) => rows.map((row) => csvColumns.map((c) => row[c])),
  },
});

async function advertiseRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const recaptcha = { siteKey: app.config.RECAPTCHA_SITE_KEY, secret: app.config.RECAPTCHA_SECRET_KEY, verifyUrl: app.config.RECAPTCHA_VERIFY_URL };
  const useRecaptcha = Boolean(recaptcha.siteKey && recaptcha.secret);

  r.get('/captcha', { config: anyone, schema: { tags: ['advertise'], response: { 200: captchaConfig } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return useRecaptcha ? { kind: 'recaptcha' as const, siteKey: recaptcha.siteKey! } : { kind: 'altcha' as const, challengeUrl: '/api/captcha/challenge' };
  });
  r.get('/captcha/challenge', { config: { ...anyone, rateLimit: { max: 60, timeWindow: 60_000 } }, schema: { tags: ['advertise'] } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return newChallenge(app.config.TOKEN_SECRET, app.config.CAPTCHA_COST);
  });

  r.post('/advertise-request', {
    config: { ...anyone, rateLimit: { max: app.config.ADVERTISE_RATE_LIMIT, timeWindow: 3_600_000, keyGenerator: (req) => `advertise:${req.ip}` } },
    schema: { tags: ['advertise'], body: advertiseRequestInput, response: { 201: messageBody } },
  }, async (req, reply) => {
    const { captcha, ...fields } = req.body;
    const outcome = useRecaptcha ? await checkRecaptcha({ secret: recaptcha.secret!, verifyUrl: recaptcha.verifyUrl }, captcha, req.ip) : await checkAltcha(app.db, app.config.TOKEN_SECRET, captcha);
    if (outcome === 'unavailable') throw new HttpError(503, 'errors.captchaUnavailable', undefined, 'captcha_unavailable');
    if (outcome !== 'ok') throw new HttpError(400, 'errors.captcha', { captcha: ['errors.captcha'] }, `captcha_${outcome}`);
    const row = await app.db.insertInto('advertise_requests').values({ ...fields, message: fields.message ?? null, locale: req.messages.locale }).returning('id').executeTakeFirstOrThrow();
    const m = req.messages;
    app.background.run(`advertise-request ${row.id} staff bell`, () => notifyAdvertiseRequest(app.db, { id: Number(row.id), ...fields }));
    app.background.run(`advertise-request ${row.id}`, async () => {
      const t = mailT(m.locale);
      await app.mailer.send(await composeSiteMail(app.db, t, { to: fields.email, subject: t('advertise.subject'), name: fields.contact_name, paragraphs: [t('advertise.body', { hotel: mailLine(fields.hotel_name, 150) })] }));
      // Staff are told in their own language, with the site's signature and support contacts.
      await mailStaff(app.db, app.mailer, 'view_advertiserequest', (st) => ({
        subject: mailLine(st('staffMail.advertiseRequest.subject', { id: row.id, hotel: mailLine(fields.hotel_name, 150) }), 200),
        paragraphs: [
          st('staffMail.advertiseRequest.body', { name: mailLine(fields.contact_name, 100), hotel: mailLine(fields.hotel_name, 150) }),
          st('staffMail.advertiseRequest.open', { link: `${app.config.publicOrigin}/admin/advertise-requests/${row.id}` }),
        ],
      }));
    });
    reply.status(201);
    return { message: m.t('advertise.received') };
  });
}

export default defineArea({ resources: [advertiseRequests], routes: [advertiseRoutes] });
