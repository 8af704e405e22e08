import type { Db } from '../index';
import { demoTestimonialTranslations } from '../migrations/texts/2026_11_29_demo_testimonial_translations';
import { demoPromotionTranslations } from '../migrations/texts/2026_11_29_seeded_content_translations';

/**
 * DEMO content for a first start outside production (issue 14): drivers' testimonials. Invented people and words,
 * marked DEMO in the admin by their home base; staff replace them with real ones.
 */
export const DEMO_TESTIMONIALS = [
  { name: 'Marcus D. (DEMO)', home_base: 'Joplin, MO', rating: 5, text: 'I used to circle truck stops at 2 a.m. looking for a spot. Now I book a room with parking before I even leave the dock.' },
  { name: 'Linda P. (DEMO)', home_base: 'Amarillo, TX', rating: 5, text: 'The parking notes are spot on. When it says it fits a full rig, it fits a full rig.' },
  { name: 'Ray K. (DEMO)', home_base: 'Gary, IN', rating: 4, text: 'Booking takes a minute from my phone at a fuel stop. The brand deals add up over a month on the road.' },
  { name: 'Sofia M. (DEMO)', home_base: 'Laredo, TX', rating: 5, text: 'A real bed and a shower after eleven hours beats the sleeper berth every time. RigRest makes it easy to find one on my route.' },
];

const DEMO_PROMOTIONS = [
  { brand: 'SE', title: 'A free night after 7 nights (DEMO)', summary: 'Stay seven nights at Super 8 hotels within 90 days and the eighth is on us.', body: '<p>Book seven nights at any Super 8 through RigRest within 90 days. We add the free night to your account once your seventh night is over.</p><ul><li>Any Super 8 with truck parking</li><li>Nights need not be in a row</li></ul>', days: 90 },
  { brand: 'M6', title: 'Pets stay free (DEMO)', summary: 'Your co-pilot rides along at no extra charge at every Motel 6.', body: '<p>One pet per room stays free at every Motel 6. Tell the front desk when you check in.</p>', days: 60 },
  { brand: 'CI', title: 'Double points on weeknights (DEMO)', summary: 'Comfort Inn weeknight stays earn double Choice Privileges points.', body: '<p>Sunday to Thursday nights at Comfort Inn earn twice the points when booked through RigRest.</p>', days: 30 },
];

/** Which brands take part in each partner programme, by chain code (DEMO: staff pick the brands in the admin). */
const PROGRAMME_CHAINS: Record<string, string[]> = { choice: ['CH'], wyndham: ['WY'], nait: ['CH', 'WY', 'RR'], truckstop: ['G6', 'RR', 'BW'] };

export async function seedContent(db: Db) {
  const anyPromotion = await db.selectFrom('promotions').select('id').limit(1).executeTakeFirst();
  if (!anyPromotion) {
    const brands = await db.selectFrom('brands').select(['id', 'code', 'chain_code']).execute();
    const byCode = new Map(brands.map((b) => [b.code, Number(b.id)]));
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    for (const [i, p] of DEMO_PROMOTIONS.entries()) {
      await db
        .insertInto('promotions')
        .values({ title: p.title, summary: p.summary, body: p.body, brand_id: byCode.get(p.brand) ?? null, valid_from: day(-i * 3), valid_until: day(p.days), published: true, demo: true, translations: JSON.stringify(demoPromotionTranslations[p.title] ?? {}) })
        .execute();
    }
    for (const [key, chains] of Object.entries(PROGRAMME_CHAINS)) {
      const ids = brands.filter((b) => b.chain_code && chains.includes(b.chain_code)).map((b) => Number(b.id));
      await db.updateTable('programmes').set({ brand_ids: JSON.stringify(ids) }).where('key', '=', key).where('demo', '=', true).execute();
    }
  }
  const any = await db.selectFrom('testimonials').select('id').limit(1).executeTakeFirst();
  if (!any) {
    await db
      .insertInto('testimonials')
      .values(DEMO_TESTIMONIALS.map((t, i) => ({ ...t, published: true, position: i, translations: JSON.stringify(demoTestimonialTranslations[t.text] ?? {}) })))
      .execute();
  }
}
