import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountPreferencesInput, defaultPreferences, siteSettings as siteSettingsSchema, siteSettingsInput, storedPreferences, storefrontPreview, type StoredPreferences } from '@/api/schemas/settings';
import { ADMIN_ACCESS } from '@/authProvider/permissions';
import { anySignedIn, anyone, needs } from '@server/plugins/access';
import { isStaffPreview, previewCookieHeader, previewCookieValue } from './preview';
import { saveSiteSettings, siteSettings } from './site';

const tags = ['settings'];

/** The site's settings (public: the footer, the maintenance page, the tag manager read them) and each user's own. */
export async function siteSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/settings/site', { config: anyone, schema: { tags, response: { 200: siteSettingsSchema } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return siteSettings(app.db);
  });
  r.put('/admin/settings/site', {
    config: needs('change_setting'),
    schema: { tags, body: siteSettingsInput, response: { 200: siteSettingsSchema } },
  }, async (req) => {
    const saved = await saveSiteSettings(app.db, req.body, req.user?.id ?? null);
    req.log.info({ maintenance: saved.maintenance.enabled, by: req.user?.id }, 'site settings saved');
    return saved;
  });

  // Staff preview of the storefront during maintenance (DESIGN.md "Maintenance mode"): the back office asks for the
  // cookie for its own staff session; the storefront asks whether it holds one.
  r.post('/admin/storefront-preview', { config: needs(ADMIN_ACCESS), schema: { tags, response: { 200: storefrontPreview } } }, async (req, reply) => {
    const session = await app.db.selectFrom('sessions').select('expires_at').where('id', '=', req.sessionId!).executeTakeFirstOrThrow();
    const expiresAt = new Date(session.expires_at);
    const value = previewCookieValue(app.config.TOKEN_SECRET, req.sessionId!, expiresAt);
    reply.header('Set-Cookie', previewCookieHeader(value, (expiresAt.getTime() - Date.now()) / 1000, app.config.publicOrigin.startsWith('https:')));
    return { active: true };
  });
  r.get('/storefront-preview', { config: anyone, schema: { tags, response: { 200: storefrontPreview } } }, async (req) => ({ active: await isStaffPreview(app, req) }));

  const preferencesOf = async (userId: number): Promise<StoredPreferences> => {
    const row = await app.db.selectFrom('user_preferences').select(['value', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
    const stored = accountPreferencesInput.safeParse(row?.value ?? {});
    return { ...defaultPreferences, ...(stored.success ? stored.data : {}), updated_at: row ? new Date(row.updated_at).toISOString() : null };
  };

  r.get('/user/preferences', { config: anySignedIn, schema: { tags, response: { 200: storedPreferences } } }, async (req) => preferencesOf(req.user!.id));
  r.put('/user/preferences', {
    config: anySignedIn,
    schema: { tags, body: accountPreferencesInput, response: { 200: storedPreferences } },
  }, async (req) => {
    const { updated_at: _, ...current } = await preferencesOf(req.user!.id);
    const value = JSON.stringify({ ...current, ...req.body });
    await app.db
      .insertInto('user_preferences')
      .values({ user_id: req.user!.id, value })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ value, updated_at: new Date().toISOString() }))
      .execute();
    return preferencesOf(req.user!.id);
  });
}
