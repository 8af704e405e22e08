import os from 'node:os';
import { sql } from 'kysely';
import pino from 'pino';
import type { Db } from '../server/db';
import { createJobQueue } from '../server/jobs/queue';
import { startWorker } from '../server/jobs/worker';
import type { Mailer } from '../server/mail/mailer';
import { BOOKING_MAIL_JOB, bookingMailHandler } from '../server/modules/bookings/notify';
import { createUser } from '../server/db/seed/users';
import type { BookingTarget } from './bookingLoad';
import { cpuWhile } from './cpu';
import type { LoadClient } from './loadClient';
import { ms, perSecond, table } from './report';
import { summarize, type Summary } from './stats';

export const BOOKING_SCENARIO = 'bookings';
/** Issue 11 item 5, on PostgreSQL. */
const BOOKING_AIM = { at: 50, many: 400, hot: 150 } as const;

const BENCH_EMAIL = 'bench-booker@rigrest.bench';
const BENCH_PASSWORD = 'Bench-booker-2026!';
/** Room types the "many room types" lines spread over (a line longer than this books some twice). */
const TIMED_ROOMS = 2000;

/** A bench driver, signed in once (sign-in is rate-limited, booking is not). */
async function signIn(db: Db, baseUrl: string): Promise<string> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', BENCH_EMAIL).executeTakeFirst();
  if (!existing) await createUser(db, { email: BENCH_EMAIL, password: BENCH_PASSWORD, first_name: 'Bench', last_name: 'Booker', role: 'Trucker' });
  const res = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }) });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** `n` bookable nights of local-inventory rooms, each priced as the server will price it. */
async function targets(db: Db, n: number, night: string): Promise<BookingTarget[]> {
  const rows = await db
    .selectFrom('room_inventory')
    .innerJoin('rooms', 'rooms.id', 'room_inventory.room_id')
    .innerJoin('hotels', 'hotels.id', 'rooms.hotel_id')
    .select(['rooms.hotel_id', 'rooms.id as room_id', 'room_inventory.price_minor', 'room_inventory.currency'])
    .where('room_inventory.date', '=', night)
    .where('room_inventory.closed', '=', false)
    .where('hotels.status', '=', 'active')
    .where((eb) => eb.or([eb('hotels.available_on_derby', '=', false), eb('hotels.derby_hotel_id', 'is', null)]))
    .orderBy(sql`md5(rooms.id::text)`)
    .limit(n)
    .execute();
  const out = new Date(Date.parse(`${night}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return rows.map((r) => ({ hotelId: r.hotel_id, roomId: r.room_id, checkIn: night, checkOut: out, total: r.price_minor / 100, currency: r.currency }));
}

/**
 * CPU ms per booking: this process (the server), the load client's process and the database's backends. Robust to
 * other work on the machine, where bookings/s is not.
 */
type CpuPerBooking = { process: number; client: number | null; backends: number | null };
type BookingRow = { scenario: string; concurrency: number; summary: Summary; created: number; refused: number; errors: number; cpu: CpuPerBooking };

/** Runs `fn` and answers the CPU it cost this process, the load client (`clientPid`) and the database's backends, per `n`. */
async function cpuOf<T>(db: Db, n: number, fn: () => Promise<T>, clientPid?: number): Promise<{ result: T; cpu: CpuPerBooking }> {
  const { result, processMs, backendsMs, otherMs } = await cpuWhile(db, fn, clientPid);
  return { result, cpu: { process: processMs / n, client: otherMs === null ? null : otherMs / n, backends: backendsMs === null ? null : backendsMs / n } };
}

/**
 * Bookings per second and their latency: every booking on ONE room type and night (made roomy enough that none is
 * refused, so every request fights over the same inventory row), and spread over many room types. The bench's
 * bookings are removed and the nights given back afterwards, so the catalogue stays as it was for the next run.
 */
/**
 * The confirmation mails the bench's bookings queued (the app runs no worker here, so the bookings are timed alone):
 * sent now by one job worker, as a server process's would, to measure what a mail costs apart from its booking.
 */
async function drainMails(db: Db, mailer: Mailer, log: (m?: string) => void) {
  const queued = async () => Number((await db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', BOOKING_MAIL_JOB).where('status', 'in', ['queued', 'running']).executeTakeFirstOrThrow()).n);
  const n = await queued();
  if (!n) return;
  const silent = pino({ level: 'silent' });
  const started = performance.now();
  const { result, cpu } = await cpuOf(db, n, async () => {
    const worker = startWorker(createJobQueue(db), { [BOOKING_MAIL_JOB]: bookingMailHandler({ db, mailer, origin: 'http://localhost' }) }, { log: silent, pollMs: 50 });
    while ((await queued()) > 0) await new Promise((r) => setTimeout(r, 100));
    await worker.close();
    return performance.now() - started;
  });
  log(`  mail worker: ${n} queued confirmation mails sent by one worker in ${(result / 1000).toFixed(1)} s (${perSecond((n * 1000) / result)} mails/s); CPU per mail: process ${ms(cpu.process)} ms, database backends ${cpu.backends === null ? '—' : ms(cpu.backends)} ms`);
}

export async function benchBookings(db: Db, baseUrl: string, client: LoadClient, o: { bookings: number; warmup: number; concurrency: number[]; maxSeconds: number; acceptEncoding: string; onPostgres: boolean }, log: (m?: string) => void, mailer?: Mailer): Promise<number> {
  const token = await signIn(db, baseUrl);
  const night = (await db.selectFrom('room_inventory').select(sql<string>`min(date)`.as('d')).where('date', '>=', new Date().toISOString().slice(0, 10)).executeTakeFirstOrThrow()).d;
  // The timed lines' rooms, and others of their own for the warm-up, so a timed booking does not find its room taken.
  const found = await targets(db, TIMED_ROOMS + o.warmup, night);
  const many = found.slice(0, TIMED_ROOMS);
  const warm = found.length > TIMED_ROOMS ? found.slice(TIMED_ROOMS) : many.slice(1);
  if (!many.length) throw new Error('no bookable local-inventory night in the catalogue');
  const hot = many[0]!;
  const [hotNight] = await db.selectFrom('room_inventory').select(['allotment']).where('room_id', '=', hot.roomId).where('date', '=', night).execute();
  const touched = new Set<number>();
  const rows: BookingRow[] = [];
  let oversold = { over: 0, booked: 0, made: 0 };
  const allRooms = [...new Set([hot.roomId, ...found.map((m) => m.roomId)])];
  const bookedBefore = async () =>
    Number((await sql<{ n: number }>`select coalesce(sum(booked), 0)::int as n from room_inventory where room_id = any(${allRooms}::bigint[]) and date = ${night}`.execute(db)).rows[0]?.n ?? 0);
  const startBooked = await bookedBefore();
  const loadBefore = os.loadavg()[0]!;
  try {
    await db.updateTable('room_inventory').set({ allotment: 1_000_000 }).where('room_id', '=', hot.roomId).where('date', '=', night).execute();
    // Untimed, over room types of their own: the timed lines then measure a warm server, as a live one is, not V8
    // compiling and optimising the booking's code (it goes on for a thousand or so, README) and each connection
    // preparing its statements.
    if (o.warmup > 0) {
      await client.book({ baseUrl, token, email: BENCH_EMAIL, targets: warm, count: o.warmup, concurrency: Math.max(...o.concurrency), acceptEncoding: o.acceptEncoding, timeoutMs: 30_000 }, o.maxSeconds);
      for (let i = 0; i < o.warmup; i++) touched.add(warm[i % warm.length]!.roomId);
    }
    for (const concurrency of o.concurrency) {
      for (const [scenario, aimedAt] of [
        ['one hot room type', [hot]],
        ['many room types', many],
      ] as const) {
        const job = { baseUrl, token, email: BENCH_EMAIL, targets: [...aimedAt], count: o.bookings, concurrency, acceptEncoding: o.acceptEncoding, timeoutMs: 30_000 };
        const { result: { outcomes, wallMs }, cpu } = await cpuOf(db, o.bookings, () => client.book(job, o.maxSeconds), client.pid);
        for (let i = 0; i < o.bookings; i++) touched.add(aimedAt[i % aimedAt.length]!.roomId);
        const created = outcomes.filter((x) => x.status === 201).length;
        const refused = outcomes.filter((x) => x.status === 409).length;
        const errors = outcomes.length - created - refused;
        const summary = summarize(outcomes.map((x) => x.ms), wallMs);
        rows.push({ scenario, concurrency, summary, created, refused, errors, cpu });
        log(`  bookings  ${scenario.padEnd(18)} c=${String(concurrency).padEnd(3)} p50 ${ms(summary.p50).padStart(6)} ms  p99 ${ms(summary.p99).padStart(6)} ms  ${perSecond(summary.rps).padStart(5)} bookings/s  (${created} made, ${refused} refused${errors ? `, ${errors} errors` : ''}); CPU per booking: server ${ms(cpu.process)} ms, load client ${cpu.client === null ? '—' : ms(cpu.client)} ms, database backends ${cpu.backends === null ? '—' : ms(cpu.backends)} ms`);
      }
    }
    if (mailer) await drainMails(db, mailer, log);
    // Zero oversold: no night holds more than its allotment, and the rooms taken are exactly the bookings made.
    const [check] = (
      await sql<{ over: number; booked: number; made: number }>`
        select (select count(*) from room_inventory where room_id = any(${[...touched]}::bigint[]) and date = ${night} and booked > allotment)::int as over,
               (select coalesce(sum(booked), 0) from room_inventory where room_id = any(${allRooms}::bigint[]) and date = ${night})::int - ${startBooked}::int as booked,
               (select count(*) from bookings b join users u on u.id = b.user_id where u.email = ${BENCH_EMAIL} and b.status = 'confirmed' and b.checkin_date = ${night})::int as made`.execute(db)
    ).rows;
    if (check) oversold = check;
  } finally {
    // Give the nights back and forget the bench's bookings (and any mail of theirs still queued).
    await sql`delete from jobs where kind = ${BOOKING_MAIL_JOB} and (payload->>'bookingId')::bigint in (select b.id from bookings b join users u on u.id = b.user_id where u.email = ${BENCH_EMAIL})`.execute(db);
    await db.deleteFrom('bookings').where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('email', '=', BENCH_EMAIL)).execute();
    if (touched.size) await db.updateTable('room_inventory').set({ booked: 0 }).where('room_id', 'in', [...touched]).where('date', '=', night).execute();
    await db.updateTable('room_inventory').set({ allotment: hotNight?.allotment ?? 1 }).where('room_id', '=', hot.roomId).where('date', '=', night).execute();
    await db.deleteFrom('user_notifications').where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('email', '=', BENCH_EMAIL)).execute();
  }
  const loadAfter = os.loadavg()[0]!;
  log(`\nBookings — POST /api/bookings/{hotel}/{room} for one night, a new Idempotency-Key each, ${o.bookings} per line after ${o.warmup} untimed; load generator in a child process; 1-minute load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}\n`);
  log(
    table(
      ['scenario', 'concurrency', 'bookings', 'p50 ms', 'p99 ms', 'bookings/s', 'made', 'refused (409)', 'errors', 'CPU ms/booking: server', 'load client', 'backends'],
      rows.map((r) => [r.scenario, r.concurrency, r.summary.requests, ms(r.summary.p50), ms(r.summary.p99), perSecond(r.summary.rps), r.created, r.refused, r.errors, ms(r.cpu.process), r.cpu.client === null ? '—' : ms(r.cpu.client), r.cpu.backends === null ? '—' : ms(r.cpu.backends)]),
    ),
  );
  const at = (scenario: string) => rows.find((r) => r.scenario === scenario && r.concurrency === BOOKING_AIM.at);
  const sold = oversold.over + Math.abs(oversold.booked - oversold.made);
  log(`\n  rooms taken on the benchmark night ${oversold.booked.toLocaleString('en-US')}, confirmed bookings ${oversold.made.toLocaleString('en-US')}, nights over their allotment ${oversold.over}`);
  const checks = [
    { aim: `many room types at ${BOOKING_AIM.at}: ≥ ${BOOKING_AIM.many} bookings/s`, row: at('many room types'), min: BOOKING_AIM.many },
    { aim: `one hot room type at ${BOOKING_AIM.at}: ≥ ${BOOKING_AIM.hot} bookings/s`, row: at('one hot room type'), min: BOOKING_AIM.hot },
  ];
  log(`\nBookings against issue 11's aims (load average ${loadAfter.toFixed(1)})\n`);
  log(
    table(
      ['aim', 'measured', 'verdict'],
      [
        // The rates' aims are PostgreSQL's: on the embedded database they are printed, not judged.
        ...checks.map((c) => [c.aim, c.row ? `${perSecond(c.row.summary.rps)} bookings/s` : 'not run', !c.row ? '—' : !o.onPostgres ? '— (aim on PostgreSQL)' : c.row.summary.rps >= c.min ? 'PASS' : 'MISS']),
        ['zero oversold', `${sold}`, sold === 0 ? 'PASS' : 'MISS'],
      ],
    ),
  );
  return rows.reduce((n, r) => n + r.errors, 0);
}
