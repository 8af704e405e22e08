const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `fn` until it answers something truthy (a background job's effect), failing with `what` after the timeout. */
export async function waitFor<T>(what: string, fn: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}
