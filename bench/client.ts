// The load generator's own process, so timing the client never steals the server's event loop.
import { runLoad, type LoadJob, type LoadResult } from './load';
import { runSearchLoad, type SearchJob, type SearchLoadResult } from './searchLoad';

export type ClientRequest = { id: number; job: LoadJob } | { id: number; search: SearchJob };
export type ClientReply = { id: number; result: LoadResult | SearchLoadResult } | { id: number; error: string };

process.on('message', (msg: ClientRequest) => {
  const work: Promise<LoadResult | SearchLoadResult> = 'search' in msg ? runSearchLoad(msg.search) : runLoad(msg.job);
  work.then(
    (result) => process.send?.({ id: msg.id, result } satisfies ClientReply),
    (err: unknown) => process.send?.({ id: msg.id, error: err instanceof Error ? err.message : String(err) } satisfies ClientReply),
  );
});
process.on('disconnect', () => process.exit(0));
