import { Box, Button } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../i18n/useLocale';
import { PlaceField } from '../search/PlaceField';
import { emptyPlace, writePlaceAndStay, type PlaceFields } from '../search/placeQuery';
import type { Stay } from '@/api/stay';
import { isStayValid, StayFields } from '../search/StayFields';
import { useStayChoice } from '../search/useStayChoice';
import { momentOf, useToday } from '../useToday';

export type HotelSearchBoxProps = {
  size?: 'medium' | 'large';
  autoFocus?: boolean;
  /** Place, dates and button one under another at every width (a narrow column, such as the error pages'). */
  stacked?: boolean;
  initialPlace?: PlaceFields;
  initialStay?: Stay;
  /** Where the search goes; by default the /hotels page with the place and stay in its URL. */
  onSearch?(place: PlaceFields, stay: Stay): void;
};

/** Place (with suggestions or "near me") and dates, then Search. Light enough for the home page: no map, no date library. */
export function HotelSearchBox({ size = 'medium', autoFocus, stacked = false, initialPlace = emptyPlace, initialStay, onSearch }: HotelSearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const [place, setPlace] = useState(initialPlace);
  const today = useToday();
  const [stay, setStay] = useStayChoice(initialStay);
  const large = size === 'large';

  const goToHotel = (slug: string) => {
    const params = new URLSearchParams({ checkIn: stay.checkIn, checkOut: stay.checkOut });
    void navigate(localize(`/hotels/${encodeURIComponent(slug)}?${params.toString()}`));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isStayValid(stay, momentOf(today))) return;
    if (onSearch) onSearch(place, stay);
    else void navigate(localize(`/hotels?${writePlaceAndStay(new URLSearchParams(), place, stay).toString()}`));
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('search.formLabel')}
      onSubmit={handleSubmit}
      noValidate
      sx={{
        display: 'flex',
        gap: 1,
        width: '100%',
        flexDirection: stacked ? 'column' : { xs: 'column', md: 'row' },
        alignItems: stacked ? 'stretch' : { md: 'flex-start' },
        ...(large ? { p: { xs: 1.5, sm: 2 }, bgcolor: 'background.paper', borderRadius: 2, boxShadow: 3 } : {}),
      }}
    >
      <Box sx={{ flex: 2, minWidth: 0 }}>
        <PlaceField value={place} onChange={setPlace} onPickHotel={goToHotel} size={large ? 'medium' : 'small'} autoFocus={autoFocus} />
      </Box>
      <StayFields value={stay} onChange={setStay} size={large ? 'medium' : 'small'} />
      <Button type="submit" variant="contained" color={large ? 'secondary' : 'primary'} disableElevation disabled={!isStayValid(stay, momentOf(today))} sx={{ px: 4, flexShrink: 0, minHeight: large ? 56 : 40 }}>
        {t('search.submit')}
      </Button>
    </Box>
  );
}
