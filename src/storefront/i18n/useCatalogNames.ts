import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AmenityKey } from '@/api/content';
import { catalogBeds, catalogRoomType } from '@/i18n/catalogNames';
import { useEnglishLang } from './useContentLanguage';

export type ShownText = { text: string; lang: 'en' | undefined };

/**
 * Names from the fixed catalogues (amenities, room types, beds) in the reader's language, by key; a name outside
 * them is shown as written, marked English (issue 12, item 10).
 */
export function useCatalogNames() {
  const { t } = useTranslation('storefront');
  const english = useEnglishLang();
  const amenity = useCallback(
    (a: { name: string; key: AmenityKey | null }): ShownText => (a.key ? { text: t(`storefront:catalog.amenities.${a.key}`), lang: undefined } : { text: a.name, lang: english }),
    [t, english],
  );
  const roomType = useCallback(
    (name: string): ShownText => {
      const text = catalogRoomType(t, name);
      return text !== null ? { text, lang: undefined } : { text: name, lang: english };
    },
    [t, english],
  );
  const beds = useCallback(
    (text: string): ShownText => {
      const said = catalogBeds(t, text);
      return said !== null ? { text: said, lang: undefined } : { text, lang: english };
    },
    [t, english],
  );
  return useMemo(() => ({ amenity, roomType, beds, english }), [amenity, roomType, beds, english]);
}
