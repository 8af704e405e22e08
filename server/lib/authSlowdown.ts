/** How the sign-in slow-down grows: nothing below `after` failures, then `baseMs` doubling per failure up to `maxMs`. */
export type SlowdownRule = { after: number; baseMs: number; maxMs: number };

/**
 * The delay before a sign-in try on an account that has had `failures` failed tries (from every address) in the
 * window. It slows a distributed guesser down without ever refusing the owner: the try still runs after the wait.
 */
export function slowdownDelay(failures: number, rule: SlowdownRule): number {
  if (failures < rule.after) return 0;
  const doublings = failures - rule.after;
  // 2 ** 60 and beyond is past any cap; stop there so the product stays a finite number.
  return Math.min(rule.maxMs, rule.baseMs * 2 ** Math.min(doublings, 60));
}

/** An address the account signed in from within this many days is the owner's: it is never slowed down. */
export const KNOWN_ADDRESS_DAYS = 30;
