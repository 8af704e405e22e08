import type { RaRecord } from 'react-admin';

const f = (field: string) => `resources.users.fields.${field}`;
/** The users' labels, shared by the Admin Users and Truckers screens. */
export const userLabel = f;

type WithRoles = { roles?: ReadonlyArray<{ id: number }> };

/** Edit forms choose roles by id; the API answers them as objects. */
export function withRoleIds<T extends Record<string, unknown>>(record: T): T & { role_ids: number[] } {
  return { ...record, role_ids: ((record as WithRoles).roles ?? []).map((r) => r.id) };
}

export function userName(record: Partial<RaRecord>): string {
  return `${record.first_name ?? ''} ${record.last_name ?? ''}`.trim() || String(record.email ?? record.id);
}
