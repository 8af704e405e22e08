import { describe, expect, it } from 'vitest';
import { HotelStayLines } from '@/storefront/booking/HotelStayLines';
import { renderStorefront } from './storefrontRender';

describe('a booking\'s hotel line', () => {
  it('is written in the name\'s own direction, so a long Latin name is cut at its end in Arabic too', () => {
    const html = renderStorefront(<HotelStayLines hotelName="Days Inn Dallas Airport 2" checkIn="2026-12-01" checkOut="2026-12-02" nights={1} />, 'ar', ['common', 'booking']);
    expect(html).toMatch(/<p[^>]*dir="auto"[^>]*data-testid="stay-hotel-name"[^>]*>Days Inn Dallas Airport 2<\/p>/);
  });
});
