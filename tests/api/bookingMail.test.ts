import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@/api/schemas/bookings';
import { createJobQueue } from '@server/jobs/queue';
import { startWorker, type Worker } from '@server/jobs/worker';
import type { Mail, Mailer } from '@server/mail/mailer';
import { BOOKING_MAIL_JOB, bookingMailHandler } from '@server/modules/bookings/notify';
import { addTestHotel, day } from './hotelFixtures';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

/**
 * Issue 11 item 5: a booking answers without composing its confirmation mail. The mail is a job queued in the
 * booking's own transaction; a job worker (any process's) composes and sends it, once per booking, in the booking's
 * language, and a worker that dies before sending leaves it to the next one.
 */
describe('booking confirmation mail as a job', () => {
  let t: TestContext;
  let driver: SignedIn;
  const workers: Worker[] = [];

  beforeAll(async () => {
    // No worker in this app: the answer is all the request does.
    t = await setupTestApp({}, { runWorker: false });
    driver = await t.signedIn({ email: 'mailed.driver@example.com', role: 'Trucker', first_name: 'Mila' });
  });
  afterEach(async () => {
    for (const w of workers.splice(0)) await w.close();
  });
  afterAll(async () => t?.close());

  const request = (from: number) => ({
    checkin_date: day(from),
    checkout_date: day(from + 1),
    guest: { first_name: 'Mila', last_name: 'Mailed', email: 'typed@elsewhere.example' },
    truck: { parking_needed: true, vehicle_type: 'tractor_trailer', length_ft: 70 },
    expected_total: 89,
    currency: 'USD',
  });
  const book = (hotelId: number, roomId: number, from: number, language = 'en') =>
    t.request({ method: 'POST', url: `/api/bookings/${hotelId}/${roomId}`, payload: request(from), token: driver.auth, headers: { 'idempotency-key': randomUUID(), 'accept-language': language } });
  /** A worker of its own (as another server process would run), sending through `mailer`. */
  const worker = (mailer: Mailer, leaseMs = 60_000) => {
    const w = startWorker(createJobQueue(t.db, { leaseMs }), { [BOOKING_MAIL_JOB]: bookingMailHandler({ db: t.db, mailer, origin: 'https://rigrest.example' }) }, { log: t.app.log, pollMs: 20 });
    workers.push(w);
    return w;
  };
  const mailJobs = (bookingId: number) =>
    t.db.selectFrom('jobs').select(['status', 'attempts', 'payload']).where('kind', '=', BOOKING_MAIL_JOB).where(sql<string>`payload->>'bookingId'`, '=', String(bookingId)).execute();

  it('answers 201 with nothing composed or sent: the mail waits as a job written with the booking', async () => {
    const { hotelId, roomId } = await addTestHotel(t.db, { name: 'Answer First Inn' });
    const before = t.mail.sent.length;
    const res = await book(hotelId, roomId, 6, 'de');
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json() as Booking;
    expect(t.mail.sent.length).toBe(before);
    expect(await mailJobs(b.id)).toEqual([{ status: 'queued', attempts: 0, payload: { bookingId: b.id, notice: 'confirmed', locale: 'de' } }]);
  });

  it('two workers send exactly one mail per booking, to the account, in the language it was booked in', async () => {
    const { hotelId, roomId } = await addTestHotel(t.db, { name: 'Twice Checked Inn', allotment: 20, city: 'Joplin', province: 'MO', postal: '64801', country: 'United States' });
    await t.db.updateTable('hotels').set({ address: '12 Range Line Rd', phone: '+1 417 555 0199' }).where('id', '=', hotelId).execute();
    const languages = ['en', 'de', 'ja', 'de', 'en', 'ja'];
    const made = await Promise.all(languages.map(async (language, i) => ({ language, booking: (await book(hotelId, roomId, 6 + (i % 3), language)).json() as Booking })));
    const sent: Mail[] = [];
    const mailer: Mailer = { send: async (m) => void sent.push(m) };
    worker(mailer);
    worker(mailer);
    await t.jobsDone(BOOKING_MAIL_JOB);
    // Every booking of this file so far (the first test's included): one mail each, none twice.
    const codes = sent.map((m) => /RR[0-9A-Z]{8}/.exec(m.subject)?.[0]);
    expect(codes).not.toContain(undefined);
    expect(new Set(codes).size).toBe(codes.length);
    for (const { language, booking } of made) {
      const mine = sent.filter((m) => m.subject.includes(booking.confirmation_code));
      expect(mine, booking.confirmation_code).toHaveLength(1);
      expect(mine[0]!.to).toBe(driver.email);
      const opening = { en: 'Booking confirmed: ', de: 'Buchung bestätigt: ', ja: '予約確定：' }[language]!;
      expect(mine[0]!.subject.startsWith(opening), mine[0]!.subject).toBe(true);
      expect(mine[0]!.text).toContain(booking.confirmation_code);
      // Where the hotel is, its phone, and the booking to see or cancel, in the booking's language.
      expect(mine[0]!.text).toContain('Twice Checked Inn, 12 Range Line Rd, Joplin, MO 64801, United States · +1 417 555 0199');
      const link = `https://rigrest.example${language === 'en' ? '' : `/${language}`}/book/history?booking=${booking.id}`;
      const manage = { en: `See or cancel your booking: ${link}`, de: `Ihre Buchung ansehen oder stornieren: ${link}`, ja: `予約の確認・キャンセル：${link}` }[language]!;
      expect(mine[0]!.text).toContain(manage);
      // Until when it is cancelled for free: 6 pm on the day of arrival, the hotel's own time (the local rule).
      const freeUntil = { en: /\nFree cancellation until [^\n]+, 6:00\sPM \(hotel's local time\)\n/, de: /\nKostenlose Stornierung bis [^\n]+, 18:00 \(Ortszeit des Hotels\)\n/, ja: /\n[^\n]+ 18:00（ホテル現地時間）まで無料キャンセル\n/ }[language]!;
      expect(mine[0]!.text).toMatch(freeUntil);
      expect(await mailJobs(booking.id)).toEqual([expect.objectContaining({ status: 'succeeded', attempts: 1 })]);
    }
  });

  it('queues no mail for a booking that was refused and rolled back: one room, ten drivers at once, one mail job', async () => {
    const { hotelId, roomId } = await addTestHotel(t.db, { name: 'Last Room Inn', allotment: 1 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(hotelId, roomId, 9)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    const { id } = await t.db.selectFrom('bookings').select('id').where('room_id', '=', roomId).executeTakeFirstOrThrow();
    const jobs = await t.db.selectFrom('jobs').select('payload').where('kind', '=', BOOKING_MAIL_JOB).where('status', '=', 'queued').execute();
    expect(jobs.filter((j) => (j.payload as { bookingId: number }).bookingId === Number(id))).toHaveLength(1);
    const { rows: orphans } = await sql`select j.id from jobs j where j.kind = ${BOOKING_MAIL_JOB} and not exists (select 1 from bookings b where b.id = (j.payload->>'bookingId')::bigint)`.execute(t.db);
    expect(orphans).toEqual([]);
  });

  it('a worker that dies after taking the job, before sending, loses nothing: the next one sends it once', async () => {
    const { hotelId, roomId } = await addTestHotel(t.db, { name: 'Second Chance Inn' });
    const b = (await book(hotelId, roomId, 7, 'ja')).json() as Booking;
    const sent: Mail[] = [];
    const mailer: Mailer = { send: async (m) => void sent.push(m) };
    // The "dead" worker: claims the job with a short lease and never finishes it.
    const dead = createJobQueue(t.db, { leaseMs: 300 });
    let claimed = await dead.claim([BOOKING_MAIL_JOB]);
    while (claimed && (claimed.payload as { bookingId: number }).bookingId !== b.id) {
      await dead.complete(claimed.id, { skipped: 'not this test' });
      claimed = await dead.claim([BOOKING_MAIL_JOB]);
    }
    expect(claimed).not.toBeNull();
    worker(mailer);
    await t.jobsDone(BOOKING_MAIL_JOB);
    expect(sent.filter((m) => m.subject.includes(b.confirmation_code))).toHaveLength(1);
    expect(sent.find((m) => m.subject.includes(b.confirmation_code))!.subject.startsWith('予約確定：')).toBe(true);
    expect(await mailJobs(b.id)).toEqual([expect.objectContaining({ status: 'succeeded', attempts: 2 })]);
  });

  it('a mail server that fails is tried again later, and the mail goes out once', async () => {
    const { hotelId, roomId } = await addTestHotel(t.db, { name: 'Flaky Mail Inn' });
    const b = (await book(hotelId, roomId, 8)).json() as Booking;
    const sent: Mail[] = [];
    let failures = 1;
    const mailer: Mailer = {
      send: async (m) => {
        if (m.subject.includes(b.confirmation_code) && failures-- > 0) throw new Error('SMTP 421 try again later');
        sent.push(m);
      },
    };
    worker(mailer);
    await t.jobsDone(BOOKING_MAIL_JOB, 15_000);
    expect(sent.filter((m) => m.subject.includes(b.confirmation_code))).toHaveLength(1);
    expect(await mailJobs(b.id)).toEqual([expect.objectContaining({ status: 'succeeded', attempts: 2 })]);
  }, 20_000);
});
