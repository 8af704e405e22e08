import type { ColumnType, Generated } from 'kysely';
import type { BookingStatus } from '@/api/schemas/bookings';

type Timestamp = ColumnType<string, string | undefined, string>;
type CreatedAt = ColumnType<string, string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null, string | null>;

export type BookingNight = { date: string; amount_minor: number };
export type BookingGuest = { first_name: string; last_name: string; email: string; phone: string | null };
export type BookingTruck = { parking_needed: boolean; vehicle_type: string; length_ft: number | null };
export type StoredCancelPolicy = { refundable: boolean; free_until: string | null; description: string | null };

export type BookingsTable = {
  id: Generated<number>;
  confirmation_code: string;
  user_id: number | null;
  hotel_id: number;
  room_id: number;
  checkin_date: string;
  checkout_date: string;
  nights: number;
  rooms: number;
  adults: number;
  status: BookingStatus;
  currency: string;
  total_minor: number;
  nightly: Json<BookingNight[]>;
  guest: Json<BookingGuest>;
  truck: Json<BookingTruck>;
  special_requests: string | null;
  locale: Generated<string>;
  cancel_policy: NullableJson<StoredCancelPolicy>;
  supplier: 'local' | 'derbysoft';
  rate_id: string | null;
  supplier_res_id: string | null;
  derby_res_id: string | null;
  failure_reason: string | null;
  idempotency_key: string;
  request_hash: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
  confirmed_at: string | null;
  cancelled_at: string | null;
  failed_at: string | null;
};

export type BookingEventsTable = {
  id: Generated<number>;
  booking_id: number;
  status: BookingStatus;
  note: string | null;
  actor_id: number | null;
  created_at: CreatedAt;
};

export type UserNotificationsTable = {
  id: Generated<number>;
  user_id: number;
  data: Json<{ title: string; description: string; link?: string | null }>;
  read_at: string | null;
  created_at: CreatedAt;
  /** The mass notification it came from (one per user: its unique key), null for the others. */
  mass_notification_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The staff event it tells of ('booking-pending:42'; one per user and event), null for the others. */
  event_key: ColumnType<string | null, string | null | undefined, string | null>;
};

export type BookingTables = { bookings: BookingsTable; booking_events: BookingEventsTable; user_notifications: UserNotificationsTable };
