import { describe, expect, it } from 'vitest';
import type { Testimonial } from '@/api/schemas/siteContent';
import { TestimonialCards } from '@/storefront/content/TestimonialCards';
import { renderStorefront } from './storefrontRender';

const ann: Testimonial = {
  id: 1,
  name: 'Ann R.',
  home_base: 'Joplin, MO',
  photo: null,
  rating: 5,
  text: 'Parking for my rig, every night.',
  published: true,
  position: 0,
  translations: { fr: { text: 'Une place pour mon camion, chaque nuit.' } },
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};
const quote = (lng: string) => /<blockquote([^>]*)>([^<]+)<\/blockquote>/.exec(renderStorefront(<TestimonialCards items={[ann]} />, lng, ['common', 'content']));

describe('a testimonial card', () => {
  it('shows the driver\'s words in the reader\'s language when staff translated them, quoted as the language quotes', () => {
    expect(quote('fr')?.[2]).toBe('«\u00a0Une place pour mon camion, chaque nuit.\u00a0»');
    expect(quote('fr')?.[1]).not.toContain('lang=');
    // Staff's translation, not the driver's own words: the card says so.
    const fr = renderStorefront(<TestimonialCards items={[ann]} />, 'fr', ['common', 'content']);
    expect(fr).toMatch(/data-testid="testimonial-translated"[^>]*>Traduit de l(&#x27;|')anglais</);
    expect(renderStorefront(<TestimonialCards items={[ann]} />, 'ar', ['common', 'content'])).not.toContain('testimonial-translated');
    expect(quote('en')?.[2]).toBe('“Parking for my rig, every night.”');
  });

  it('shows the words as said where there is no translation, marked English for screen readers', () => {
    const ar = quote('ar');
    expect(ar?.[2]).toBe('«Parking for my rig, every night.»');
    expect(ar?.[1]).toContain('lang="en"');
  });
});
