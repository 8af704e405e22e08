import v8 from 'node:v8';

/** The old generation may grow to this share above what survived the last full collection before the next one. */
export const HEAP_GROWING_PERCENT = 50;

/**
 * On a machine with gigabytes of memory V8 lets its heap grow to 4× what survived the last full collection before it
 * collects again. Under 50 concurrent searches the request objects that live across a slow statement reach the old
 * generation and die there, so the heap of the server (about 60 MB alive) rose to 250-350 MB of mostly garbage:
 * issue 11 holds the server with its embedded database to 600 MB resident. 1.5× keeps full collections a few seconds
 * apart at full load. V8 reads this flag each time it sets the next limit, so it applies when set at start; a
 * `--max-old-space-size` would also lower the factor, but only on the command line, and as a hard ceiling.
 */
export function limitHeapGrowth(percent = HEAP_GROWING_PERCENT): void {
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
