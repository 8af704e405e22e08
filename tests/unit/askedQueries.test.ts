import { describe, expect, it } from 'vitest';
import { AskedQueries } from '@/storefront/useLatestSearchParams';

describe('a change builds on the last query asked for, not on the one still on screen', () => {
  it('answers what was asked for until the page has drawn it, then what the page shows', () => {
    const q = new AskedQueries();
    expect(q.latest('city=Joplin')).toBe('city=Joplin');
    // Rooms 2 asked for; the page still shows one room when Adults is chosen.
    q.ask('city=Joplin&rooms=2&adults=2');
    expect(q.latest('city=Joplin')).toBe('city=Joplin&rooms=2&adults=2');
    q.ask('city=Joplin&rooms=2&adults=3');
    // The first query draws: the second is still on its way, and is what a third change builds on.
    q.rendered('city=Joplin&rooms=2&adults=2');
    expect(q.latest('city=Joplin&rooms=2&adults=2')).toBe('city=Joplin&rooms=2&adults=3');
    q.rendered('city=Joplin&rooms=2&adults=3');
    expect(q.latest('city=Joplin&rooms=2&adults=3')).toBe('city=Joplin&rooms=2&adults=3');
  });

  it('forgets what it asked for when the page goes somewhere else (Back, a link)', () => {
    const q = new AskedQueries();
    q.ask('city=Joplin&rooms=2&adults=2');
    q.rendered('city=Tulsa');
    expect(q.latest('city=Tulsa')).toBe('city=Tulsa');
  });
});
