/** Nearest-rank percentile of an ascending list: p99 of 300 samples is the 297th. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export type Summary = { requests: number; p50: number; p99: number; max: number; rps: number };

export function summarize(latenciesMs: readonly number[], wallMs: number): Summary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    rps: wallMs > 0 ? (sorted.length * 1000) / wallMs : Number.NaN,
  };
}
