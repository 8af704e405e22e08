import type { TFunction } from 'i18next';
import type { SiteSettings } from '@/api/schemas/settings';
import type { Db } from '@server/db';
import { siteSettings } from '@server/modules/settings/site';
import type { Mail } from './mailer';
import { mailLine } from './plainText';

/** What one mail says: the greeting's name (none: no greeting), its paragraphs, in the language of `t` (mailT). */
export type MailContent = { to: string; subject: string; name?: string; paragraphs: string[] };

/**
 * How to reach support, as staff keep it in the site settings (Account Settings): the address, the phones and the
 * postal address, one line each; whatever is not set is left out.
 */
export function supportLines(t: TFunction, site: SiteSettings): string[] {
  const { support_email: email, support_phones: phones, postal_address: address } = site;
  return [
    ...(email ? [t('support.email', { email })] : []),
    ...(phones.tollFree ? [t('support.tollFree', { phone: phones.tollFree })] : []),
    ...(phones.international ? [t('support.international', { phone: phones.international })] : []),
    ...(address.length ? [address.map((line) => mailLine(line, 120)).join(', ')] : []),
  ];
}

/**
 * A mail to a driver, a hotel owner or a staff member as the site sends it: greeting, paragraphs, our signature, then
 * the support contacts of the site settings; a reply goes to the support address when one is set.
 */
export function siteMail(t: TFunction, site: SiteSettings, content: MailContent): Mail {
  const support = supportLines(t, site);
  const text = [
    ...(content.name === undefined ? [] : [t('greeting', { name: mailLine(content.name, 40) })]),
    ...content.paragraphs,
    t('signature'),
    ...(support.length ? [support.join('\n')] : []),
  ].join('\n\n');
  return { to: content.to, subject: content.subject, text, ...(site.support_email ? { replyTo: site.support_email } : {}) };
}

/** `siteMail` with the site settings in force (read through their short cache). */
export async function composeSiteMail(db: Db, t: TFunction, content: MailContent): Promise<Mail> {
  return siteMail(t, await siteSettings(db), content);
}
