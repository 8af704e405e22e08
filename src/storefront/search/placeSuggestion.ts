import type { PlaceSuggestion } from '@/api';
import { emptyPlace, type PlaceFields } from './placeQuery';

/**
 * The search place a picked suggestion stands for (the server geocodes names; precise points go as a location). A
 * hotel is a point, its own coordinates (a route's start or end at a hotel): its name geocodes to no place.
 */
export function placeFromSuggestion(s: PlaceSuggestion): PlaceFields {
  const base = { ...emptyPlace, placeLabel: s.label };
  switch (s.kind) {
    case 'city':
      return { ...base, city: s.city ?? s.label, province: s.province ?? '', country: s.country ?? '' };
    case 'province':
      return { ...base, province: s.province ?? s.label, country: s.country ?? '' };
    case 'country':
      return { ...base, country: s.country ?? s.label };
    case 'postal_code':
      return { ...base, postalCode: s.postal_code ?? s.label, country: s.country ?? '' };
    case 'hotel':
      return s.latitude !== null && s.longitude !== null ? { ...base, location: { latitude: s.latitude, longitude: s.longitude } } : { ...base, search: s.label };
  }
}

/** What the place box shows for a place: its label, else what was typed or its parts. */
export function placeText(place: PlaceFields): string {
  return place.placeLabel || place.search || [place.city, place.province, place.postalCode, place.country].filter(Boolean).join(', ');
}
