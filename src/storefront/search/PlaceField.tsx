import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceSuggestion } from '@/api';
import type { PlaceAutocompleteProps } from './PlaceAutocomplete';
import { emptyPlace, type PlaceFields } from './placeQuery';
import { placeFromSuggestion, placeText } from './placeSuggestion';
import { PlaceTextField } from './PlaceTextField';
import { useNearMe } from './useNearMe';

export type PlaceFieldProps = {
  value: PlaceFields;
  onChange(place: PlaceFields): void;
  /** A hotel picked from the suggestions: its page is the place to go. */
  onPickHotel?(slug: string): void;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
  /** The box's name (a route's "From" and "To"); the place search's by default. */
  label?: string;
};

const loadAutocomplete = () => import('./PlaceAutocomplete').then((m) => m.PlaceAutocomplete);

/**
 * A place (city, state or province, country, postal code) or a hotel name, with suggestions as you type, or
 * "near me". The suggestions code (MUI Autocomplete) is not part of the home page's first download: a plain box of
 * the same look stands in until it arrives, fetched when the box is first focused (on a phone the first paint's
 * main-thread time matters more than the few milliseconds the suggestions code takes to arrive on focus).
 */
export function PlaceField({ value, onChange, onPickHotel, size = 'medium', autoFocus, label }: PlaceFieldProps) {
  const { t } = useTranslation('storefront');
  // "Near me" is not written into the link (a Spanish reader of an English driver's shared link read it in English):
  // a place that is only a point reads as near me in the reader's own language.
  const [text, setText] = useState(() => placeText(value) || (value.location ? t('search.nearMeLabel') : ''));
  const nearMe = useNearMe();
  const [Rich, setRich] = useState<ComponentType<PlaceAutocompleteProps> | null>(null);
  const focused = useRef(Boolean(autoFocus));

  const upgrade = () => {
    void loadAutocomplete().then((component) => setRich(() => component));
  };
  // A box focused on arrival (autoFocus) gets its suggestions code at once.
  useEffect(() => {
    if (autoFocus) void loadAutocomplete().then((component) => setRich(() => component));
  }, [autoFocus]);

  const handleText = (next: string, reason: string) => {
    setText(next);
    // Typing makes it a free search again until a suggestion is picked.
    if (reason === 'input') onChange({ ...emptyPlace, search: next.trim() });
    if (reason === 'clear') onChange(emptyPlace);
  };

  const handleNearMe = async () => {
    const location = await nearMe.locate();
    if (!location) return;
    setText(t('search.nearMeLabel'));
    onChange({ ...emptyPlace, location });
  };

  const handlePick = (picked: PlaceSuggestion | string) => {
    if (typeof picked === 'string') onChange({ ...emptyPlace, search: picked.trim() });
    else if (picked.kind === 'hotel' && picked.slug && onPickHotel) onPickHotel(picked.slug);
    else onChange(placeFromSuggestion(picked));
  };

  if (Rich) {
    return <Rich text={text} onText={handleText} onPick={handlePick} size={size} autoFocus={focused.current} nearMeStatus={nearMe.status} onNearMe={() => void handleNearMe()} label={label} />;
  }
  return (
    <PlaceTextField
      label={label}
      size={size}
      autoFocus={autoFocus}
      nearMeStatus={nearMe.status}
      onNearMe={() => void handleNearMe()}
      text={text}
      onText={(next) => handleText(next, 'input')}
      onFocus={() => {
        focused.current = true;
        upgrade();
      }}
      onBlur={() => {
        focused.current = false;
      }}
    />
  );
}
