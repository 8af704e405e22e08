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
  verifyResponse,
} from '@/api/schemas/auth';
import { safeReturnPath } from '@/api/returnPath';
import { messageBody } from '@/api/schemas/common';
import { ADMIN_ACCESS, asDriver, hasPermission } from '@/authProvider/permissions';
import type { SessionScope } from '@server/db/types';
import { HttpError, fieldError, forbidden, unauthorized } from '@server/lib/errors';
import { refuseCommonPassword } from '@server/lib/commonPasswords';
import { dummyHash, hashPassword, verifyPassword } from '@server/lib/passwords';
import { findUser, findUserRowByEmail, setUserRoles } from '../users/queries';
import { INVALID_LOGIN, codeFailure, sendAccountExistsMail, sendCodeMail } from './service';
import { anySignedIn, anyone } from '@server/plugins/access';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = app.authLimits;
  const checked = app.authChecks;
  const tags = ['auth'];

  /** Opens a session; a 'site' session answers the account as the storefront sees it (asDriver). */
  const signIn = async (request: FastifyRequest, userId: number, scope: SessionScope) => {
    const { token, expiresAt } = await app.tokens.issue(userId, { scope, ip: request.ip, userAgent: request.headers['user-agent'] });
    await app.db.updateTable('users').set({ last_login_at: new Date().toISOString() }).where('id', '=', userId).execute();
    const user = await findUser(app.db, userId);
    if (!user) throw unauthorized();
    return { token, user: scope === 'staff' ? user : asDriver(user), expires_at: expiresAt };
  };

  /** Checks email + password the same way (and in the same time) whether or not the account exists. */
  const checkCredentials = async (email: string, password: string) => {
    const row = await findUserRowByEmail(app.db, email);
    const ok = await verifyPassword(password, row?.password_hash ?? (await dummyHash()));
    if (!row || !ok || !row.is_active) throw new HttpError(401, INVALID_LOGIN, { email: [INVALID_LOGIN] });
    return row;
  };

  r.post('/login', { config: anyone, schema: { tags, body: credentials, response: { 200: loginResponse } }, preHandler: checked }, async (req) => {
    const row = await checkCredentials(req.body.email, req.body.password);
    if (!row.email_verified_at) throw forbidden('errors.emailNotVerified', 'email_not_verified');
    return signIn(req, row.id, 'site');
  });

  r.post('/admin/login', { config: anyone, schema: { tags, body: credentials, response: { 200: adminLoginResponse } }, preHandler: limited }, async (req) => {
    const row = await checkCredentials(req.body.email, req.body.password);
    const user = await findUser(app.db, row.id);
    if (!hasPermission(user, ADMIN_ACCESS)) throw forbidden('errors.noBackOffice');
    const code = await app.codes.issue(row.id, 'admin_login');
    await sendCodeMail(app.mailer, req, row, 'admin_login', code);
    return { message: req.messages.t('messages.adminCodeSent'), verification_required: true as const, email: row.email };
  });

  r.post('/admin/verify', { config: anyone, schema: { tags, body: verifyCode, response: { 200: loginResponse } }, preHandler: checked }, async (req) => {
    const row = await findUserRowByEmail(app.db, req.body.email);
    const result = row?.is_active ? await app.codes.check(row.id, 'admin_login', req.body.code, true) : await app.codes.checkNothing('admin_login', req.body.code);
    if (result !== 'ok' || !row) throw codeFailure('code');
    const user = await findUser(app.db, row.id);
    if (!hasPermission(user, ADMIN_ACCESS)) throw forbidden('errors.noBackOffice');
    return signIn(req, row.id, 'staff');
  });

  r.post('/logout', { schema: { tags, response: { 200: messageBody } }, config: anySignedIn }, async (req) => {
    if (req.sessionId) await app.tokens.revoke(req.sessionId);
    return { message: req.messages.t('messages.signedOut') };
  });

  r.post('/refresh', { schema: { tags, response: { 200: loginResponse } }, config: anySignedIn }, async (req) => {
    const user = req.user!;
    // A refresh keeps the session's scope: a storefront session never turns into a staff one.
    const fresh = await app.tokens.issue(user.id, { scope: req.sessionScope ?? 'site', ip: req.ip, userAgent: req.headers['user-agent'] });
    if (req.sessionId) await app.tokens.revoke(req.sessionId);
    return { token: fresh.token, user, expires_at: fresh.expiresAt };
  });

  // The answer is the same for a new and a taken address, and so is the work before it (the password is hashed
  // either way); what differs, creating the account or telling the owner, happens after the answer.
  r.post('/register', { config: anyone, schema: { tags, body: register, response: { 201: z.object({ message: z.string(), email: z.string() }) } }, preHandler: limited }, async (req, reply) => {
    const { password, password_confirmation: _, next, ...profile } = req.body;
    refuseCommonPassword(password);
    if (profile.country_id && !(await app.db.selectFrom('countries').select('id').where('id', '=', profile.country_id).executeTakeFirst())) {
      throw fieldError('country_id', 'exists');
    }
    const passwordHash = await hashPassword(password);
    const owner = await findUserRowByEmail(app.db, profile.email);
    app.background.run('register', async () => {
      if (owner) return sendAccountExistsMail(app.mailer, req, owner);
      const userId = await createDriver(profile, passwordHash, next ?? null);
      // Taken meanwhile by a concurrent registration: that one's owner is told, as above.
      if (userId === null) {
        const winner = await findUserRowByEmail(app.db, profile.email);
        return winner && sendAccountExistsMail(app.mailer, req, winner);
      }
      const code = await app.codes.issue(userId, 'email_verify');
      await sendCodeMail(app.mailer, req, { email: profile.email, first_name: profile.first_name }, 'email_verify', code);
    });
    reply.status(201);
    return { message: req.messages.t('messages.verificationSent'), email: profile.email };
  });

  /** A new driver account, or null when the address was taken by a concurrent registration. */
  const createDriver = async (profile: Omit<z.infer<typeof register>, 'password' | 'password_confirmation' | 'next'>, passwordHash: string, returnTo: string | null) => {
    const truckerRole = await app.db.selectFrom('roles').select('id').where('name', '=', 'Trucker').executeTakeFirst();
    try {
      return await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('users')
          .values({ ...profile, phone: profile.phone ?? null, country_id: profile.country_id ?? null, password_hash: passwordHash, return_to: returnTo })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (truckerRole) await setUserRoles(trx, row.id, [truckerRole.id]);
        return row.id;
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') return null;
      throw err;
    }
  };

  // The page the driver joined from comes back with the session, once: the code may be entered on another device,
  // whose browser never saw that page.
  r.post('/verify', { config: anyone, schema: { tags, body: verifyCode, response: { 200: verifyResponse } }, preHandler: checked }, async (req) => {
    const row = await findUserRowByEmail(app.db, req.body.email);
    const waiting = row && row.is_active && !row.email_verified_at;
    const result = waiting ? await app.codes.check(row.id, 'email_verify', req.body.code, true) : await app.codes.checkNothing('email_verify', req.body.code);
    if (result !== 'ok' || !row) throw codeFailure('code');
    await app.db.updateTable('users').set({ email_verified_at: new Date().toISOString(), return_to: null }).where('id', '=', row.id).execute();
    return { ...(await signIn(req, row.id, 'site')), return_to: safeReturnPath(row.return_to) };
  });

  // Both answer at once, the same for every address; the code is made and mailed after the answer.
  r.post('/resend', { config: anyone, schema: { tags, body: emailOnly, response: { 200: messageBody } }, preHandler: limited }, async (req) => {
    const row = await findUserRowByEmail(app.db, req.body.email);
    if (row && row.is_active && !row.email_verified_at) {
      app.background.run('resend', async () => sendCodeMail(app.mailer, req, row, 'email_verify', await app.codes.issue(row.id, 'email_verify')));
    }
    return { message: req.messages.t('messages.codeSent') };
  });

  r.post('/password/forgot', { config: anyone, schema: { tags, body: emailOnly, response: { 200: messageBody } }, preHandler: limited }, async (req) => {
    const row = await findUserRowByEmail(app.db, req.body.email);
    if (row && row.is_active) {
      app.background.run('password-forgot', async () => sendCodeMail(app.mailer, req, row, 'password_reset', await app.codes.issue(row.id, 'password_reset')));
    }
    return { message: req.messages.t('messages.pinSent') };
  });

  const checkPin = async (email: string, pin: string, consume: boolean) => {
    const row = await findUserRowByEmail(app.db, email);
    const result = row?.is_active ? await app.codes.check(row.id, 'password_reset', pin, consume) : await app.codes.checkNothing('password_reset', pin);
    if (result !== 'ok' || !row) throw codeFailure('pin');
    return row;
  };

  r.post('/password/verify-pin', { config: anyone, schema: { tags, body: verifyPin, response: { 200: z.object({ valid: z.literal(true) }) } }, preHandler: checked }, async (req) => {
    await checkPin(req.body.email, req.body.pin, false);
    return { valid: true as const };
  });

  r.post('/password/reset', { config: anyone, schema: { tags, body: passwordReset, response: { 200: messageBody } }, preHandler: checked }, async (req) => {
    // Before the PIN is used up: a refused password leaves it good for the next try.
    refuseCommonPassword(req.body.password);
    const row = await checkPin(req.body.email, req.body.pin, true);
    await app.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(req.body.password), updated_at: new Date().toISOString(), email_verified_at: row.email_verified_at ?? new Date().toISOString() })
      .where('id', '=', row.id)
      .execute();
    await app.tokens.revokeAllForUser(row.id);
    return { message: req.messages.t('messages.passwordReset') };
  });

  r.get('/auth/countries', { config: anyone, schema: { tags, response: { 200: z.object({ data: z.array(authCountry) }) } } }, async () => ({
    data: await app.db.selectFrom('countries').select(['id', 'name', 'iso2', 'phone_code', 'flag']).orderBy('name').execute(),
  }));
}
