// The load generator's own process, so timing the client never steals the server's event loop.
import { runBookingLoad, type BookingJob, type BookingLoadResult } from './bookingLoad';
import { runLoad, type LoadJob, type LoadResult } from './load';
import { runSearchLoad, type SearchJob, type SearchLoadResult } from './searchLoad';

export type ClientRequest = { id: number; job: LoadJob } | { id: number; search: SearchJob } | { id: number; book: BookingJob };
export type ClientResult = LoadResult | SearchLoadResult | BookingLoadResult;
export type ClientReply = { id: number; result: ClientResult } | { id: number; error: string };

process.on('message', (msg: ClientRequest) => {
  const work: Promise<ClientResult> = 'search' in msg ? runSearchLoad(msg.search) : 'book' in msg ? runBookingLoad(msg.book) : runLoad(msg.job);
  work.then(
    (result) => process.send?.({ id: msg.id, result } satisfies ClientReply),
    (err: unknown) => process.send?.({ id: msg.id, error: err instanceof Error ? err.message : String(err) } satisfies ClientReply),
  );
});
process.on('disconnect', () => process.exit(0));
