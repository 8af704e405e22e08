import LocationCityIcon from '@mui/icons-material/LocationCity';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import PlaceIcon from '@mui/icons-material/Place';
import HotelIcon from '@mui/icons-material/Hotel';
import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, CircularProgress, IconButton, InputAdornment, TextField, Tooltip, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type PlaceSuggestion } from '../../api';
import { emptyPlace, type PlaceFields } from './placeQuery';
import { placeFromSuggestion, placeText } from './placeSuggestion';
import { useDebouncedValue } from './useDebouncedValue';
import { useNearMe } from './useNearMe';

export type PlaceFieldProps = {
  value: PlaceFields;
  onChange(place: PlaceFields): void;
  /** A hotel picked from the suggestions: its page is the place to go. */
  onPickHotel?(slug: string): void;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
};

const MIN_CHARS = 2;
const kindIcon = { city: LocationCityIcon, province: PlaceIcon, country: PlaceIcon, postal_code: PlaceIcon, hotel: HotelIcon } as const;

/** A place (city, state or province, country, postal code) or a hotel name, with suggestions as you type, or "near me". */
export function PlaceField({ value, onChange, onPickHotel, size = 'medium', autoFocus }: PlaceFieldProps) {
  const { t } = useTranslation('storefront');
  const [text, setText] = useState(() => placeText(value));
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue(text.trim(), 250);
  const nearMe = useNearMe();
  const suggestions = useQuery({
    queryKey: ['places', 'suggest', query],
    queryFn: ({ signal }) => api.places.suggest(query, signal),
    enabled: open && query.length >= MIN_CHARS,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const options = query.length >= MIN_CHARS ? (suggestions.data?.data ?? []) : [];

  const handleNearMe = async () => {
    const location = await nearMe.locate();
    if (!location) return;
    const label = t('search.nearMeLabel');
    setText(label);
    onChange({ ...emptyPlace, location, placeLabel: label });
  };

  const handlePick = (picked: PlaceSuggestion | string | null) => {
    if (picked === null) return;
    if (typeof picked === 'string') {
      onChange({ ...emptyPlace, search: picked.trim() });
      return;
    }
    if (picked.kind === 'hotel' && picked.slug && onPickHotel) {
      onPickHotel(picked.slug);
      return;
    }
    onChange(placeFromSuggestion(picked));
  };

  const nearMeProblem = nearMe.status === 'denied' ? t('search.nearMeDenied') : nearMe.status === 'unavailable' ? t('search.nearMeUnavailable') : null;

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
      onInputChange={(_event, next, reason) => {
        setText(next);
        // Typing makes it a free search again until a suggestion is picked.
        if (reason === 'input') onChange({ ...emptyPlace, search: next.trim() });
        if (reason === 'clear') onChange(emptyPlace);
      }}
      onChange={(_event, picked) => handlePick(picked)}
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
        <TextField
          {...params}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          autoFocus={autoFocus}
          size={size}
          error={Boolean(nearMeProblem)}
          helperText={nearMeProblem}
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden="true" />
                </InputAdornment>
              ),
              endAdornment: (
                <>
                  {suggestions.isFetching ? <CircularProgress color="inherit" size={18} aria-hidden="true" /> : null}
                  <Tooltip title={t('search.nearMe')}>
                    <IconButton onClick={() => void handleNearMe()} aria-label={t('search.nearMe')} edge="end" size="small" disabled={nearMe.status === 'locating'}>
                      {nearMe.status === 'locating' ? <CircularProgress size={18} aria-label={t('search.locating')} /> : <MyLocationIcon />}
                    </IconButton>
                  </Tooltip>
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
