import { z } from 'zod';
import { PARKING_NOTE_MAX, parkingLevels } from '../parkingReports';
import { nullable, toOneLine } from './common';

export { PARKING_NOTE_MAX, PARKING_REPORT_LIVE_HOURS, parkingLevels, type ParkingLevel } from '../parkingReports';

/**
 * Drivers' reports of tonight's truck parking at a hotel (issue 15, item 2). A driver who stayed reports once per
 * booking night; a report is live for PARKING_REPORT_LIVE_HOURS, then fades; staff can hide one.
 */

export const parkingReportInput = z.object({
  level: z.enum(parkingLevels),
  note: nullable(z.string().max(PARKING_NOTE_MAX).transform(toOneLine)).optional(),
});
export type ParkingReportInput = z.input<typeof parkingReportInput>;
export type ParkingReportData = z.output<typeof parkingReportInput>;

/** A report as the public sees it: no names, only what the lot was like and how long ago. */
export const parkingReport = z.object({
  id: z.number(),
  level: z.enum(parkingLevels),
  note: z.string().nullable(),
  created_at: z.string(),
  /** Whole minutes since it was made, when the server answered (pages drawn on the server and in the browser agree). */
  age_minutes: z.number(),
});
export type ParkingReport = z.infer<typeof parkingReport>;

/** A hotel's live reports, newest first (GET /hotels/{id}/parking-reports). */
export const hotelParkingReports = z.object({ data: z.array(parkingReport) });
export type HotelParkingReports = z.infer<typeof hotelParkingReports>;

/** What a booking may report now: its night tonight (the last one on the check-out day) and the report made for it. */
export const bookingParkingReport = z.object({
  booking_id: z.number(),
  night: z.string(),
  report: parkingReport.nullable(),
});
export type BookingParkingReport = z.infer<typeof bookingParkingReport>;

/** The signed-in driver's booking at a hotel that may report now, if any (GET /hotels/{id}/parking-reports/mine). */
export const myParkingReport = z.object({ data: bookingParkingReport.nullable() });
export type MyParkingReport = z.infer<typeof myParkingReport>;

/** Staff's view of a report (GET /admin/parking-reports): who, where, which night, and whether it still shows. */
export const adminParkingReport = z.object({
  id: z.number(),
  hotel_id: z.number(),
  hotel_name: z.string(),
  booking_id: z.number(),
  confirmation_code: z.string(),
  user_id: z.number(),
  driver: z.string(),
  night: z.string(),
  level: z.enum(parkingLevels),
  note: z.string().nullable(),
  hidden: z.boolean(),
  hidden_at: z.string().nullable(),
  /** Younger than PARKING_REPORT_LIVE_HOURS and not hidden: the public sees it. */
  live: z.boolean(),
  created_at: z.string(),
});
export type AdminParkingReport = z.infer<typeof adminParkingReport>;

/** Staff hide a report (or show it again); nothing else of a driver's words is theirs to change. */
export const parkingReportUpdate = z.object({ hidden: z.boolean() });
