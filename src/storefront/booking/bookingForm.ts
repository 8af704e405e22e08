import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { User } from '@/api/schemas';
import { bookingRequest, type BookingInput, type VehicleType } from '@/api/schemas/bookings';
import type { FieldLabels } from '../forms/issueText';
import type { Translate } from '../forms/translate';
import { zodResolver } from '../forms/zodResolver';
import { feetToMetres, metresToFeet, type LengthUnit } from '@/api/units';

/** What the driver types; the stay and the price shown come from the page (`BookingTerms`). */
export type GuestFormValues = {
  guest: { first_name: string; last_name: string; email: string; phone: string };
  /** `length_ft` is the API's name; the driver types it in their own length unit (feet or metres). */
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

/** The guest is the signed-in driver unless they say otherwise; the truck is their saved rig (profile → My rig). */
export function guestDefaults(user: (Pick<User, 'first_name' | 'last_name' | 'email' | 'phone'> & Partial<Pick<User, 'rig'>>) | null, lengthUnit: LengthUnit = 'ft'): GuestFormValues {
  const rig = user?.rig ?? null;
  return {
    guest: { first_name: user?.first_name ?? '', last_name: user?.last_name ?? '', email: user?.email ?? '', phone: user?.phone ?? '' },
    truck: { parking_needed: true, vehicle_type: rig?.kind === 'bobtail' ? 'bobtail' : 'tractor_trailer', length_ft: rig?.kind === 'full_rig' ? lengthAsTyped(rig.length_ft, lengthUnit) : '' },
    special_requests: '',
  };
}

/**
 * The length as typed ("21.3" metres, "70" feet; a comma for a decimal point too) as the API's whole feet. Text that
 * is not a number is left as it is, for the schema to refuse.
 */
export function typedLengthInFeet(typed: string, unit: LengthUnit): string {
  const text = typed.trim().replace(',', '.');
  if (unit === 'ft' || !/^\d+(\.\d+)?$/.test(text)) return typed;
  return String(Math.round(metresToFeet(Number(text))));
}

/** A length in feet, as the driver types it in `unit` ('' when none). */
export function lengthAsTyped(ft: number | null, unit: LengthUnit): string {
  if (ft === null) return '';
  return unit === 'ft' ? String(ft) : String(Math.round(feetToMetres(ft) * 10) / 10);
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
export function bookingResolver(terms: () => BookingTerms, t: Translate, labels: FieldLabels, lengthUnit: LengthUnit = 'ft'): Resolver<GuestFormValues, unknown, BookingInput> {
  // The API's limits are in feet: a driver who typed metres reads them in metres (3 to 45.7 m, not 10 to 150).
  const inMetres = (ft: unknown) => (typeof ft === 'number' ? Math.round(feetToMetres(ft) * 10) / 10 : ft);
  const asTyped = (issue: z.core.$ZodIssue): z.core.$ZodIssue => {
    if (lengthUnit === 'ft' || issue.path.join('.') !== 'truck.length_ft') return issue;
    if (issue.code === 'too_small') return { ...issue, minimum: inMetres(issue.minimum) as number } as z.core.$ZodIssue;
    if (issue.code === 'too_big') return { ...issue, maximum: inMetres(issue.maximum) as number } as z.core.$ZodIssue;
    return issue;
  };
  const check = zodResolver<GuestFormValues & BookingTerms, typeof bookingRequest>(bookingRequest, t, labels, asTyped);
  return async (values, context, options) => {
    const truck = { ...values.truck, length_ft: typedLengthInFeet(values.truck.length_ft, lengthUnit) };
    const result = await check({ ...values, truck, ...terms() }, context, options as never);
    return { values: result.values, errors: nestErrors(result.errors as Record<string, FieldError>) } as never;
  };
}
