import { type Kysely, sql } from 'kysely';
import { seededFaqTranslations, seededPageTranslations, seededProgrammeTranslations } from './data/2026_11_29_seeded_content_translations';

/**
 * The pages, FAQ and partner programmes the migrations of 24 November wrote, in the site's ten other languages (they
 * read in English everywhere). Only rows nobody has changed since (updated_at still their created_at) and with no
 * translation yet take them: what staff rewrote or translated is theirs. The English FAQ's switch takes the name the
 * search page gives it ("Truck parking"; it said "Parking available", a name no screen shows).
 */
// Frozen in time: this file never imports application code, only its own frozen data.
export async function up(db: Kysely<any>): Promise<void> {
  const untouched = sql<boolean>`updated_at = created_at and translations = '{}'::jsonb`;
  for (const [slug, translations] of Object.entries(seededPageTranslations)) {
    await db.updateTable('pages').set({ translations: JSON.stringify(translations) }).where('slug', '=', slug).where(untouched).execute();
  }
  for (const [question, translations] of Object.entries(seededFaqTranslations)) {
    await db
      .updateTable('faq_entries')
      .set({ translations: JSON.stringify(translations), answer: sql`replace(answer, '“Parking available”', '“Truck parking”')` })
      .where('question', '=', question)
      .where(untouched)
      .execute();
  }
  for (const [key, translations] of Object.entries(seededProgrammeTranslations)) {
    await db.updateTable('programmes').set({ translations: JSON.stringify(translations) }).where('key', '=', key).where(untouched).execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
