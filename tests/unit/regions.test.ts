import { describe, expect, it } from 'vitest';
import { countryName } from '@/i18n/regions';

describe('country names in the reader\'s language', () => {
  it('English keeps the catalogue\'s own name; other languages name the region their way', () => {
    expect(countryName({ iso2: 'US', name: 'United States' }, 'en')).toBe('United States');
    expect(countryName({ iso2: 'MX', name: 'Mexico' }, 'ar')).toBe('المكسيك');
    expect(countryName({ iso2: 'ca', name: 'Canada' }, 'de')).toBe('Kanada');
    expect(countryName({ iso2: 'US', name: 'United States' }, 'ja')).toBe('アメリカ合衆国');
  });

  it('a code no engine knows keeps the catalogue\'s name', () => {
    expect(countryName({ iso2: 'XQ', name: 'E2E Landia' }, 'fr')).toBe('E2E Landia');
    expect(countryName({ iso2: 'X1', name: 'Odd' }, 'fr')).toBe('Odd');
  });
});
