import { faqTextFields, localized, type Translations } from '@/api/schemas/siteContent';
import { socialNetworks } from '@/api/schemas/settings';
import type { Locale } from '@/i18n/locales';
import { scriptJson } from '@/ssr/htmlSafe';
import type { Db } from '@server/db';
import { sanitizePageHtml } from '@server/lib/html';
import { siteSettings } from '../settings/site';

/**
 * schema.org data of the content pages (issue 14): FAQPage on /faq (the published questions in the page's language)
 * and Organization on /about, in the served HTML's <head> so a crawler reads them without running the app
 * (server/plugins/ssr.ts). The storefront's JsonLd component takes the same script over by its id.
 */

/** The id the storefront's JsonLd component gives its script for this page (src/storefront/content/JsonLd.tsx). */
export const jsonLdId = (id: string) => `jsonld-${id}`;

const script = (id: string, data: Record<string, unknown>) => `<script type="application/ld+json" id="${jsonLdId(id)}">${scriptJson(data)}</script>`;

/** FAQPage (https://schema.org/FAQPage): the published questions, in /faq's order, each answer's HTML cleaned again. */
export async function faqPageJsonLd(db: Db, locale: Locale): Promise<Record<string, unknown> | null> {
  const rows = await db
    .selectFrom('faq_entries')
    .select(['id', 'topic', 'question', 'answer', 'translations'])
    .where('published', '=', true)
    .orderBy('topic')
    .orderBy('position')
    .orderBy('id')
    .limit(500)
    .execute();
  if (!rows.length) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: rows.map((row) => {
      const e = localized({ ...row, translations: (row.translations ?? {}) as Translations }, locale, faqTextFields);
      return { '@type': 'Question', name: e.question, acceptedAnswer: { '@type': 'Answer', text: sanitizePageHtml(e.answer) } };
    }),
  };
}

/** Organization (https://schema.org/Organization): the site, its logo, and the contacts and profiles of the site settings. */
export async function organizationJsonLd(db: Db, origin: string): Promise<Record<string, unknown>> {
  const site = await siteSettings(db);
  const sameAs = socialNetworks.map((n) => site.social_links[n]).filter((u): u is string => Boolean(u));
  const phones = [site.support_phones.tollFree, site.support_phones.international].filter((p): p is string => Boolean(p));
  const contactPoint = [
    ...phones.map((telephone) => ({ '@type': 'ContactPoint', contactType: 'customer support', telephone, ...(site.support_email ? { email: site.support_email } : {}) })),
    ...(!phones.length && site.support_email ? [{ '@type': 'ContactPoint', contactType: 'customer support', email: site.support_email }] : []),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: 'RigRest',
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    ...(site.support_email ? { email: site.support_email } : {}),
    ...(contactPoint.length ? { contactPoint } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** The JSON-LD scripts of a storefront page by its path (language prefix removed); none for other pages. */
export async function contentJsonLd(db: Db, pagePath: string, locale: Locale, origin: string): Promise<string[]> {
  if (pagePath === '/faq') {
    const faq = await faqPageJsonLd(db, locale);
    return faq ? [script('faq', faq)] : [];
  }
  if (pagePath === '/about') return [script('page-about', await organizationJsonLd(db, origin))];
  return [];
}
