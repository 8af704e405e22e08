import type { ColumnType } from 'kysely';
import { defaultSiteSettings, siteSettingsInput, type SiteSettings, type SiteSettingsInput } from '@/api/schemas/settings';
import type { Db } from '@server/db';

export const SITE_SETTINGS_KEY = 'site';

type UserPreferencesTable = {
  user_id: number;
  value: ColumnType<unknown, string, string>;
  updated_at: ColumnType<string, string | undefined, string>;
};

declare module '@server/db/types' {
  interface Database {
    user_preferences: UserPreferencesTable;
  }
}

/**
 * Every process reads maintenance mode on each public write, so the settings are kept a few seconds; the process that
 * saves them forgets its copy at once, the others within CACHE_MS.
 */
const CACHE_MS = 5_000;
const cache = new WeakMap<Db, { at: number; value: SiteSettings }>();

/** The stored settings over the defaults; a stored document that no longer fits the schema falls back field by field. */
function merge(stored: unknown, updatedAt: string | null): SiteSettings {
  const parsed = siteSettingsInput.partial().safeParse(stored ?? {});
  const value = parsed.success ? parsed.data : {};
  return {
    ...defaultSiteSettings,
    ...value,
    support_phones: { ...defaultSiteSettings.support_phones, ...value.support_phones },
    social_links: { ...defaultSiteSettings.social_links, ...value.social_links },
    app_links: { ...defaultSiteSettings.app_links, ...value.app_links },
    maintenance: { ...defaultSiteSettings.maintenance, ...value.maintenance },
    updated_at: updatedAt,
  };
}

export async function siteSettings(db: Db): Promise<SiteSettings> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const row = await db.selectFrom('settings').select(['value', 'updated_at']).where('key', '=', SITE_SETTINGS_KEY).executeTakeFirst();
  const value = merge(row?.value, row?.updated_at ? new Date(row.updated_at).toISOString() : null);
  cache.set(db, { at: Date.now(), value });
  return value;
}

export async function saveSiteSettings(db: Db, input: SiteSettingsInput, userId: number | null): Promise<SiteSettings> {
  const value = JSON.stringify(input);
  await db
    .insertInto('settings')
    .values({ key: SITE_SETTINGS_KEY, value, updated_by: userId })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_by: userId, updated_at: new Date().toISOString() }))
    .execute();
  cache.delete(db);
  return siteSettings(db);
}
