import FilterListIcon from '@mui/icons-material/FilterList';
import ListIcon from '@mui/icons-material/ViewList';
import MapIcon from '@mui/icons-material/Map';
import { Badge, Box, Button, Collapse, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, useTheme } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { hasPermission } from '@/authProvider/permissions';
import { SEARCH_PAGE_SIZE } from '@/api/searchOptions';
import { useHydrateAtOnce, useHydrateOnInteraction } from '@/ssr/context';
import { usePageNamespace } from '../i18n/usePageNamespace';
import type { MapView } from '../map';
import { HotelSearchBox } from '../pages/HotelSearchBox';
import { SearchSummary } from './SearchSummary';
import { useSession } from '../session/sessionContext';
import { usePageTitle } from '../usePageTitle';
import { useWidthKnown } from '../useWidthKnown';
import { pickPlace, type PlaceFields } from './placeQuery';
import { stayParams } from '@/api/stay';
import { stayQuery } from '../hotel/stayDates';
import { RouteModeTabs } from './route/RouteModeTabs';
import { RouteSearchBox } from './route/RouteSearchBox';
import { RouteSummary } from './route/RouteSummary';
import { emptyRoute, readRouteDraft, routeEndName } from './route/routeState';
import { FitsRigSwitch, ParkingSwitch, SearchFilters } from './SearchFilters';
import { SearchMap } from './SearchMap';
import { SearchResultsList } from './SearchResultsList';
import { activeFilterCount, fitsRigOn, hasActiveFilters } from './searchState';
import { SortSelect } from './SortSelect';
import { useHotelSearch } from './useHotelSearch';
import { NoneInReach } from './hours/NoneInReach';
import { useSearchUrlState } from './useSearchUrlState';
import { useSearchView, useShowSearchView } from './searchView';

export type HotelSearchVariant = 'hotels' | 'truckParking';
export type HotelSearchPageProps = { variant: HotelSearchVariant };

const EDIT_PERMISSION = 'change_hotel';
// Only a phone's map shows it, once a pin is tapped: never in the first render.
const MapHotelCard = lazy(() => import('./MapHotelCard').then((m) => ({ default: m.MapHotelCard })));
const MAP_HEIGHT = { xs: 'calc(100vh - 180px)', lg: 'clamp(420px, calc(100vh - 360px), 720px)' };

/**
 * /hotels and /truck-parking: the search form, filters and sort, the results beside a map (stacked with a list/map
 * toggle on phones). /truck-parking is the same search with parking always on and its own heading.
 */
export function HotelSearchPage({ variant }: HotelSearchPageProps) {
  const { t, ready } = usePageNamespace('search');
  const truckParking = variant === 'truckParking';
  usePageTitle(ready ? t(`search:${variant}.title`) : t(`placeholders.${variant}`));
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  // Phones: the form folds into a one-line summary once there are results, and the controls share one row.
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  // Touch screens cannot hover: the page's hint says what a finger can do.
  const canHover = useMediaQuery('(hover: hover)');
  // Until the app runs in the browser, the phone and desktop layouts are CSS's to choose (the server's HTML is shown
  // until the first interaction): a value for phones (below md) and one for wider screens, or for below/above lg.
  const widthKnown = useWidthKnown();
  const byWidth = <T,>(onPhone: T, wider: T) => (widthKnown ? (phone ? onPhone : wider) : { xs: onPhone, md: wider });
  const byWide = <T,>(narrow: T, onWide: T) => (widthKnown ? (wide ? onWide : narrow) : { xs: narrow, lg: onWide });
  const phoneShown = !widthKnown || phone;
  const widerShown = !widthKnown || !phone;
  const narrowShown = !widthKnown || !wide;
  const { user } = useSession();
  const canEdit = hasPermission(user, EDIT_PERMISSION);

  const { state, apply, correct, query } = useSearchUrlState({ forceParking: truckParking });
  const showView = useShowSearchView();
  // A link with one end of a route is not searched: the form opens with that end, waiting for the other.
  const routeDraft = useMemo(() => (state.route ? null : readRouteDraft(new URLSearchParams(query))), [state.route, query]);
  const search = useHotelSearch(state, { enabled: !routeDraft });
  // A link to a page past the last (page=99 of 2) opens the last page instead of an empty list under a pager.
  const lastPage = search.results ? Math.max(1, search.results.meta.last_page) : null;
  // The browser corrects it as the page loads, not on the visitor's first interaction.
  useHydrateAtOnce(lastPage !== null && state.page > lastPage);
  useEffect(() => {
    if (lastPage !== null && !search.stale && !search.searching && state.page > lastPage) correct({ type: 'setPage', page: lastPage });
  }, [lastPage, search.stale, search.searching, state.page, correct]);
  // A finished search (no supplier still answering, so nothing to poll) is all in the server's HTML: the app loads on
  // the visitor's first interaction. Its distances are in the page language's unit: another unit loads it at once.
  useHydrateOnInteraction(ready && Boolean(search.results) && !search.stale && !search.searching && !search.error, 'units');
  const [hoveredId, setHoveredId] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [scrollToId, setScrollToId] = useState<number | null>(null);
  const [movedTo, setMovedTo] = useState<MapView | null>(null);
  const view = useSearchView();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [editingSearch, setEditingSearch] = useState(false);
  // "Along my route" is open while the URL holds a route, or once the driver picks it (before a route is searched).
  const [routeChosen, setRouteChosen] = useState(false);
  const routeMode = Boolean(state.route || routeDraft) || routeChosen;
  // Phones start on the list: Leaflet is fetched only once the map is first shown.
  const [mapWanted, setMapWanted] = useState(false);
  useEffect(() => {
    if (wide || view === 'map') setMapWanted(true);
  }, [wide, view]);

  // A new search (another URL) forgets what was hovered, chosen or moved on the old one.
  useEffect(() => {
    setHoveredId(null);
    setMovedTo(null);
    setEditingSearch(false);
  }, [query]);

  const { checkIn, checkOut, criteria } = state;
  const hotelQuery = useMemo(() => stayQuery({ checkIn, checkOut }, criteria), [checkIn, checkOut, criteria]);
  const shownIds = useMemo(() => new Set(search.results?.data.map((h) => h.id) ?? []), [search.results]);

  // The chosen marker's result: on this page it is scrolled to; on another, that page is opened first.
  useEffect(() => {
    if (scrollToId === null || search.stale || !shownIds.has(scrollToId)) return;
    document.getElementById(`hotel-result-${scrollToId}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    setScrollToId(null);
  }, [scrollToId, shownIds, search.stale]);

  const handleMarkerClick = useCallback(
    (id: number) => {
      setSelectedId(id);
      const index = search.markers.findIndex((m) => m.id === id);
      if (index >= 0) {
        const page = Math.floor(index / SEARCH_PAGE_SIZE) + 1;
        // Choosing a pin is not a step of its own: Back does not walk through the pages the pins were on.
        if (page !== state.page) correct({ type: 'setPage', page });
      }
      // On a phone's map the pin's card shows over the map; the list stays where it was.
      if (!wide && view === 'map') return;
      setScrollToId(id);
    },
    [search.markers, state.page, correct, wide, view],
  );

  // On a phone the map sits below the form: bring it (or the list) up when switching.
  const switchedTo = useRef<'list' | 'map' | null>(null);
  const handleView = (next: 'list' | 'map') => {
    switchedTo.current = next;
    showView(next);
  };
  // Once the map the driver opened is drawn (a navigation: not at once), it is brought up; going back to the list
  // restores the list's own scroll position, and the focus (on the map's button, now gone) moves to the list.
  useEffect(() => {
    if (switchedTo.current !== view) return;
    switchedTo.current = null;
    if (view === 'map') document.getElementById('search-map')?.scrollIntoView({ block: 'start' });
    else document.getElementById('search-results')?.focus({ preventScroll: true });
  }, [view]);

  const handlePage = (page: number) => {
    apply({ type: 'setPage', page });
    const list = document.getElementById('search-results');
    list?.scrollIntoView({ block: 'start' });
    // The keyboard goes on from the new page's first result, not from the pager at the bottom of the old one.
    list?.focus({ preventScroll: true });
  };

  const fitsRigSwitch = user?.rig ? <FitsRigSwitch value={fitsRigOn(state, user.rig)} onChange={(value) => apply({ type: 'setFitsRig', value })} /> : null;
  const resetButton = (sx: object) => (
    <Button sx={sx} onClick={() => apply({ type: 'reset' })} disabled={!hasActiveFilters(state) && !state.search && !state.placeLabel && !state.city && !state.location && !state.route} data-testid="reset-search">
      {t('search:filters.reset')}
    </Button>
  );
  const filterCount = activeFilterCount(state);
  const highlightedId = hoveredId ?? selectedId;
  const placeLabel = search.place?.label ?? state.placeLabel;
  const placeComing = Boolean(state.city) && !search.results && !search.error;
  // The forms start again on another search (the URL's place, route or dates), not when tonight is redrawn by the
  // reader's own clock after hydration: that remounted them and threw away what the visitor had begun typing.
  const urlStay = useMemo(() => {
    const params = new URLSearchParams(query);
    return params.has(stayParams.checkIn) || params.has(stayParams.checkOut) ? { checkIn: state.checkIn, checkOut: state.checkOut } : undefined;
  }, [query, state.checkIn, state.checkOut]);
  const searchKey = `${state.placeLabel}|${state.search}|${state.city}|${state.location?.latitude ?? ''}|${urlStay?.checkIn ?? ''}|${urlStay?.checkOut ?? ''}|${JSON.stringify(state.route ?? routeDraft)}`;

  const hasPlace = Boolean(state.search || state.city || state.placeLabel || state.location || state.postalCode || state.province || state.country || state.route);
  // A phone folds the form into its summary line once there are results.
  const foldable = hasPlace && Boolean(search.results) && !editingSearch;
  // A route's folded line names both ends, short ("Dallas, TX"), each from the URL when the server could not place it.
  const routeEnd = (end: PlaceFields, found: string | null | undefined) => routeEndName(end, found) || (end.location ? t('storefront:search.nearMeLabel') : '');
  const routeEnds = state.route ? { from: routeEnd(state.route.from, search.route?.from), to: routeEnd(state.route.to, search.route?.to) } : null;
  const summaryPlace = routeEnds?.from || placeLabel || state.search || [state.city, state.province].filter(Boolean).join(', ') || (state.location ? t('storefront:search.nearMeLabel') : '');
  const cardMarker = !wide && view === 'map' && selectedId !== null ? search.markers.find((m) => m.id === selectedId) : undefined;
  const cardHit = cardMarker ? search.results?.data.find((h) => h.id === cardMarker.id) : undefined;

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 24, md: 32 } }}>
        {ready ? t(`search:${variant}.heading`) : t(`placeholders.${variant}`)}
      </Typography>
      {ready ? (
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2, maxWidth: 760, display: byWidth(foldable ? 'none' : 'block', 'block') }} data-testid="search-intro">
          {t(`search:${variant}.intro`)}{' '}
          {variant !== 'hotels' ? null : widthKnown ? (
            t(canHover ? 'search:hints.hover' : 'search:hints.touch')
          ) : (
            // Until the app runs, CSS tells a mouse from a finger.
            <>
              <Box component="span" sx={{ '@media (hover: none)': { display: 'none' } }}>
                {t('search:hints.hover')}
              </Box>
              <Box component="span" sx={{ '@media (hover: hover)': { display: 'none' } }}>
                {t('search:hints.touch')}
              </Box>
            </>
          )}
        </Typography>
      ) : null}

      {phoneShown && hasPlace && search.results ? (
        <Box sx={{ mt: foldable ? 1.5 : 0, mb: foldable ? 0 : 1.5, display: byWidth('block', 'none') }}>
          <SearchSummary place={summaryPlace} destination={routeEnds?.to} stay={{ checkIn: state.checkIn, checkOut: state.checkOut }} expanded={!foldable} onEdit={() => setEditingSearch((e) => !e)} />
        </Box>
      ) : null}
      <Box id="search-form" sx={{ display: byWidth(foldable ? 'none' : 'block', 'block') }}>
        {ready ? (
          <RouteModeTabs
            value={routeMode ? 'route' : 'place'}
            onChange={(mode) => {
              setRouteChosen(mode === 'route');
              if (mode === 'place' && (state.route || routeDraft)) apply({ type: 'setPlace', place: pickPlace(state) });
            }}
          />
        ) : null}
        {routeMode ? (
          <RouteSearchBox
            key={searchKey}
            initialRoute={state.route ?? routeDraft ?? emptyRoute}
            initialStay={urlStay}
            onSearch={(route, stay) => {
              setEditingSearch(false);
              apply({ type: 'setRoute', route }, { type: 'setStay', stay });
            }}
          />
        ) : (
          <HotelSearchBox
            key={searchKey}
            initialPlace={pickPlace(state)}
            initialStay={urlStay}
            onSearch={(place, stay) => {
              setEditingSearch(false);
              apply({ type: 'setPlace', place }, { type: 'setStay', stay });
            }}
          />
        )}
      </Box>

      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: byWidth(1.5, 2), flexWrap: byWidth('nowrap', 'wrap'), alignItems: 'center' }} data-testid="search-controls">
        {narrowShown ? (
          <Badge badgeContent={filterCount} color="secondary" sx={{ display: byWide('inline-flex', 'none') }}>
            <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setFiltersOpen((o) => !o)} aria-expanded={filtersOpen} aria-controls="search-filters">
              {t('search:filters.toggle')}
            </Button>
          </Badge>
        ) : null}
        {!truckParking && widerShown ? <ParkingSwitch value={state.parkingAvailable} onChange={(value) => apply({ type: 'setParking', value })} sx={{ display: byWidth('none', 'inline-flex') }} /> : null}
        {!phone ? fitsRigSwitch : null}
        <SortSelect value={state.sortBy} onChange={(sortBy) => apply({ type: 'setSort', sortBy })} sx={{ flex: byWidth('1 1 0%', '0 1 auto'), minWidth: byWidth(0, 190) }} />
        {widerShown ? resetButton({ display: byWidth('none', 'inline-flex') }) : null}
        {narrowShown ? (
          <ToggleButtonGroup value={view} exclusive size="small" onChange={(_e, v: 'list' | 'map' | null) => v && handleView(v)} aria-label={t('search:view.label')} sx={{ marginInlineStart: 'auto', display: byWide('inline-flex', 'none') }}>
            <ToggleButton value="list" aria-label={t('search:view.list')}>
              <ListIcon fontSize="small" />
              <Box component="span" sx={{ paddingInlineStart: 0.5, display: { xs: 'none', sm: 'inline' } }}>
                {t('search:view.list')}
              </Box>
            </ToggleButton>
            <ToggleButton value="map" aria-label={t('search:view.map')}>
              <MapIcon fontSize="small" />
              <Box component="span" sx={{ paddingInlineStart: 0.5, display: { xs: 'none', sm: 'inline' } }}>
                {t('search:view.map')}
              </Box>
            </ToggleButton>
          </ToggleButtonGroup>
        ) : null}
      </Stack>
      {/* Always open from lg (by CSS, so the server's HTML has it open on a desktop too); a toggle below. */}
      <Collapse in={filtersOpen} id="search-filters" sx={{ [theme.breakpoints.up('lg')]: { height: 'auto !important', overflow: 'visible', visibility: 'visible' } }}>
        <Box sx={{ mt: 2 }}>
          {phoneShown ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1.5, flexWrap: 'wrap', alignItems: 'center', display: byWidth('flex', 'none') }}>
              {!truckParking ? <ParkingSwitch value={state.parkingAvailable} onChange={(value) => apply({ type: 'setParking', value })} /> : null}
              {phone ? fitsRigSwitch : null}
              {resetButton({})}
            </Stack>
          ) : null}
          <SearchFilters state={state} apply={apply} distances={!state.route} />
        </Box>
      </Collapse>

      {state.route && search.route ? (
        // Shown on a phone too, folded or not: a fallback to the straight line is news the driver needs.
        <RouteSummary route={search.route} />
      ) : state.route ? null : placeLabel ? (
        <Typography variant="body2" sx={{ mt: 2, display: byWidth(foldable ? 'none' : 'block', 'block') }} data-testid="search-place">
          {t('search:results.near', { place: placeLabel })}
        </Typography>
      ) : placeComing && widerShown ? (
        // A city search answers with its place: keep the line's room so the results below do not move when it comes.
        <Typography variant="body2" sx={{ mt: 2, visibility: 'hidden', display: byWidth('none', 'block') }} aria-hidden="true">
          &nbsp;
        </Typography>
      ) : null}

      <Box sx={{ mt: byWidth(foldable ? 1.5 : 2, 2), display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }, alignItems: 'start' }}>
        <Box id="search-results" tabIndex={-1} sx={{ display: { xs: view === 'list' ? 'block' : 'none', lg: 'block' }, scrollMarginTop: 72, outline: 'none' }}>
          <SearchResultsList
            waiting={routeDraft ? t('search:route.waiting') : undefined}
            results={search.results}
            stale={search.stale}
            searching={search.searching}
            error={search.error}
            onRetry={search.retry}
            page={state.page}
            onPage={handlePage}
            highlightedId={highlightedId}
            onHover={setHoveredId}
            stayQuery={hotelQuery}
            canEdit={canEdit}
            emptyHint={state.hoursLeft && !state.beyondReach ? <NoneInReach onShowBeyond={() => apply({ type: 'setBeyondReach', value: true })} /> : undefined}
          />
        </Box>
        <Box id="search-map" sx={{ display: { xs: view === 'map' ? 'block' : 'none', lg: 'block' }, position: { xs: 'relative', lg: 'sticky' }, top: { lg: 80 }, scrollMarginTop: 64 }}>
          {!wide && view === 'map' && !cardMarker ? (
            <Button
              variant="contained"
              startIcon={<ListIcon />}
              onClick={() => handleView('list')}
              sx={{ position: 'absolute', bottom: 88, left: '50%', transform: 'translateX(-50%)', zIndex: 1001, boxShadow: 3 }}
            >
              {t('search:view.showList')}
            </Button>
          ) : null}
          {mapWanted ? (
          <SearchMap
            markers={search.markers}
            place={search.place}
            highlightedId={highlightedId}
            onMarkerClick={handleMarkerClick}
            onHover={setHoveredId}
            movedTo={movedTo}
            onMoved={setMovedTo}
            onSearchArea={() => movedTo && apply({ type: 'searchArea', location: movedTo.center })}
            height={MAP_HEIGHT}
            routeLine={state.route ? search.routeLine : undefined}
          />
          ) : (
            // The map's box until it is wanted (a desktop: once the app runs, on the first interaction), as the map's
            // own loading block: nothing moves when it comes.
            <Skeleton variant="rectangular" sx={{ height: MAP_HEIGHT, borderRadius: 1 }} aria-label={t('search:map.label')} data-testid="search-map-placeholder" />
          )}
          {cardMarker ? (
            <Suspense fallback={null}>
              <MapHotelCard marker={cardMarker} hit={cardHit} stayQuery={hotelQuery} onClose={() => setSelectedId(null)} />
            </Suspense>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
