import { describe, expect, it } from 'vitest';
import { MAX_ADULTS, MAX_ROOMS, changeParty, readParty, withRooms, writeParty } from '@/api/party';
import { parseSearchParams, toSearchParams } from '@/storefront/search/searchUrl';
import { activeFilterCount, hasActiveFilters, initialSearchState, searchReducer } from '@/storefront/search/searchState';

const q = (s: string) => new URLSearchParams(s);

describe('a stay’s party: rooms and adults', () => {
  it('reads what a link asks for, within the limits the API takes', () => {
    expect(readParty(q(''))).toEqual({ rooms: 1, adults: 1 });
    expect(readParty(q('adults=2'))).toEqual({ rooms: 1, adults: 2 });
    expect(readParty(q(`rooms=${MAX_ROOMS}&adults=${MAX_ADULTS}`))).toEqual({ rooms: 9, adults: 18 });
    for (const bad of ['rooms=0', 'rooms=10', 'rooms=-1', 'rooms=two', 'rooms=1.5', 'adults=19', 'adults=0', 'adults=']) expect(readParty(q(bad))).toEqual({ rooms: 1, adults: 1 });
  });

  it('gives each room an adult: fewer adults than rooms is not a party suppliers take', () => {
    expect(readParty(q('rooms=3&adults=1'))).toEqual({ rooms: 3, adults: 3 });
    expect(withRooms({ rooms: 1, adults: 2 }, 4)).toEqual({ rooms: 4, adults: 4 });
    expect(withRooms({ rooms: 3, adults: 5 }, 1)).toEqual({ rooms: 1, adults: 5 });
  });

  it('applies one choice to the party as it is by then: rooms keep the adults chosen, adults keep the rooms', () => {
    // Rooms 2 chosen, then Adults 3 from a field still showing one room: the two rooms stay.
    expect(changeParty(changeParty({ rooms: 1, adults: 1 }, { rooms: 2 }), { adults: 3 })).toEqual({ rooms: 2, adults: 3 });
    expect(changeParty({ rooms: 1, adults: 4 }, { rooms: 2 })).toEqual({ rooms: 2, adults: 4 });
    // Fewer adults than rooms cannot be had: an adult a room.
    expect(changeParty({ rooms: 3, adults: 3 }, { adults: 1 })).toEqual({ rooms: 3, adults: 3 });
    expect(searchReducer(initialSearchState({ checkIn: '2026-12-01', checkOut: '2026-12-02' }), { type: 'changeCriteria', change: { rooms: 2 } }).criteria).toEqual({ rooms: 2, adults: 2 });
  });

  it('writes only what differs from one adult in one room, and removes what no longer does', () => {
    expect(writeParty(q('x=1'), { rooms: 1, adults: 1 }).toString()).toBe('x=1');
    expect(writeParty(q('x=1&rooms=2&adults=2'), { rooms: 1, adults: 2 }).toString()).toBe('x=1&adults=2');
    expect(writeParty(q(''), { rooms: 2, adults: 3 }).toString()).toBe('rooms=2&adults=3');
  });

  it('a search link keeps its party both ways, and the party counts as a filter that Reset clears', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const state = parseSearchParams(q('city=Dallas&rooms=2&adults=4'), { now });
    expect(state.criteria).toEqual({ rooms: 2, adults: 4 });
    expect(toSearchParams(state, now).get('rooms')).toBe('2');
    expect(toSearchParams(state, now).get('adults')).toBe('4');
    expect(activeFilterCount(state)).toBe(1);
    expect(hasActiveFilters(state)).toBe(true);
    const reset = searchReducer(state, { type: 'reset' });
    expect(reset.criteria).toEqual({ rooms: 1, adults: 1 });
    expect(activeFilterCount(initialSearchState())).toBe(0);
  });
});
