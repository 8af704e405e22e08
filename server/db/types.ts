import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Rig } from '@/api/schemas/rig';
import type { DistanceUnit } from '@/api/units';

/** Instants come back as ISO strings from both drivers (see db/index.ts parsers). */
type Timestamp = ColumnType<string, string | undefined, string>;
type CreatedAt = ColumnType<string, string | undefined, never>;

export type PermissionsTable = {
  id: Generated<number>;
  name: string;
  codename: string;
  group: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
};

export type RolesTable = {
  id: Generated<number>;
  name: string;
  description: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
};

export type RolePermissionsTable = { role_id: number; permission_id: number };
export type UserRolesTable = { user_id: number; role_id: number };

export type UsersTable = {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  country_id: number | null;
  password_hash: string;
  is_superuser: Generated<boolean>;
  is_active: Generated<boolean>;
  email_verified_at: string | null;
  avatar: string | null;
  last_login_at: string | null;
  /** The language the user last used the site in (mass mail and push speak it); null: English. */
  locale: ColumnType<string | null, string | null | undefined, string | null>;
  /** The driver's rig (src/api/schemas/rig.ts); null: none saved. */
  rig: ColumnType<Rig | null, string | Rig | null | undefined, string | Rig | null>;
  /** The distance unit the driver chose; null: the one of their language and region. */
  distance_unit: ColumnType<DistanceUnit | null, DistanceUnit | null | undefined, DistanceUnit | null>;
  /** The page a driver joined from (a booking), until their email is verified: that device may not be the one verifying. */
  return_to: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
};

export type AddressesTable = {
  user_id: number;
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country_id: number | null;
  updated_at: Timestamp;
};

/** 'site': the storefront's one-step sign-in, no back-office permissions; 'staff': the two-step staff sign-in. */
export type SessionScope = 'site' | 'staff';

export type SessionsTable = {
  id: string;
  user_id: number;
  scope: ColumnType<SessionScope, SessionScope | undefined, never>;
  created_at: CreatedAt;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
};

export type CodePurpose = 'email_verify' | 'admin_login' | 'password_reset';

export type VerificationCodesTable = {
  id: Generated<number>;
  user_id: number;
  purpose: CodePurpose;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  consumed_at: string | null;
  created_at: CreatedAt;
};

export type CountriesTable = {
  id: Generated<number>;
  name: string;
  iso2: string;
  iso3: string | null;
  phone_code: string | null;
  currency: string | null;
  flag: string | null;
  latitude: number | null;
  longitude: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
};

export type StatesTable = {
  id: Generated<number>;
  country_id: number;
  name: string;
  code: string | null;
  latitude: number | null;
  longitude: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
};

export type CitiesTable = {
  id: Generated<number>;
  country_id: number;
  state_id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
};

import type { BookingTables } from './types-bookings';
import type { SearchTables } from './types-search';
import type { InventoryTables } from './types-inventory';

/**
 * Every table's Kysely type. An interface, so a new area adds its own tables from its own folder
 * (`declare module '@server/db/types' { interface Database { testimonials: TestimonialsTable } }`) without editing
 * this file.
 */
export interface Database extends InventoryTables, SearchTables, BookingTables {
  permissions: PermissionsTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  addresses: AddressesTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  countries: CountriesTable;
  states: StatesTable;
  cities: CitiesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserPatch = Updateable<UsersTable>;
