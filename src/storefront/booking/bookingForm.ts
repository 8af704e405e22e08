import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { User } from '@/api/schemas';
import { bookingRequest, type BookingInput, type VehicleType } from '@/api/schemas/bookings';
import type { FieldLabels } from '../forms/issueText';
import type { Translate } from '../forms/translate';
import { zodResolver } from '../forms/zodResolver';

/** What the driver types; the stay and the price shown come from the page (`BookingTerms`). */
export type GuestFormValues = {
  guest: { first_name: string; last_name: string; email: string; phone: string };
  truck: { parking_needed: boolean; vehicle_type: VehicleType; length_ft: string };
  special_requests: string;
};

/** The part of the request the driver does not type: the stay, the rate and the total they were shown. */
export type BookingTerms = Pick<BookingInput, 'checkin_date' | 'checkout_date' | 'rooms' | 'adults' | 'rate_id' | 'expected_total' | 'currency'>;

/** The form's fields, as the API names them in its 400 answers. */
export const guestFields = [
  'guest.first_name',
  'guest.last_name',
  'guest.email',
  'guest.phone',
  'truck.parking_needed',
  'truck.vehicle_type',
  'truck.length_ft',
  'special_requests',
] as const;
export type GuestField = (typeof guestFields)[number];

/** The guest is the signed-in driver unless they say otherwise. */
export function guestDefaults(user: Pick<User, 'first_name' | 'last_name' | 'email' | 'phone'> | null): GuestFormValues {
  return {
    guest: { first_name: user?.first_name ?? '', last_name: user?.last_name ?? '', email: user?.email ?? '', phone: user?.phone ?? '' },
    truck: { parking_needed: true, vehicle_type: 'tractor_trailer', length_ft: '' },
    special_requests: '',
  };
}

/** Flat 'guest.email' keys become { guest: { email } }, the shape react-hook-form keeps errors in. */
export function nestErrors(flat: Record<string, FieldError>): FieldErrors {
  const out: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = out;
    parts.slice(0, -1).forEach((part) => {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
    node[parts[parts.length - 1]!] = error;
  }
  return out as FieldErrors;
}

/**
 * The API's own request schema checks the form, with the page's terms added, so the driver sees the server's
 * rules before sending; the result is the request body.
 */
export function bookingResolver(terms: () => BookingTerms, t: Translate, labels: FieldLabels): Resolver<GuestFormValues, unknown, BookingInput> {
  const check = zodResolver<GuestFormValues & BookingTerms, typeof bookingRequest>(bookingRequest, t, labels);
  return async (values, context, options) => {
    const result = await check({ ...values, ...terms() }, context, options as never);
    return { values: result.values, errors: nestErrors(result.errors as Record<string, FieldError>) } as never;
  };
}
