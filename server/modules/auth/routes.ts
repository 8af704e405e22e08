import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminLoginResponse,
  authCountry,
  credentials,
  emailOnly,
  loginResponse,
  passwordReset,
  register,
  verifyCode,
  verifyPin,
} from '../../../src/api/schemas/auth';
import { messageBody } from '../../../src/api/schemas/common';
import { ADMIN_ACCESS, hasPermission } from '../../../src/authProvider/permissions';
import { HttpError, fieldError, forbidden, unauthorized } from '../../lib/errors';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { mapDbError } from '../../plugins/crud';
import { findUser, findUserRowByEmail, setUserRoles } from '../users/queries';
import { INVALID_LOGIN, codeFailure, sendCodeMail } from './service';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = app.authLimits;
  const tags = ['auth'];

  const signIn = async (request: FastifyRequest, userId: number) => {
    const { token, expiresAt } = await app.tokens.issue(userId, { ip: request.ip, userAgent: request.headers['user-agent'] });
    await app.db.updateTable('users').set({ last_login_at: new Date().toISOString() }).where('id', '=', userId).execute();
    const user = await findUser(app.db, userId);
    if (!user) throw unauthorized();
    return { token, user, expires_at: expiresAt };
  };

  /** Checks email + password the same way (and in the same time) whether or not the account exists. */
  const checkCredentials = async (email: string, password: string) => {
    const row = await findUserRowByEmail(app.db, email);
    const ok = await verifyPassword(password, row?.password_hash ?? (await dummyHash()));
    if (!row || !ok || !row.is_active) throw new HttpError(401, INVALID_LOGIN, { email: [INVALID_LOGIN] });
    return row;
  };

  r.post('/login', { schema: { tags, body: credentials, response: { 200: loginResponse } }, preHandler: limited }, async (req) => {
    const row = await checkCredentials(req.body.email, req.body.password);
    if (!row.email_verified_at) throw forbidden('errors.emailNotVerified', 'email_not_verified');
    return signIn(req, row.id);
  });

  r.post('/admin/login', { schema: { tags, body: credentials, response: { 200: adminLoginResponse } }, preHandler: limited }, async (req) => {
    const row = await checkCredentials(req.body.email, req.body.password);
    const user = await findUser(app.db, row.id);
    if (!hasPermission(user, ADMIN_ACCESS)) throw forbidden('errors.noBackOffice');
    const code = await app.codes.issue(row.id, 'admin_login');
    await sendCodeMail(app.mailer, req, row, 'admin_login', code);
    return { message: req.messages.t('messages.adminCodeSent'), verification_required: true as const, email: row.email };
  });

  r.post('/admin/verify', { schema: { tags, body: verifyCode, response: { 200: loginResponse } }, preHandler: limited }, async (req) => {
    const row = await findUserRowByEmail(app.db, req.body.email);
    if (!row || !row.is_active) throw codeFailure('invalid', 'code');
    const result = await app.codes.check(row.id, 'admin_login', req.body.code, true);
    if (result !== 'ok') throw codeFailure(result, 'code');
    const user = await findUser(app.db, row.id);
    if (!hasPermission(user, ADMIN_ACCESS)) throw forbidden('errors.noBackOffice');
    return signIn(req, row.id);
  });

  r.post('/logout', { schema: { tags, response: { 200: messageBody } }, onRequest: app.authenticate }, async (req) => {
    if (req.sessionId) await app.tokens.revoke(req.sessionId);
    return { message: req.messages.t('messages.signedOut') };
  });

  r.post('/refresh', { schema: { tags, response: { 200: loginResponse } }, onRequest: app.authenticate }, async (req) => {
    const user = req.user!;
    const fresh = await app.tokens.issue(user.id, { ip: req.ip, userAgent: req.headers['user-agent'] });
    if (req.sessionId) await app.tokens.revoke(req.sessionId);
    return { token: fresh.token, user, expires_at: fresh.expiresAt };
  });

  r.post('/register', { schema: { tags, body: register, response: { 201: z.object({ message: z.string(), email: z.string() }) } }, preHandler: limited }, async (req, reply) => {
    const { password, password_confirmation: _, ...profile } = req.body;
    if (await findUserRowByEmail(app.db, profile.email)) throw fieldError('email', 'taken');
    if (profile.country_id && !(await app.db.selectFrom('countries').select('id').where('id', '=', profile.country_id).executeTakeFirst())) {
      throw fieldError('country_id', 'exists');
    }
    const truckerRole = await app.db.selectFrom('roles').select('id').where('name', '=', 'Trucker').executeTakeFirst();
    let userId: number;
    try {
      userId = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('users')
          .values({ ...profile, phone: profile.phone ?? null, country_id: profile.country_id ?? null, password_hash: await hashPassword(password) })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (truckerRole) await setUserRoles(trx, row.id, [truckerRole.id]);
        return row.id;
      });
    } catch (err) {
      mapDbError(err, [{ constraint: 'users_email_key', field: 'email' }]);
    }
    const code = await app.codes.issue(userId, 'email_verify');
    await sendCodeMail(app.mailer, req, { email: profile.email, first_name: profile.first_name }, 'email_verify', code);
    reply.status(201);
    return { message: req.messages.t('messages.verificationSent'), email: profile.email };
  });

  r.post('/verify', { schema: { tags, body: verifyCode, response: { 200: loginResponse } }, preHandler: limited }, async (req) => {
    const row = await findUserRowByEmail(app.db, req.body.email);
    if (!row || !row.is_active) throw codeFailure('invalid', 'code');
    if (row.email_verified_at) throw new HttpError(422, 'errors.alreadyVerified', undefined, 'already_verified');
    const result = await app.codes.check(row.id, 'email_verify', req.body.code, true);
    if (result !== 'ok') throw codeFailure(result, 'code');
    await app.db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).where('id', '=', row.id).execute();
    return signIn(req, row.id);
  });

  r.post('/resend', { schema: { tags, body: emailOnly, response: { 200: messageBody } }, preHandler: limited }, async (req) => {
    const row = await findUserRowByEmail(app.db, req.body.email);
    if (row && row.is_active && !row.email_verified_at) {
      const code = await app.codes.issue(row.id, 'email_verify');
      await sendCodeMail(app.mailer, req, row, 'email_verify', code);
    }
    return { message: req.messages.t('messages.codeSent') };
  });

  r.post('/password/forgot', { schema: { tags, body: emailOnly, response: { 200: messageBody } }, preHandler: limited }, async (req) => {
    const row = await findUserRowByEmail(app.db, req.body.email);
    if (row && row.is_active) {
      const code = await app.codes.issue(row.id, 'password_reset');
      await sendCodeMail(app.mailer, req, row, 'password_reset', code);
    }
    return { message: req.messages.t('messages.codeSent') };
  });

  r.post('/password/verify-pin', { schema: { tags, body: verifyPin, response: { 200: z.object({ valid: z.literal(true) }) } }, preHandler: limited }, async (req) => {
    const row = await findUserRowByEmail(app.db, req.body.email);
    if (!row) throw codeFailure('invalid', 'pin');
    const result = await app.codes.check(row.id, 'password_reset', req.body.pin, false);
    if (result !== 'ok') throw codeFailure(result, 'pin');
    return { valid: true as const };
  });

  r.post('/password/reset', { schema: { tags, body: passwordReset, response: { 200: messageBody } }, preHandler: limited }, async (req) => {
    const row = await findUserRowByEmail(app.db, req.body.email);
    if (!row) throw codeFailure('invalid', 'pin');
    const result = await app.codes.check(row.id, 'password_reset', req.body.pin, true);
    if (result !== 'ok') throw codeFailure(result, 'pin');
    await app.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(req.body.password), updated_at: new Date().toISOString(), email_verified_at: row.email_verified_at ?? new Date().toISOString() })
      .where('id', '=', row.id)
      .execute();
    await app.tokens.revokeAllForUser(row.id);
    return { message: req.messages.t('messages.passwordReset') };
  });

  r.get('/auth/countries', { schema: { tags, response: { 200: z.object({ data: z.array(authCountry) }) } } }, async () => ({
    data: await app.db.selectFrom('countries').select(['id', 'name', 'iso2', 'phone_code', 'flag']).orderBy('name').execute(),
  }));
}
