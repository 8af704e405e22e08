import { z } from 'zod';
import { numeral } from './numeral';
import { confirmed } from '../validation';
import { distanceUnits } from '../units';
import { nullable, oneLine, timestamp } from './common';
import { rig } from './rig';

export const PASSWORD_MIN = 8;
export const password = z.string().min(PASSWORD_MIN).max(128);
const name = oneLine(150);
const phone = nullable(z.string().trim().max(30).regex(/^[0-9 +().-]*$/)).optional();
export const email = z.string().trim().min(1).max(254).pipe(z.email()).transform((v) => v.toLowerCase());

export const userRole = z.object({
  id: z.number(),
  name: z.string(),
  permissions: z.array(z.object({ codename: z.string() })),
});

export const user = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country_id: z.number().nullable(),
  is_superuser: z.boolean(),
  is_active: z.boolean(),
  email_verified_at: timestamp.nullable(),
  avatar: z.string().nullable(),
  roles: z.array(userRole),
  last_login_at: timestamp.nullable(),
  /** The driver's rig (profile → My rig); null: none saved. */
  rig: rig.nullable(),
  /** Miles or kilometres as the driver chose; null: their language's and region's own. */
  distance_unit: z.enum(distanceUnits).nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type User = z.infer<typeof user>;

export const userCreate = z.object({
  first_name: name,
  last_name: name,
  email,
  phone,
  country_id: nullable(numeral(z.number().int().positive())).optional(),
  password,
  is_active: z.boolean().default(true),
  is_superuser: z.boolean().default(false),
  email_verified: z.boolean().default(true),
  role_ids: z.array(numeral(z.number().int().positive())).max(50).default([]),
});
export type UserCreate = z.infer<typeof userCreate>;

// No defaults here: a PATCH of one field must not reset the others.
export const userUpdate = z.object({
  first_name: name,
  last_name: name,
  email,
  phone,
  country_id: nullable(numeral(z.number().int().positive())).optional(),
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), password.optional()),
  is_active: z.boolean().optional(),
  is_superuser: z.boolean().optional(),
  role_ids: z.array(numeral(z.number().int().positive())).max(50).optional(),
});
export type UserUpdate = z.infer<typeof userUpdate>;

export const profileUpdate = z.object({
  first_name: name,
  last_name: name,
  phone,
  country_id: nullable(numeral(z.number().int().positive())).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdate>;

export const address = z.object({
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  country_id: z.number().nullable(),
});
export type Address = z.infer<typeof address>;

export const addressInput = z.object({
  line1: oneLine(200),
  line2: nullable(z.string().trim().max(200)).optional(),
  city: oneLine(100),
  state: nullable(z.string().trim().max(100)).optional(),
  postal_code: nullable(z.string().trim().max(20)).optional(),
  country_id: numeral(z.number().int().positive()),
});
export type AddressInput = z.infer<typeof addressInput>;

export const passwordChange = z
  .object({
    current_password: z.string().min(1).max(128),
    password,
    password_confirmation: z.string().min(1).max(128),
  })
  .superRefine(confirmed('password_confirmation', 'password'));
export type PasswordChange = z.infer<typeof passwordChange>;

/** Deleting one's own account: the password again, as for a password change. */
export const accountDeletion = z.object({ password: z.string().min(1).max(128) });
export type AccountDeletion = z.infer<typeof accountDeletion>;
