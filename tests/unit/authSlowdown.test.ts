import { describe, expect, it } from 'vitest';
import { slowdownDelay } from '@server/lib/authSlowdown';

describe('the sign-in slow-down after many failures on one account', () => {
  const rule = { after: 10, baseMs: 250, maxMs: 5000 };

  it('does not slow anyone before the threshold', () => {
    for (const failures of [0, 1, 5, 9]) expect(slowdownDelay(failures, rule)).toBe(0);
  });

  it('starts at the base delay and doubles with each further failure', () => {
    expect([10, 11, 12, 13, 14].map((f) => slowdownDelay(f, rule))).toEqual([250, 500, 1000, 2000, 4000]);
  });

  it('stops growing at the cap, however many failures there were', () => {
    expect(slowdownDelay(15, rule)).toBe(5000);
    expect(slowdownDelay(1_000_000, rule)).toBe(5000);
    expect(slowdownDelay(1_000_000, { after: 1, baseMs: 60_000, maxMs: 60_000 })).toBe(60_000);
  });
});
