import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

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

export type SessionsTable = {
  id: string;
  user_id: number;
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

export type Database = InventoryTables & SearchTables & BookingTables & {
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
};

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserPatch = Updateable<UsersTable>;
