/**
 * A retry handler that reports itself busy while the retry it started is running (a refetch's promise), and
 * ignores presses meanwhile, so a driver who taps twice does not start two.
 */
export function retryRun(onRetry: () => unknown, busy: boolean, setBusy: (next: boolean) => void): () => void {
  return () => {
    if (busy) return;
    const result = onRetry();
    if (!(result instanceof Promise)) return;
    setBusy(true);
    // A failed retry shows itself through the query's error state: the box only stops waiting.
    result.then(
      () => setBusy(false),
      () => setBusy(false),
    );
  };
}
