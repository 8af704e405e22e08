import type { ColumnType, Generated } from 'kysely';
import type { ParkingLevel } from '@/api/schemas/parkingReports';

export type ParkingReportsTable = {
  id: Generated<number>;
  hotel_id: number;
  booking_id: number;
  user_id: number;
  /** The booking night it tells of, 'YYYY-MM-DD' (one report per booking and night). */
  night: string;
  level: ParkingLevel;
  note: string | null;
  /** Set when staff hid it: no longer shown to anyone but staff. */
  hidden_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<string, string | undefined, never>;
  updated_at: ColumnType<string, string | undefined, string>;
};

declare module '@server/db/types' {
  interface Database {
    parking_reports: ParkingReportsTable;
  }
}
