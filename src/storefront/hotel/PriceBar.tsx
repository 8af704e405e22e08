import { Box, Button, GlobalStyles, Typography } from '@mui/material';
import { roomsSleep, type Party } from '@/api/party';
import { nightsBetween, type Stay } from '@/api/stay';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { useMoney } from '../money/useMoney';
import { useLiveRooms, type LiveRoomsHotel } from './useLiveRooms';

export type PriceBarProps = { hotel: LiveRoomsHotel; stay: Stay; party: Party };

/**
 * A phone's hotel page: the lowest price for the stay and "Choose room" stay in view at the bottom of the screen,
 * while the pictures and parking come first. Reads the same live check as the rooms section (one request).
 */
export function PriceBar({ hotel, stay, party }: PriceBarProps) {
  const { t } = usePageNamespace('hotel');
  const { format } = useMoney();
  const live = useLiveRooms(hotel, stay, party);
  const nights = live.data?.nights || nightsBetween(stay.checkIn, stay.checkOut);
  const priced = (live.data?.rooms ?? []).filter((o) => o.available && o.total !== null && o.currency !== null);
  const cheapest = priced.reduce<(typeof priced)[number] | null>((best, o) => (!best || (o.total_usd ?? Infinity) < (best.total_usd ?? Infinity) ? o : best), null);
  // No room of the hotel sleeps the party: it is the party, not the dates, to change.
  const offers = live.data?.rooms ?? [];
  const tooSmall = offers.length > 0 && offers.every((o) => !roomsSleep(o.max_occupancy, party));
  const text = cheapest
    ? t('hotel:priceBar.from', { price: format(cheapest.total! / Math.max(1, nights) / party.rooms, cheapest.currency!) })
    : live.searching
      ? t('hotel:priceBar.checking')
      : live.failed || live.ratesUnavailable
        ? t('hotel:rooms.ratesUnavailableShort')
        : tooSmall
          ? t('hotel:rooms.tooSmall')
          : t('hotel:priceBar.soldOut');

  const choose = () => {
    const rooms = document.getElementById('hotel-rooms')?.closest('section');
    rooms?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      {/* What the keyboard focuses scrolls clear of the bar, not behind it (a room's Book button was hidden there). */}
      <GlobalStyles styles={(theme) => ({ [theme.breakpoints.down('md')]: { html: { scrollPaddingBottom: 88 } } })} />
      <Box
        data-testid="price-bar"
        sx={{
          display: { xs: 'flex', md: 'none' },
          position: 'sticky',
          bottom: 0,
          zIndex: 1100,
          mx: { xs: -2, sm: -3 },
          mt: 3,
          px: 2,
          py: 1.25,
          gap: 1.5,
          alignItems: 'center',
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          boxShadow: '0 -2px 8px rgba(0,0,0,.08)',
        }}
      >
        <Typography role="status" sx={{ flex: 1, minWidth: 0, fontWeight: 700, fontSize: 17 }} data-testid="price-bar-text">
          {text}
        </Typography>
        <Button variant="contained" color="secondary" disableElevation onClick={choose} sx={{ flexShrink: 0 }}>
          {cheapest || live.searching ? t('hotel:priceBar.choose') : tooSmall ? t('storefront:search.party') : t('hotel:priceBar.changeDates')}
        </Button>
      </Box>
    </>
  );
}
