import type { TFunction } from 'i18next';
import { bedsOf, roomTypeKeyOf } from '@/api/content';

/**
 * Names from the fixed catalogues in the reader's language (storefront namespace, `catalog.*`), for the browser and
 * the server's mails alike; null when the name is free text outside them (shown as written, in English).
 */
export function catalogRoomType(t: TFunction, name: string): string | null {
  const key = roomTypeKeyOf(name);
  return key ? t(`storefront:catalog.roomTypes.${key}`) : null;
}

export function catalogBeds(t: TFunction, text: string): string | null {
  const b = bedsOf(text);
  return b ? t(`storefront:catalog.beds.${b.kind}`, { count: b.count }) : null;
}
