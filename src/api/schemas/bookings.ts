import { z } from 'zod';
import { numeral } from './numeral';
import { ruleParams } from '../validation';
import { refineStay } from '../stay';
import { partyFields, refineParty } from './party';
import { currencyCode, isoDate, nullable, oneLine } from './common';
import { cancelPolicySummary } from './hotelSearch';
import { bookingParkingReport } from './parkingReports';
import { hotelSummary } from './hotels';

/**
 * Bookings (issue 5). A booking takes every night of the stay or none; it is confirmed at once for our own
 * inventory, and pending while a supplier (DerbySoft) confirms it — a pending booking whose outcome is unknown is
 * reconciled in the background. Each status change is kept with its time (`events`).
 */
export const bookingStatuses = ['pending', 'confirmed', 'cancelled', 'failed'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The driver's booking history tabs: stays ahead, stays behind, and cancelled or failed ones (whatever their dates). */
export const bookingListWhen = ['upcoming', 'past', 'cancelled'] as const;
export type BookingListWhen = (typeof bookingListWhen)[number];

export const vehicleTypes = ['tractor_trailer', 'straight_truck', 'bobtail', 'box_truck', 'pickup_trailer', 'car', 'other'] as const;
export type VehicleType = (typeof vehicleTypes)[number];

/** The Idempotency-Key header: one per booking attempt, made by the client (a UUID suits). */
export const idempotencyKey = z.string().refine((v) => /^[A-Za-z0-9_.:-]{8,100}$/.test(v), ruleParams('invalid'));

const phone = z.string().trim().max(40).regex(/^[0-9 +().-]*$/);

export const bookingRequest = z
  .object({
    checkin_date: isoDate,
    checkout_date: isoDate,
    ...partyFields,
    guest: z.object({
      first_name: oneLine(100),
      last_name: oneLine(100),
      email: z.string().trim().max(254).email(),
      phone: nullable(phone).optional(),
    }),
    truck: z
      .object({
        parking_needed: z.boolean().default(true),
        vehicle_type: z.enum(vehicleTypes).default('tractor_trailer'),
        /** Overall length in feet, when parking is needed. */
        length_ft: nullable(numeral(z.number().int().min(10).max(150))).optional(),
      })
      .default({ parking_needed: true, vehicle_type: 'tractor_trailer' }),
    special_requests: nullable(z.string().trim().max(1000)).optional(),
    /** The supplier rate the live check offered (DerbySoft hotels); the cheapest for the room when absent. */
    rate_id: nullable(z.string().trim().max(100)).optional(),
    /** The total the driver was shown (hotel currency, major units): a different price now is shown, never charged. */
    expected_total: numeral(z.number().min(0).max(1_000_000)),
    currency: currencyCode,
  })
  .superRefine(refineStay({ checkIn: 'checkin_date', checkOut: 'checkout_date' }))
  .superRefine(refineParty);
export type BookingRequest = z.input<typeof bookingRequest>;
export type BookingInput = z.output<typeof bookingRequest>;

export const bookingEvent = z.object({
  status: z.enum(bookingStatuses),
  note: z.string().nullable(),
  /** Who made the change: the driver, staff (their name), or null for the system (supplier reconciliation). */
  actor: z.string().nullable(),
  created_at: z.string(),
});
export type BookingEvent = z.infer<typeof bookingEvent>;

export const booking = z.object({
  id: z.number(),
  /** What the driver quotes at the desk. */
  confirmation_code: z.string(),
  status: z.enum(bookingStatuses),
  user_id: z.number().nullable(),
  /** The hotel as the driver needs it to get there: the arrival card's facts (kept on the driver's device). */
  hotel: hotelSummary.pick({
    id: true,
    slug: true,
    hotelName: true,
    address: true,
    city: true,
    province: true,
    phone: true,
    thumbnail: true,
    latitude: true,
    longitude: true,
    checkinTime: true,
    truckEntrance: true,
    truckEntrance_i18n: true,
    parkingDescription: true,
    parkingDescription_i18n: true,
  }),
  room: z.object({ id: z.number(), roomId: z.string(), name: z.string() }),
  checkin_date: z.string(),
  checkout_date: z.string(),
  nights: z.number(),
  rooms: z.number(),
  adults: z.number(),
  currency: z.string(),
  /** Per room and night, hotel currency, major units. */
  nightly: z.array(z.object({ date: z.string(), amount: z.number() })),
  total: z.number(),
  guest: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), phone: z.string().nullable() }),
  truck: z.object({ parking_needed: z.boolean(), vehicle_type: z.enum(vehicleTypes), length_ft: z.number().nullable() }),
  special_requests: z.string().nullable(),
  cancel_policy: cancelPolicySummary.nullable(),
  /** Whether the driver may cancel it now (status and policy). */
  cancellable: z.boolean(),
  supplier: z.enum(['local', 'derbysoft']),
  supplier_reference: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  failed_at: z.string().nullable(),
  events: z.array(bookingEvent),
  /** The night its driver may report the truck parking of now, and their report for it; null outside the stay. */
  parking_report: bookingParkingReport.nullable(),
});
export type Booking = z.infer<typeof booking>;

/** A 409 when the price moved since the driver saw it: the new total, to show before booking again. */
export const priceChangedBody = z.object({
  message: z.string(),
  code: z.literal('price_changed'),
  total: z.number(),
  currency: z.string(),
  nightly: z.array(z.object({ date: z.string(), amount: z.number() })),
});

export const bookingCancelRequest = z.object({ reason: nullable(z.string().trim().max(500)).optional() });
