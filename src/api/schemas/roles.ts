import { z } from 'zod';
import { numeral } from './numeral';
import { oneLine, timestamp } from './common';

export const permission = z.object({
  id: z.number(),
  name: z.string(),
  codename: z.string(),
  group: z.string(),
  created_at: timestamp.optional(),
  updated_at: timestamp.optional(),
});
export type Permission = z.infer<typeof permission>;

export const permissionInput = z.object({
  name: oneLine(150),
  codename: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z][a-z0-9_]*$/),
  group: z.string().trim().min(1).max(50),
});
export type PermissionInput = z.infer<typeof permissionInput>;

export const role = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(permission.pick({ id: true, name: true, codename: true, group: true })),
  users_count: z.number().optional(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Role = z.infer<typeof role>;

export const roleInput = z.object({
  name: oneLine(100),
  description: z.string().trim().max(500).nullish(),
  permission_ids: z.array(numeral(z.number().int().positive())).max(1000).default([]),
});
export type RoleInput = z.infer<typeof roleInput>;
