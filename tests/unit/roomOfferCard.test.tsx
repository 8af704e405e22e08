import { describe, expect, it } from 'vitest';
import type { RoomOffer } from '@/api/schemas/hotelSearch';
import { RoomOfferCard } from '@/storefront/hotel/RoomOfferCard';
import { renderStorefront } from './storefrontRender';

const stay = { checkIn: '2026-12-01', checkOut: '2026-12-02' };
const king = (over: Partial<RoomOffer> = {}): RoomOffer => ({
  room_id: 5,
  roomId: 'K1',
  name: 'King room',
  beds: null,
  max_occupancy: 2,
  available: true,
  rooms_left: 8,
  currency: 'USD',
  nightly: [{ date: '2026-12-01', amount: 83.99 }],
  total: 167.98,
  total_usd: 167.98,
  rate_id: null,
  cancel_policy: null,
  ...over,
});
const card = (offer: RoomOffer, party: { rooms: number; adults: number }, lng = 'en') =>
  renderStorefront(<RoomOfferCard offer={offer} slug="motel-7" stay={stay} party={party} nights={1} />, lng, ['common', 'hotel']);
const text = (html: string, testId: string) => new RegExp(`data-testid="${testId}"[^>]*>([^<]+)<`).exec(html)?.[1];

describe('a room offer card', () => {
  it('says the total is for the rooms asked for when there is more than one', () => {
    const two = card(king(), { rooms: 2, adults: 2 });
    expect(two).toContain('$167.98 total for 1 night');
    expect(text(two, 'room-total-rooms')).toBe('for 2 rooms');
    expect(text(card(king(), { rooms: 2, adults: 2 }, 'pl'), 'room-total-rooms')).toBe('za 2 pokoje');
    expect(text(card(king(), { rooms: 5, adults: 5 }, 'pl'), 'room-total-rooms')).toBe('za 5 pokoi');
    expect(card(king(), { rooms: 1, adults: 1 })).not.toContain('room-total-rooms');
  });

  it('says why it cannot be booked: too small for the party, fewer rooms left than asked for, or sold out', () => {
    const unavailable = king({ available: false, total: null, currency: null, rooms_left: 1 });
    // The chip's words (its label is a span inside the testid's element, after emotion's style tag).
    const chip = (html: string) => /data-testid="room-unavailable".*?<span[^>]*>([^<]+)<\/span>/.exec(html)?.[1];
    expect(chip(card(unavailable, { rooms: 1, adults: 3 }))).toBe('Too small for your party');
    expect(chip(card(unavailable, { rooms: 2, adults: 2 }))).toBe('Only 1 room left');
    expect(chip(card({ ...unavailable, rooms_left: 0 }, { rooms: 1, adults: 1 }))).toBe('Sold out');
  });
});
