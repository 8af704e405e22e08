// The load generator's own process, so timing the client never steals the server's event loop.
import { runLoad, type LoadJob, type LoadResult } from './load';

export type ClientRequest = { id: number; job: LoadJob };
export type ClientReply = { id: number; result: LoadResult } | { id: number; error: string };

process.on('message', (msg: ClientRequest) => {
  runLoad(msg.job).then(
    (result) => process.send?.({ id: msg.id, result } satisfies ClientReply),
    (err: unknown) => process.send?.({ id: msg.id, error: err instanceof Error ? err.message : String(err) } satisfies ClientReply),
  );
});
process.on('disconnect', () => process.exit(0));
