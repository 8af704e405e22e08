import type { TFunction } from 'i18next';
import { sql } from 'kysely';
import { accountPreferences } from '@/api/schemas/settings';
import { ADMIN_ACCESS } from '@/authProvider/permissions';
import { isLocale, type Locale } from '@/i18n/locales';
import type { Db } from '@server/db';
import { mailT } from '@server/lib/i18n';
import { siteSettings } from '@server/modules/settings/site';
import type { Mail, Mailer } from './mailer';
import { siteMail } from './siteMail';

/** How many staff one notice is mailed to, at most. */
export const MAX_STAFF_RECIPIENTS = 20;

export type StaffRecipient = { email: string; first_name: string; locale: Locale };

const preferredLocale = accountPreferences.pick({ locale: true });

/**
 * The active staff who may act on `codename` (superusers, and holders of it and of the back office, by permission as
 * spec section 6 decides), each with their language: the one chosen in Account Settings, else the one they last used
 * the site in, else English.
 */
export async function staffToMail(db: Db, codename: string): Promise<StaffRecipient[]> {
  const holds = (c: string) => sql<boolean>`exists (
    select 1 from user_roles ur
      join role_permissions rp on rp.role_id = ur.role_id
      join permissions p on p.id = rp.permission_id
     where ur.user_id = u.id and p.codename = ${c})`;
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('user_preferences as up', 'up.user_id', 'u.id')
    .select(['u.email', 'u.first_name', 'u.locale', 'up.value as preferences'])
    .where('u.is_active', '=', true)
    .where((eb) => eb.or([eb('u.is_superuser', '=', true), eb.and([holds(codename), holds(ADMIN_ACCESS)])]))
    .orderBy('u.id')
    .limit(MAX_STAFF_RECIPIENTS)
    .execute();
  return rows.map((row) => {
    // jsonb arrives parsed; the schema decides whether it holds a language.
    const chosen = preferredLocale.safeParse(row.preferences ?? {});
    const locale: Locale = chosen.success ? chosen.data.locale : isLocale(row.locale) ? row.locale : 'en';
    return { email: row.email, first_name: row.first_name, locale };
  });
}

/** One notice in one staff member's language: its subject and paragraphs (the site mail adds greeting, signature and support). */
export type StaffNotice = (t: TFunction, recipient: StaffRecipient) => { subject: string; paragraphs: string[]; replyTo?: string };

/**
 * Mails a notice to the staff who may act on `codename`, each in their own language, as the site's mails are (the
 * site settings' signature and support contacts). Answers how many were sent.
 */
export async function mailStaff(db: Db, mailer: Mailer, codename: string, notice: StaffNotice): Promise<number> {
  const staff = await staffToMail(db, codename);
  if (!staff.length) return 0;
  const site = await siteSettings(db);
  for (const s of staff) {
    const t = mailT(s.locale);
    const { subject, paragraphs, replyTo } = notice(t, s);
    const mail: Mail = siteMail(t, site, { to: s.email, subject, name: s.first_name, paragraphs });
    await mailer.send(replyTo ? { ...mail, replyTo } : mail);
  }
  return staff.length;
}
