import HotelIcon from '@mui/icons-material/Hotel';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import PlaceIcon from '@mui/icons-material/Place';
import { Autocomplete, Box, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type PlaceSuggestion } from '@/api';
import { PlaceTextField } from './PlaceTextField';
import { useDebouncedValue } from './useDebouncedValue';
import type { NearMeStatus } from './useNearMe';

export type PlaceAutocompleteProps = {
  text: string;
  onText(text: string, reason: 'input' | 'reset' | 'clear' | 'blur' | 'selectOption' | 'removeOption'): void;
  onPick(picked: PlaceSuggestion | string): void;
  size: 'small' | 'medium';
  autoFocus?: boolean;
  nearMeStatus: NearMeStatus;
  onNearMe(): void;
  label?: string;
};

const MIN_CHARS = 2;
const kindIcon = { city: LocationCityIcon, province: PlaceIcon, country: PlaceIcon, postal_code: PlaceIcon, hotel: HotelIcon } as const;

/** The place box with suggestions as you type (GET /places/suggest, debounced), usable from the keyboard. */
export function PlaceAutocomplete({ text, onText, onPick, size, autoFocus, nearMeStatus, onNearMe, label }: PlaceAutocompleteProps) {
  const { t } = useTranslation('storefront');
  // Opened at once when the driver was already typing in the plain box this replaces.
  const [open, setOpen] = useState(Boolean(autoFocus && text));
  const query = useDebouncedValue(text.trim(), 250);
  const suggestions = useQuery({
    queryKey: ['places', 'suggest', query],
    queryFn: ({ signal }) => api.places.suggest(query, signal),
    enabled: open && query.length >= MIN_CHARS,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const options = query.length >= MIN_CHARS ? (suggestions.data?.data ?? []) : [];

  return (
    <Autocomplete<PlaceSuggestion, false, false, true>
      freeSolo
      fullWidth
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      // The server already matched and ranked them.
      filterOptions={(x) => x}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      getOptionKey={(option) => (typeof option === 'string' ? option : `${option.kind}:${option.label}:${option.slug ?? ''}`)}
      inputValue={text}
      onInputChange={(_event, next, reason) => onText(next, reason)}
      onChange={(_event, picked) => {
        if (picked !== null) onPick(picked);
      }}
      loading={suggestions.isFetching}
      loadingText={t('search.suggestionsLoading')}
      noOptionsText={t('search.noSuggestions')}
      renderOption={({ key, ...props }, option) => {
        const Icon = kindIcon[option.kind];
        return (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Icon fontSize="small" color="action" aria-hidden="true" />
            <Box sx={{ minWidth: 0 }}>
              <Typography noWrap>{option.label}</Typography>
              <Typography variant="caption" color="text.secondary">
                {t(`search.kinds.${option.kind}`)}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <PlaceTextField
          params={params}
          size={size}
          autoFocus={autoFocus}
          nearMeStatus={nearMeStatus}
          onNearMe={onNearMe}
          loading={suggestions.isFetching}
          label={label}
        />
      )}
    />
  );
}
