import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParam, messageBody } from '@/api/schemas/common';
import { accountDeletion, address, addressInput, passwordChange, profileUpdate, user } from '@/api/schemas/users';
import { earliestCheckIn } from '@/api/stay';
import { rigUpdate, unitsUpdate } from '@/api/schemas/rig';
import type { Db } from '@server/db';
import { HttpError, fieldError, notFound } from '@server/lib/errors';
import { mailT } from '@server/lib/i18n';
import { composeSiteMail } from '@server/mail/siteMail';
import { refuseCommonPassword } from '@server/lib/commonPasswords';
import { hashPassword, verifyPassword } from '@server/lib/passwords';
import { removeUpload, saveImage, uploadedFile } from '@server/lib/uploads';
import { ADMIN_ACCESS, hasPermission } from '@/authProvider/permissions';
import { findUser } from './queries';
import { anySignedIn, needs } from '@server/plugins/access';

const emptyAddress = { line1: null, line2: null, city: null, state: null, postal_code: null, country_id: null };

async function readAddress(db: Db, userId: number) {
  const row = await db.selectFrom('addresses').select(['line1', 'line2', 'city', 'state', 'postal_code', 'country_id']).where('user_id', '=', userId).executeTakeFirst();
  return row ?? emptyAddress;
}

async function writeAddress(db: Db, userId: number, input: z.infer<typeof addressInput>) {
  const values = { line1: input.line1, line2: input.line2 ?? null, city: input.city, state: input.state ?? null, postal_code: input.postal_code ?? null, country_id: input.country_id };
  await db
    .insertInto('addresses')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date().toISOString() }))
    .execute();
  return readAddress(db, userId);
}

export async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const me = (req: FastifyRequest) => req.user!;
  const selfTags = ['user'];
  const adminTags = ['users'];

  const ensureCountry = async (countryId: number | null | undefined) => {
    if (!countryId) return;
    const found = await app.db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst();
    if (!found) throw fieldError('country_id', 'exists');
  };

  const replaceAvatar = async (req: FastifyRequest, userId: number) => {
    const current = await app.db.selectFrom('users').select('avatar').where('id', '=', userId).executeTakeFirst();
    if (!current) throw notFound();
    const publicPath = await saveImage(await uploadedFile(req), app.config.uploadDir, 'avatars');
    await app.db.updateTable('users').set({ avatar: publicPath, updated_at: new Date().toISOString() }).where('id', '=', userId).execute();
    await removeUpload(app.config.uploadDir, current.avatar);
    return (await findUser(app.db, userId))!;
  };

  // --- the signed-in user ---
  r.get('/user', { schema: { tags: selfTags, response: { 200: user } }, config: anySignedIn }, async (req) => me(req));

  const updateProfile = async (req: FastifyRequest, body: z.infer<typeof profileUpdate>) => {
    await ensureCountry(body.country_id);
    await app.db.updateTable('users').set({ ...body, updated_at: new Date().toISOString() }).where('id', '=', me(req).id).execute();
    return (await findUser(app.db, me(req).id))!;
  };
  r.put('/user', { schema: { tags: selfTags, body: profileUpdate, response: { 200: user } }, config: anySignedIn }, (req) => updateProfile(req, req.body));
  r.post('/complete-profile', { schema: { tags: selfTags, body: profileUpdate, response: { 200: user } }, config: anySignedIn }, (req) =>
    updateProfile(req, req.body),
  );

  // My rig and my units: each its own small PUT, so saving one never touches the profile's names.
  r.put('/user/rig', { schema: { tags: selfTags, body: rigUpdate, response: { 200: user } }, config: anySignedIn }, async (req) => {
    await app.db.updateTable('users').set({ rig: req.body.rig === null ? null : JSON.stringify(req.body.rig), updated_at: new Date().toISOString() }).where('id', '=', me(req).id).execute();
    return (await findUser(app.db, me(req).id))!;
  });
  r.put('/user/units', { schema: { tags: selfTags, body: unitsUpdate, response: { 200: user } }, config: anySignedIn }, async (req) => {
    await app.db.updateTable('users').set({ distance_unit: req.body.distance_unit, updated_at: new Date().toISOString() }).where('id', '=', me(req).id).execute();
    return (await findUser(app.db, me(req).id))!;
  });

  r.put('/user/update-avatar', { schema: { tags: selfTags, consumes: ['multipart/form-data'], response: { 200: user } }, config: anySignedIn }, async (req) =>
    replaceAvatar(req, me(req).id),
  );

  const changePassword = async (req: FastifyRequest, body: z.infer<typeof passwordChange>) => {
    const row = await app.db.selectFrom('users').select(['password_hash', 'email', 'first_name']).where('id', '=', me(req).id).executeTakeFirstOrThrow();
    if (!(await verifyPassword(body.current_password, row.password_hash))) {
      throw fieldError('current_password', 'incorrect');
    }
    // The current password was just checked, so the same text is the same password: nothing would change.
    if (body.password === body.current_password) {
      const same = { key: 'errors.samePassword' };
      throw new HttpError(422, same, { password: [same] });
    }
    refuseCommonPassword(body.password);
    await app.db.updateTable('users').set({ password_hash: await hashPassword(body.password), updated_at: new Date().toISOString() }).where('id', '=', me(req).id).execute();
    // Every other session ends; this one stays signed in.
    await app.tokens.revokeAllForUser(me(req).id, req.sessionId ?? undefined);
    const t = mailT(req.headers['accept-language']);
    await app.mailer.send(await composeSiteMail(app.db, t, { to: row.email, subject: t('passwordChanged.subject'), name: row.first_name, paragraphs: [t('passwordChanged.body')] }));
    return { message: req.messages.t('messages.passwordChanged') };
  };
  r.put('/user/update-password', { schema: { tags: selfTags, body: passwordChange, response: { 200: messageBody } }, config: anySignedIn, preHandler: app.authChecks }, (req) => changePassword(req, req.body));
  r.post('/change-password', { schema: { tags: selfTags, body: passwordChange, response: { 200: messageBody } }, config: anySignedIn, preHandler: app.authChecks }, (req) => changePassword(req, req.body));

  // Deleting one's own account. The row goes (the schema's foreign keys take the address, roles, sessions,
  // preferences, notifications and push subscriptions with it); bookings stay the hotels' records, without the
  // account. Refused while a stay is still to come (the hotel expects the driver: cancel it first), and for staff
  // with the back office (an administrator removes them there, so the site is never left without one). A wrong
  // password counts against the address as a failed sign-in does (a stolen token is no way to guess it).
  r.post('/user/delete', { schema: { tags: selfTags, body: accountDeletion, response: { 200: messageBody } }, config: anySignedIn, preHandler: app.authChecks }, async (req) => {
    const id = me(req).id;
    const row = await app.db.selectFrom('users').select(['password_hash', 'avatar']).where('id', '=', id).executeTakeFirstOrThrow();
    if (!(await verifyPassword(req.body.password, row.password_hash))) throw fieldError('password', 'incorrect');
    // Read from the database: a storefront session's user is shown without the back office's roles.
    if (hasPermission(await findUser(app.db, id), ADMIN_ACCESS)) throw new HttpError(409, { key: 'errors.staffStays' }, undefined, 'staff_stays');
    await app.db.transaction().execute(async (trx) => {
      // The account's row is locked first: a booking being made for it waits, and is then seen here.
      await trx.selectFrom('users').select('id').where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
      const upcoming = await trx
        .selectFrom('bookings')
        .select('id')
        .where('user_id', '=', id)
        .where('status', 'in', ['pending', 'confirmed'])
        .where('checkout_date', '>=', earliestCheckIn())
        .limit(1)
        .executeTakeFirst();
      if (upcoming) throw new HttpError(409, { key: 'errors.accountHasBookings' }, undefined, 'has_upcoming_bookings');
      await trx.deleteFrom('users').where('id', '=', id).execute();
    });
    await removeUpload(app.config.uploadDir, row.avatar);
    return { message: req.messages.t('messages.accountDeleted') };
  });

  r.get('/user/address', { schema: { tags: selfTags, response: { 200: address } }, config: anySignedIn }, async (req) => readAddress(app.db, me(req).id));
  r.put('/user/address', { schema: { tags: selfTags, body: addressInput, response: { 200: address } }, config: anySignedIn }, async (req) => {
    await ensureCountry(req.body.country_id);
    return writeAddress(app.db, me(req).id, req.body);
  });

  // --- staff extras beside the generic users resource ---
  const userExists = async (id: number) => {
    if (!(await app.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst())) throw notFound();
  };
  r.put('/admin/users/:id/update-avatar', {
    schema: { tags: adminTags, params: idParam, consumes: ['multipart/form-data'], response: { 200: user } },
    config: needs('change_user'),
  }, async (req) => replaceAvatar(req, req.params.id));

  r.get('/admin/users/:id/address', { schema: { tags: adminTags, params: idParam, response: { 200: address } }, config: needs('view_user') }, async (req) => {
    await userExists(req.params.id);
    return readAddress(app.db, req.params.id);
  });
  r.put('/admin/users/:id/address', {
    schema: { tags: adminTags, params: idParam, body: addressInput, response: { 200: address } },
    config: needs('change_user'),
  }, async (req) => {
    await userExists(req.params.id);
    await ensureCountry(req.body.country_id);
    return writeAddress(app.db, req.params.id, req.body);
  });
}
