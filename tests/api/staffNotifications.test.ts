import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyAdvertiseRequest, notifySyncFailed, PENDING_BOOKINGS_JOB, pendingBookingsHandler } from '@server/modules/notifications/staff';
import { SupplierError, type ContentSupplier } from '@server/suppliers/types';
import { fakeInventory } from './fakeInventory';
import { setupTestApp, type SignedIn, type TestContext } from './harness';
import { addTestHotel } from './hotelFixtures';
import { waitFor } from './waitFor';

type Bell = { data: { id: number; data: { title: string; description: string; link?: string | null } }[]; unread_notifications: number };

/** A content supplier whose every call fails the way the test says. */
function failingContent(error: () => Error): ContentSupplier {
  return {
    listProperties: async () => {
      throw error();
    },
    getProperty: async () => {
      throw error();
    },
  } as unknown as ContentSupplier;
}

describe('staff event notifications in the admin bell', () => {
  let t: TestContext;
  let content: { error: () => Error };
  let admin: SignedIn;
  let superuser: SignedIn;
  let requestsDesk: SignedIn;
  let bookingsDesk: SignedIn;
  let noBackOffice: SignedIn;
  let driver: SignedIn;
  let former: SignedIn;

  beforeAll(async () => {
    content = { error: () => new SupplierError('ice_portal', 'auth', 'token refused by ICE Portal') };
    const inv = fakeInventory();
    t = await setupTestApp(
      { CAPTCHA_COST: '100', BOOKING_PENDING_ALERT_MINUTES: '30', BOOKING_PENDING_CHECK_MS: '60000' },
      { suppliers: { content: failingContent(() => content.error()), inventory: inv.supplier }, jobPollMs: 20 },
    );
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    superuser = await t.signedIn({ email: 'root@example.com', is_superuser: true });
    await t.createRole('Requests desk', ['access_admin_dashboard', 'view_advertiserequest']);
    await t.createRole('Bookings desk', ['access_admin_dashboard', 'view_booking']);
    // Holds the permission but not the back office: nowhere to open the record from.
    await t.createRole('Requests, no back office', ['view_advertiserequest', 'view_booking', 'change_hotel']);
    requestsDesk = await t.signedIn({ email: 'requests@example.com', role: 'Requests desk' });
    bookingsDesk = await t.signedIn({ email: 'bookings@example.com', role: 'Bookings desk' });
    noBackOffice = await t.signedIn({ email: 'nobo@example.com', role: 'Requests, no back office' });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    former = await t.signedIn({ email: 'former@example.com', role: 'Admin' });
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', former.id).execute();
    await t.db.updateTable('users').set({ locale: 'de' }).where('id', '=', requestsDesk.id).execute();
  });
  afterAll(async () => t?.close());

  const bell = async (who: SignedIn) => {
    const res = await t.request({ method: 'GET', url: '/api/user/notifications?limit=50', token: who.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Bell;
  };
  const told = async (key: string) =>
    (await t.db.selectFrom('user_notifications').select(['user_id', 'data']).where('event_key', '=', key).orderBy('user_id').execute()).map((r) => ({ user: Number(r.user_id), data: r.data }));

  describe('a new advertise request', () => {
    const solved = async () => {
      const challenge = (await t.request({ method: 'GET', url: '/api/captcha/challenge', remoteAddress: '203.0.113.20' })).json() as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    };
    const form = { contact_name: 'Pat <b>Lee</b>', email: 'owner@example.com', phone: '+1 417 555 0142', address: '1 Main St, Joplin, MO', rooms: 40, parking_spaces: 12 };

    it('tells every active staff member who sees advertise requests, in their language, with a link to the request', async () => {
      const res = await t.request({ method: 'POST', url: '/api/advertise-request', payload: { ...form, hotel_name: 'Route 66 Inn', captcha: await solved() }, remoteAddress: '203.0.113.20' });
      expect(res.statusCode, res.body).toBe(201);
      await t.app.background.settled();
      const id = Number((await t.db.selectFrom('advertise_requests').select('id').where('hotel_name', '=', 'Route 66 Inn').executeTakeFirstOrThrow()).id);

      const rows = await told(`advertise-request:${id}`);
      expect(rows.map((r) => r.user).sort((a, b) => a - b)).toEqual([admin.id, superuser.id, requestsDesk.id].sort((a, b) => a - b));
      const mine = (await bell(admin)).data.find((n) => n.data.link === `/admin/advertise-requests/${id}`);
      expect(mine?.data.title).toBe('New advertise request: Route 66 Inn');
      // The contact's name typed on the public form is text, never markup.
      expect(mine?.data.description).toBe('Pat &lt;b&gt;Lee&lt;&#x2F;b&gt; asked to advertise Route 66 Inn. Open the request to get in touch.');
      expect((await bell(requestsDesk)).data[0]!.data.title).toBe('Neue Werbeanfrage: Route 66 Inn');
      for (const who of [bookingsDesk, noBackOffice, driver]) expect((await bell(who)).data).toEqual([]);
      expect((await bell(admin)).unread_notifications).toBeGreaterThan(0);
    });

    it('tells nobody twice about one request', async () => {
      const request = { id: 987_654, hotel_name: 'Twice Inn', contact_name: 'Sam' };
      expect(await notifyAdvertiseRequest(t.db, request)).toBe(3);
      expect(await notifyAdvertiseRequest(t.db, request)).toBe(0);
      expect(await told('advertise-request:987654')).toHaveLength(3);
    });
  });

  describe('a booking pending with a supplier for too long', () => {
    let bookingIds: Record<'stuck' | 'recent' | 'confirmed' | 'local', number>;

    beforeAll(async () => {
      const hotel = await addTestHotel(t.db, { name: 'Slow Supplier Lodge', derbyId: 'SLOW-1' });
      const add = async (code: string, status: 'pending' | 'confirmed', supplier: 'derbysoft' | 'local', minutesAgo: number) => {
        const row = await t.db
          .insertInto('bookings')
          .values({
            confirmation_code: code,
            user_id: driver.id,
            hotel_id: hotel.id,
            room_id: hotel.roomId,
            checkin_date: '2026-12-01',
            checkout_date: '2026-12-02',
            nights: 1,
            rooms: 1,
            adults: 1,
            status,
            currency: 'USD',
            total_minor: 8900,
            nightly: '[]',
            guest: '{}',
            truck: '{}',
            special_requests: null,
            cancel_policy: null,
            supplier,
            rate_id: null,
            supplier_res_id: null,
            derby_res_id: null,
            failure_reason: null,
            idempotency_key: `k-${code}`,
            request_hash: 'h',
            confirmed_at: null,
            cancelled_at: null,
            failed_at: null,
            created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return Number(row.id);
      };
      bookingIds = {
        stuck: await add('RRSTUCK1', 'pending', 'derbysoft', 45),
        recent: await add('RRRECENT', 'pending', 'derbysoft', 5),
        confirmed: await add('RRCONFRM', 'confirmed', 'derbysoft', 90),
        local: await add('RRLOCAL1', 'pending', 'local', 90),
      };
    });

    it('the periodic job on the queue tells those who see bookings, once per booking, with a link to it', async () => {
      // The app queued the first check when its worker started (it found nothing then) and each run queues the next:
      // that next one is made due now.
      await waitFor('the first check', async () => (await t.db.selectFrom('jobs').select('id').where('kind', '=', PENDING_BOOKINGS_JOB).where('status', '=', 'succeeded').executeTakeFirst()) ?? null);
      await t.db.updateTable('jobs').set({ run_after: new Date().toISOString() }).where('kind', '=', PENDING_BOOKINGS_JOB).where('status', '=', 'queued').execute();
      t.app.worker?.poke();
      const rows = await waitFor('the pending-booking check', async () => {
        const r = await told(`booking-pending:${bookingIds.stuck}`);
        return r.length ? r : null;
      });
      expect(rows.map((r) => r.user).sort((a, b) => a - b)).toEqual([admin.id, superuser.id, bookingsDesk.id].sort((a, b) => a - b));
      expect(rows[0]!.data).toEqual({
        title: 'Booking RRSTUCK1 is still pending',
        description: 'The supplier has not confirmed booking RRSTUCK1 at Slow Supplier Lodge yet. Check it with the supplier and keep the driver informed.',
        link: `/admin/bookings/${bookingIds.stuck}/show`,
      });
      for (const id of [bookingIds.recent, bookingIds.confirmed, bookingIds.local]) expect(await told(`booking-pending:${id}`)).toEqual([]);
      for (const who of [requestsDesk, noBackOffice, driver]) expect((await bell(who)).data.some((n) => n.data.link?.startsWith('/admin/bookings/'))).toBe(false);
      const queued = await t.db.selectFrom('jobs').select(['run_after']).where('kind', '=', PENDING_BOOKINGS_JOB).where('status', '=', 'queued').execute();
      expect(queued).toHaveLength(1);
      expect(new Date(queued[0]!.run_after).getTime()).toBeGreaterThan(Date.now() + 30_000);
    });

    it('a rerun (another process, a retried job) tells nobody twice, keeps one next run queued, and tells of newly overdue ones', async () => {
      const check = pendingBookingsHandler(t.db, { BOOKING_PENDING_ALERT_MINUTES: 30, BOOKING_PENDING_CHECK_MS: 60_000 });
      expect(await check()).toEqual({ overdue: 1, told: 0 });
      expect(await told(`booking-pending:${bookingIds.stuck}`)).toHaveLength(3);
      await t.db.updateTable('bookings').set({ created_at: new Date(Date.now() - 31 * 60_000).toISOString() } as never).where('id', '=', bookingIds.recent).execute();
      expect(await check()).toEqual({ overdue: 2, told: 3 });
      expect(await check()).toEqual({ overdue: 2, told: 0 });
      expect(await told(`booking-pending:${bookingIds.recent}`)).toHaveLength(3);
      const queued = await t.db.selectFrom('jobs').select('id').where('kind', '=', PENDING_BOOKINGS_JOB).where('status', '=', 'queued').execute();
      expect(queued).toHaveLength(1);
    });
  });

  describe('a supplier sync that failed', () => {
    it('a sync failing for good tells those who may run syncs, with the reason and a link to Hotels', async () => {
      const res = await t.request({ method: 'GET', url: '/api/hotels/sync-ice-portal', token: admin.auth });
      expect(res.statusCode, res.body).toBe(202);
      const jobId = Number(res.json().id);
      const rows = await waitFor('the failed-sync notification', async () => {
        const r = await told(`sync-failed:${jobId}`);
        return r.length ? r : null;
      });
      expect((await t.db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow()).status).toBe('failed');
      // Admin and the superuser hold change_hotel; the desks do not, and the role without the back office is not told.
      expect(rows.map((r) => r.user).sort((a, b) => a - b)).toEqual([admin.id, superuser.id].sort((a, b) => a - b));
      expect(rows[0]!.data).toEqual({
        title: 'ICE Portal sync failed',
        description: `Sync job #${jobId} with ICE Portal stopped: token refused by ICE Portal. Run it again from Hotels.`,
        link: '/admin/hotels',
      });
      // Told again (the same job reported twice): nobody gets a second one.
      expect(await notifySyncFailed(t.db, { id: jobId, kind: 'sync:ice_portal' }, 'token refused by ICE Portal')).toBe(0);
      expect(await told(`sync-failed:${jobId}`)).toHaveLength(2);
    });

    it('an attempt that will be retried tells nobody yet; the reason is escaped', async () => {
      content.error = () => new SupplierError('ice_portal', 'unavailable', '503 <script>alert(1)</script>');
      const res = await t.request({ method: 'GET', url: '/api/hotels/sync-ice-portal', token: admin.auth });
      const jobId = Number(res.json().id);
      await waitFor('the first attempt to fail', async () => {
        const job = await t.db.selectFrom('jobs').select(['attempts', 'status', 'error']).where('id', '=', jobId).executeTakeFirstOrThrow();
        return job.attempts >= 1 && job.status === 'queued' && job.error ? job : null;
      });
      expect(await told(`sync-failed:${jobId}`)).toEqual([]);
      await notifySyncFailed(t.db, { id: jobId, kind: 'sync:ice_portal' }, '503 <script>alert(1)</script>');
      const [row] = await told(`sync-failed:${jobId}`);
      expect(row!.data.description).toContain('503 &lt;script&gt;alert(1)&lt;&#x2F;script&gt;');
      expect(row!.data.description).not.toContain('<script>');
    });
  });
});
