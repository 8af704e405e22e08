/** Seeded randomness, so the demo catalogue and the simulated latency are the same on every run. */

export type Rng = {
  next(): number; // [0, 1)
  int(min: number, max: number): number; // inclusive
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** Log-normal sample with the given median; sigma sets how long the tail is. */
  logNormal(median: number, sigma: number): number;
};

/** FNV-1a, to turn any string key into a 32-bit seed. */
export function hash32(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast, good enough for demo data. */
export function createRng(seed: number | string): Rng {
  let a = typeof seed === 'string' ? hash32(seed) : seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    logNormal(median, sigma) {
      // Box-Muller; 1 - next() keeps the logarithm away from zero.
      const z = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
      return median * Math.exp(sigma * z);
    },
  };
}

/** A number in [0, 1) fixed by a key: the same hotel and night always get the same price. */
export const unit = (key: string): number => createRng(key).next();
