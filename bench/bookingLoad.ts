import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { assertLoopback } from './load';

/** One night of a local-inventory room, priced as the server will price it (so the booking's expected total holds). */
export type BookingTarget = { hotelId: number; roomId: number; checkIn: string; checkOut: string; total: number; currency: string };

export type BookingJob = {
  /** http://127.0.0.1:<port>; anything else is refused. */
  baseUrl: string;
  /** A signed-in driver's bearer token. */
  token: string;
  email: string;
  /** Booking i goes to targets[i % targets.length]. */
  targets: BookingTarget[];
  count: number;
  concurrency: number;
  /** What the client says it accepts (the bench's --accept-encoding: browsers' by default); answers are read, not decoded. */
  acceptEncoding: string;
  timeoutMs: number;
};

export type BookingOutcome = { status: number; ms: number };
export type BookingLoadResult = { outcomes: BookingOutcome[]; wallMs: number };

/** One POST over the searcher's kept-alive connection (node:http: fetch's own CPU was most of the client's). */
function book(agent: http.Agent, job: BookingJob, t: BookingTarget): Promise<BookingOutcome> {
  const started = performance.now();
  const body = JSON.stringify({
    checkin_date: t.checkIn,
    checkout_date: t.checkOut,
    guest: { first_name: 'Bench', last_name: 'Booker', email: job.email },
    truck: { parking_needed: true, vehicle_type: 'tractor_trailer', length_ft: 70 },
    expected_total: t.total,
    currency: t.currency,
  });
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(`/api/bookings/${t.hotelId}/${t.roomId}`, job.baseUrl),
      {
        method: 'POST',
        agent,
        headers: {
          accept: 'application/json',
          'accept-encoding': job.acceptEncoding,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          authorization: `Bearer ${job.token}`,
          'idempotency-key': randomUUID(),
        },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.setTimeout(job.timeoutMs, () => req.destroy(new Error(`no answer in ${job.timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** `count` bookings, `concurrency` at a time, each a new Idempotency-Key on its target. */
export async function runBookingLoad(job: BookingJob): Promise<BookingLoadResult> {
  assertLoopback(job.baseUrl);
  if (!job.targets.length) throw new Error('no booking targets');
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency });
  const outcomes: BookingOutcome[] = [];
  let next = 0;
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: job.concurrency }, async () => {
        while (next < job.count) {
          const i = next++;
          const sent = performance.now();
          // A request that failed outright (no answer) counts as an error (status 0), as an answer other than 201/409 does.
          outcomes.push(await book(agent, job, job.targets[i % job.targets.length]!).catch(() => ({ status: 0, ms: performance.now() - sent })));
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  return { outcomes, wallMs: performance.now() - started };
}
