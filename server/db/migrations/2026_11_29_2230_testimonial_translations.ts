import { sql, type Kysely } from 'kysely';
import { demoTestimonialTranslations } from './texts/2026_11_29_demo_testimonial_translations';

/**
 * A testimonial's words in the site's other languages, as staff translate them (like promotions and pages): they read
 * in English on /fr and /ar. The DEMO testimonials nobody has changed get theirs.
 */
// Frozen in time: this file never imports application code, only its own frozen data.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('testimonials').addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`)).execute();
  for (const [text, translations] of Object.entries(demoTestimonialTranslations)) {
    await db
      .updateTable('testimonials')
      .set({ translations: JSON.stringify(translations) })
      .where('text', '=', text)
      .where('name', 'like', '% (DEMO)')
      .where(sql<boolean>`updated_at = created_at`)
      .execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
