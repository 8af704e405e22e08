import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Booking } from '@/api/schemas/bookings';
import type { LiveCheckResponse, RoomOffer } from '@/api/schemas/hotelSearch';
import type { Hotel, HotelSummary } from '@/api/schemas/hotels';
import { TRUCKER } from './adminSession';

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The live check's offer for one available room of a local-inventory hotel (with truck parking if asked), for nights [checkin, checkout). */
async function availableOffer(request: APIRequestContext, auth: Record<string, string>, checkin: string, checkout: string, truckParking: boolean) {
  const hotels = await json<{ data: HotelSummary[] }>(await request.get(`/api/hotels?limit=50${truckParking ? '&parking_available=true' : ''}`));
  for (const summary of hotels.data.filter((h) => !h.available_on_derby && (!truckParking || h.commercialParkingAvailable))) {
    const hotel = await json<Hotel>(await request.get(`/api/hotel/${summary.slug}`));
    if (hotel.rooms.length === 0) continue;
    const { token } = await json<{ token: string }>(
      await request.post(`/api/hotels/${hotel.id}/check`, { headers: auth, data: { checkin_date: checkin, checkout_date: checkout, rooms: 1, adults: 1 } }),
    );
    let results: LiveCheckResponse | null = null;
    await expect
      .poll(async () => {
        results = await json<LiveCheckResponse>(await request.get(`/api/bookings/live-check/results?token=${encodeURIComponent(token)}`, { headers: auth }));
        return results.searching;
      })
      .toBe(false);
    const offer = (results as LiveCheckResponse | null)?.rooms.find((r: RoomOffer) => r.available && r.total !== null && r.currency);
    if (offer) return { hotel, offer };
  }
  throw new Error(`No local hotel${truckParking ? ' with truck parking' : ''} with an available room in the DEMO catalogue`);
}

/**
 * A booking made as the DEMO trucker through the API (20 to 22 days out unless told), at the price the live check
 * offered, and its hotel; `truckParking`: at a hotel with truck parking (the first local ones in the DEMO have none).
 */
export async function bookAsTrucker(
  request: APIRequestContext,
  { checkin = day(20), checkout = day(22), truckParking = false }: { checkin?: string; checkout?: string; truckParking?: boolean } = {},
): Promise<{ booking: Booking; hotel: Hotel }> {
  const login = await json<{ token: string }>(await request.post('/api/login', { data: TRUCKER }));
  const auth = { Authorization: `Bearer ${login.token}` };
  const { hotel, offer } = await availableOffer(request, auth, checkin, checkout, truckParking);
  const response = await request.post(`/api/bookings/${hotel.id}/${offer.room_id}`, {
    headers: { ...auth, 'Idempotency-Key': randomUUID() },
    data: {
      checkin_date: checkin,
      checkout_date: checkout,
      rooms: 1,
      adults: 1,
      guest: { first_name: 'Tom', last_name: 'Trucker', email: TRUCKER.email, phone: '+1 555 010 0200' },
      truck: { parking_needed: true, vehicle_type: 'tractor_trailer', length_ft: 72 },
      special_requests: 'Arriving late, around 11 pm\nPlease keep a spot in the back lot',
      rate_id: offer.rate_id,
      expected_total: offer.total,
      currency: offer.currency,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { booking: (await response.json()) as Booking, hotel };
}
