import LocalParkingIcon from '@mui/icons-material/LocalParking';
import PlaceIcon from '@mui/icons-material/Place';
import { Box, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '@/api';
import { useHydrateOnInteraction } from '@/ssr/context';
import type { Hotel } from '@/api/schemas/hotels';
import { RetryPage } from '../feedback/RetryBox';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { ErrorView } from '../pages/errors/ErrorView';
import { usePageTitle } from '../usePageTitle';
import { HotelContact } from './HotelContact';
import { HotelGallery } from './HotelGallery';
import { HotelLocation } from './HotelLocation';
import { ParkingDetails } from './ParkingDetails';
import { PriceBar } from './PriceBar';
import { RoomOffers } from './RoomOffers';
import { StayPicker } from './StayPicker';
import { hotelAddress } from './hotelAddress';
import { toParagraphs } from './paragraphs';
import { changeParty, readParty, writeParty, type PartyChange } from '@/api/party';
import { readStay, type Stay } from '@/api/stay';
import { changeStay, withStay } from './stayDates';
import { useHotel } from './useHotel';
import { useLiveRooms } from './useLiveRooms';
import { useCatalogNames } from '../i18n/useCatalogNames';
import { Img } from './Img';
import { DemoNotice } from './DemoMark';
import { HotelParkingReports } from '../parking/HotelParkingReports';
import { useUrlStay } from './useUrlStay';

type SectionProps = { id: string; title: string; children: ReactNode; order: number; column: 'main' | 'side' };

/**
 * A titled block of the page. On phones every block is one column in `order` (parking right after the pictures);
 * from 1024 px the side blocks stand in a column of their own.
 */
function Section({ id, title, children, order, column }: SectionProps) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ order: { xs: order, lg: 0 }, ...(column === 'side' ? { p: 2.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' } : {}) }}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** /hotels/{slug}: everything a driver needs to pick and book a room at one hotel. */
export function HotelPage() {
  const { slug = '' } = useParams();
  const { t, ready } = usePageNamespace('hotel');
  const hotel = useHotel(slug);
  const notFound = hotel.error instanceof ApiError && hotel.error.status === 404;
  // The same title the not-found view sets: this page's effect runs after the view's and would replace it.
  usePageTitle(notFound ? t('storefront:errorPage.notFound.pageTitle') : (hotel.data?.hotelName ?? t('storefront:placeholders.hotel')));

  if (notFound) return <ErrorView status={404} />;
  if (hotel.error && ready) return <RetryPage message={t('hotel:page.loadFailed')} onRetry={() => hotel.refetch()} />;
  if (!hotel.data || !ready) return <HotelPageLoading />;
  return <HotelDetail hotel={hotel.data} />;
}

function HotelPageLoading() {
  return (
    // As tall as a screen: a short placeholder would show the footer, which the page then shoves down (layout shift).
    <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3, minHeight: '100vh' }} role="status" aria-busy="true" data-testid="hotel-loading">
      <Skeleton variant="text" sx={{ fontSize: 34, width: '60%' }} />
      <Skeleton variant="text" sx={{ width: '40%', mb: 2 }} />
      <Skeleton variant="rounded" sx={{ width: '100%', aspectRatio: '640 / 400', maxHeight: 460 }} />
    </Box>
  );
}

function HotelDetail({ hotel }: { hotel: Hotel }) {
  const { t } = usePageNamespace('hotel');
  const names = useCatalogNames();
  // A link with a past check-in shows the corrected stay: say so, and correct the URL (it was changed silently).
  // Each change builds on the URL as last asked for, so two quick ones (check-in, then check-out) keep the first.
  const { latest, setParams, stay, party } = useUrlStay();
  const handleStayChange = useCallback(
    (change: Partial<Stay>) => {
      const base = latest();
      setParams(withStay(base, changeStay(readStay(base).stay, change, new Date())), { replace: true });
    },
    [latest, setParams],
  );
  const handlePartyChange = useCallback(
    (change: PartyChange) => {
      const base = latest();
      setParams(writeParty(base, changeParty(readParty(base), change)), { replace: true });
    },
    [latest, setParams],
  );
  const description = toParagraphs(hotel.description);
  const address = hotelAddress(hotel);
  // The rooms' live check (the same query as the rooms and the price bar) answered within the server's render: the
  // whole page is in its HTML, and the app loads on the visitor's first interaction. Its parking lengths are in the
  // page language's unit: another unit loads it at once.
  const live = useLiveRooms(hotel, stay, party);
  useHydrateOnInteraction(!live.searching && !live.failed, 'units');

  return (
    <Box component="article" sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, md: 3 } }}>
      <Box component="header" sx={{ mb: 2 }}>
        {hotel.demo && <DemoNotice />}
        {hotel.brand && (
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.5 }}>
            {hotel.brand.logo && <Img src={hotel.brand.logo} alt="" width={28} height={28} sx={{ objectFit: 'contain' }} />}
            <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }} data-testid="hotel-brand">
              {hotel.brand.name}
            </Typography>
          </Stack>
        )}
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 }, lineHeight: 1.2 }}>
          {hotel.hotelName}
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} flexWrap="wrap" alignItems="center" sx={{ mt: 1 }}>
          {address && (
            <Stack direction="row" spacing={0.5} alignItems="center" sx={{ color: 'text.secondary' }}>
              <PlaceIcon fontSize="small" aria-hidden="true" />
              <Typography variant="body2" component="address" dir="auto" sx={{ fontStyle: 'normal' }}>
                {address}
              </Typography>
            </Stack>
          )}
          {hotel.interstate_hwy && <Chip size="small" color="primary" variant="outlined" label={t('hotel:facts.interstate', { highway: hotel.interstate_hwy })} />}
          {hotel.commercialParkingAvailable && <Chip size="small" color="success" icon={<LocalParkingIcon />} label={t('hotel:facts.truckParking')} />}
        </Stack>
      </Box>

      <Box sx={{ display: { xs: 'flex', lg: 'grid' }, flexDirection: 'column', gap: 3, gridTemplateColumns: { lg: 'minmax(0, 1fr) 360px' }, alignItems: { xs: 'stretch', lg: 'start' } }}>
        <Box sx={{ display: { xs: 'contents', lg: 'flex' }, flexDirection: 'column', gap: 4, minWidth: 0 }}>
          <Box sx={{ order: { xs: 1, lg: 0 } }}>
            <HotelGallery pictures={hotel.pictures.filter((p) => p.room_id === null)} hotelName={hotel.hotelName} />
          </Box>
          <Section id="hotel-rooms" title={t('hotel:rooms.title')} order={3} column="main">
            <Box sx={{ mb: 2 }}>
              <StayPicker stay={stay} onChange={handleStayChange} party={party} onPartyChange={handlePartyChange} />
            </Box>
            <RoomOffers hotel={hotel} stay={stay} party={party} />
          </Section>
          <Section id="hotel-about" title={t('hotel:about.title')} order={4} column="main">
            {description.length ? (
              description.map((para, i) => (
                // Written in English (by staff, or by the supplier): said so for screen readers and translators.
                <Typography key={i} dir="auto" lang={names.english} sx={{ mb: 1.5, whiteSpace: 'pre-line' }} data-testid="hotel-description">
                  {para}
                </Typography>
              ))
            ) : (
              <Typography color="text.secondary">{t('hotel:about.none')}</Typography>
            )}
          </Section>
          <Section id="hotel-amenities" title={t('hotel:amenities.title')} order={5} column="main">
            {hotel.amenities.length ? (
              <Stack component="ul" direction="row" useFlexGap spacing={1} flexWrap="wrap" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {hotel.amenities.map((a) => {
                  const name = names.amenity(a);
                  return (
                    <li key={a.id}>
                      <Chip label={name.text} lang={name.lang} variant={a.featured ? 'filled' : 'outlined'} />
                    </li>
                  );
                })}
              </Stack>
            ) : (
              <Typography color="text.secondary">{t('hotel:amenities.none')}</Typography>
            )}
          </Section>
        </Box>
        <Box sx={{ display: { xs: 'contents', lg: 'flex' }, flexDirection: 'column', gap: 3 }}>
          <Section id="hotel-parking" title={t('hotel:parking.title')} order={2} column="side">
            <ParkingDetails hotel={hotel} />
            {/* No truck parking, no lot to report on. */}
            {hotel.commercialParkingAvailable ? (
              <Box sx={{ mt: 2.5, pt: 2.5, borderTop: 1, borderColor: 'divider' }}>
                <HotelParkingReports hotelId={hotel.id} />
              </Box>
            ) : null}
          </Section>
          {(hotel.phone || hotel.website) && (
            <Section id="hotel-contact" title={t('hotel:contact.title')} order={6} column="side">
              <HotelContact hotel={hotel} />
            </Section>
          )}
          <Section id="hotel-map" title={t('hotel:map.title')} order={7} column="side">
            <HotelLocation hotel={hotel} />
          </Section>
        </Box>
      </Box>
      <PriceBar hotel={hotel} stay={stay} party={party} />
    </Box>
  );
}
