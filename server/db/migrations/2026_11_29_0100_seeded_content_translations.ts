import { type Kysely, sql } from 'kysely';
import {
  seededFaqEnglish,
  seededFaqTranslations,
  seededPageTranslations,
  seededProgrammeEnglish,
  seededProgrammeTranslations,
} from './texts/2026_11_29_seeded_content_translations';

/**
 * The pages, FAQ and partner programmes the migrations of 24 November wrote, in the site's ten other languages (they
 * read in English everywhere). Only rows nobody has changed since (updated_at still their created_at) and with no
 * translation yet take them: what staff rewrote or translated is theirs. The same rows' English is put right where it
 * misled: the FAQ named a switch no screen shows ("Parking available"), promised the confirmation mail at once, had
 * drivers pay at check-in "unless prepaid" (no room says so) and put a member number in a profile that has no such field.
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
      .set({ translations: JSON.stringify(translations), ...seededFaqEnglish[question] })
      .where('question', '=', question)
      .where(untouched)
      .execute();
  }
  for (const [key, translations] of Object.entries(seededProgrammeTranslations)) {
    await db
      .updateTable('programmes')
      .set({ translations: JSON.stringify(translations), ...seededProgrammeEnglish[key as keyof typeof seededProgrammeEnglish] })
      .where('key', '=', key)
      .where(untouched)
      .execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
