export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

/**
 * How far the bar has crept after `elapsed` ms of loading: it approaches but
 * never reaches the end until the work is done (then the bar jumps to 100).
 */
export function progressAt(elapsed: number, duration = PROGRESS_DURATION_MS): number {
  if (elapsed <= 0) return 0;
  return Math.min(95, 100 * (1 - Math.exp((-2 * elapsed) / duration)));
}
