import BedIcon from '@mui/icons-material/Bed';
import PeopleIcon from '@mui/icons-material/People';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { RoomOffer } from '@/api/schemas/hotelSearch';
import { LocaleLink } from '../i18n/LocaleLink';
import { useCatalogNames } from '../i18n/useCatalogNames';
import { useLocale } from '../i18n/useLocale';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { useMoney } from '../money/useMoney';
import { cancelWording } from '@/i18n/cancelPolicy';
import type { Party } from '@/api/party';
import type { Stay } from '@/api/stay';
import { reservationPath } from './stayDates';
import { whyUnavailable } from './whyUnavailable';

/** "Only 3 rooms left" shows from this many down. */
export const FEW_ROOMS_LEFT = 5;

export type RoomOfferCardProps = { offer: RoomOffer; slug: string; stay: Stay; party: Party; nights: number };

/** One room for the chosen stay: what it is, what it costs a night and in all, how to cancel, and Book. */
export function RoomOfferCard({ offer, slug, stay, party, nights }: RoomOfferCardProps) {
  const { t } = usePageNamespace('hotel');
  const names = useCatalogNames();
  const roomName = names.roomType(offer.name);
  const beds = offer.beds ? names.beds(offer.beds) : null;
  const locale = useLocale();
  const { format, isConverted, own } = useMoney();
  const currency = offer.currency;
  const priced = offer.available && currency !== null && offer.total !== null;
  const policy = cancelWording(offer.cancel_policy, locale);
  // One price every night reads "a night"; prices that change over the stay are an average. A night's price is one
  // room's, as the search's results show it; the total is the whole party's.
  const uniformNights = offer.nightly.every((n) => n.amount === offer.nightly[0]?.amount);
  const unavailable = whyUnavailable(offer, party);
  const unavailableText =
    unavailable.why === 'tooSmall' ? t('hotel:rooms.tooSmall') : unavailable.why === 'fewLeft' ? t('hotel:rooms.left', { count: unavailable.left }) : t('hotel:rooms.soldOut');
  const dayFormat = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });

  return (
    <Box component="article" data-testid="room-offer" aria-labelledby={`room-${offer.room_id}`} sx={{ p: { xs: 2, sm: 2.5 }, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} justifyContent="space-between">
        <Box sx={{ minWidth: 0 }}>
          <Typography id={`room-${offer.room_id}`} component="h3" dir="auto" sx={{ fontWeight: 700, fontSize: 18 }}>
            <span lang={roomName.lang}>{roomName.text}</span>
          </Typography>
          <Stack direction="row" useFlexGap spacing={2} flexWrap="wrap" sx={{ mt: 0.5, color: 'text.secondary' }}>
            {beds && (
              <Stack direction="row" spacing={0.5} alignItems="center">
                <BedIcon fontSize="small" aria-hidden="true" />
                <Typography variant="body2" dir="auto" lang={beds.lang}>
                  {beds.text}
                </Typography>
              </Stack>
            )}
            <Stack direction="row" spacing={0.5} alignItems="center">
              <PeopleIcon fontSize="small" aria-hidden="true" />
              <Typography variant="body2">{t('hotel:rooms.sleeps', { count: offer.max_occupancy })}</Typography>
            </Stack>
          </Stack>
          {offer.available && (
            <Box sx={{ mt: 1.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, color: policy.key === 'nonRefundable' ? 'text.primary' : 'success.dark' }}>
                {policy.key === 'freeUntil' ? t('hotel:cancel.freeUntil', { date: policy.date, time: policy.time }) : t(`hotel:cancel.${policy.key}`)}
              </Typography>
              {offer.cancel_policy?.description && (
                <Typography variant="body2" color="text.secondary" dir="auto" lang={names.english} sx={{ mt: 0.5 }}>
                  {offer.cancel_policy.description}
                </Typography>
              )}
            </Box>
          )}
        </Box>
        <Box sx={{ textAlign: { xs: 'start', md: 'end' }, flexShrink: 0, minWidth: { md: 220 } }}>
          {!offer.available ? (
            <Chip label={unavailableText} color="default" sx={{ fontWeight: 700 }} data-testid="room-unavailable" />
          ) : !priced ? (
            <Typography color="text.secondary">{t('hotel:rooms.ratesUnavailableShort')}</Typography>
          ) : (
            <>
              <Typography sx={{ fontSize: 22, fontWeight: 800 }} data-testid="room-price">
                {t(uniformNights ? 'hotel:rooms.perNight' : 'hotel:rooms.perNightAverage', { price: format(offer.total! / Math.max(1, nights) / party.rooms, currency!) })}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('hotel:rooms.total', { count: nights, price: format(offer.total!, currency!) })}
              </Typography>
              {party.rooms > 1 && (
                <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="room-total-rooms">
                  {t('hotel:rooms.forRooms', { count: party.rooms })}
                </Typography>
              )}
              {isConverted(currency!) && (
                <Typography variant="body2" color="text.secondary">
                  {t('hotel:rooms.ownCurrency', { price: own(offer.total!, currency!) })}
                </Typography>
              )}
              {offer.rooms_left !== null && offer.rooms_left <= FEW_ROOMS_LEFT && (
                <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 700, mt: 0.5 }}>
                  {t('hotel:rooms.left', { count: offer.rooms_left })}
                </Typography>
              )}
              <Button
                component={LocaleLink}
                to={reservationPath(slug, offer.room_id, stay, party)}
                variant="contained"
                disableElevation
                aria-label={t('hotel:rooms.bookRoom', { room: roomName.text })}
                sx={{ mt: 1.5, minWidth: 140, minHeight: 44 }}
              >
                {t('hotel:rooms.book')}
              </Button>
            </>
          )}
        </Box>
      </Stack>
      {priced && offer.nightly.length > 1 && (
        <Box component="details" sx={{ mt: 1.5, '& summary': { cursor: 'pointer', color: 'primary.main', fontWeight: 600, fontSize: 14 } }}>
          <summary>{t('hotel:rooms.nightlyTitle')}</summary>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {offer.nightly.map((n) => (
              <Typography component="li" variant="body2" key={n.date}>
                {t('hotel:rooms.night', { date: dayFormat.format(new Date(`${n.date}T00:00:00Z`)), price: format(n.amount, currency!) })}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
