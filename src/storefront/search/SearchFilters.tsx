import { Box, Chip, FormControlLabel, Stack, Switch, Typography, type SxProps, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { distanceOptions, priceOptions } from '@/api/searchOptions';
import { formatDistance } from '@/api/units';
import { MenuSelect } from '../forms/MenuSelect';
import { PartyFields } from './PartyFields';
import { useDistanceUnit } from '../layout/useDistanceUnit';
import { usePageNamespace } from '../i18n/usePageNamespace';
import type { SearchAction, SearchState } from './searchState';
import { HoursLeftPanel } from './hours/HoursLeftPanel';
import { useCatalogNames } from '../i18n/useCatalogNames';

export type SearchFiltersProps = {
  state: SearchState;
  apply(action: SearchAction): void;
  /** The distance ranges (not along a route, where the corridor's width stands for them). */
  distances?: boolean;
};

function OptionGroup({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box role="group" aria-label={label}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5, fontWeight: 600 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * Price, distance and brand filters of spec section 2, the rooms and adults to price, and the amenities a hotel must
 * all have; each change searches again at once.
 */
export function SearchFilters({ state, apply, distances = true }: SearchFiltersProps) {
  const { t, i18n } = usePageNamespace('search');
  const { unit } = useDistanceUnit();
  // The spec's options are kilometres; in miles they keep their meaning ("Under 10 km" is "Under 6.2 mi").
  const distance = (km: number) => formatDistance(km, i18n.language, unit);
  const brands = useQuery({ queryKey: ['brands', 'front'], queryFn: ({ signal }) => api.brands.front(signal), staleTime: 5 * 60_000, meta: { silent: true } });
  const brandList = brands.data?.data ?? [];
  const amenities = useQuery({ queryKey: ['amenities', 'front'], queryFn: ({ signal }) => api.amenities(signal), staleTime: 5 * 60_000, meta: { silent: true } });
  const names = useCatalogNames();
  const amenityList = amenities.data?.data ?? [];

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-end' }}>
      <OptionGroup label={t('search:filters.price')}>
        {priceOptions.map((o) => {
          const on = state.prices.includes(o.id);
          return (
            <Chip
              key={o.id}
              label={o.to === null ? t('search:filters.priceFrom', { from: o.from }) : t('search:filters.priceRange', { from: o.from, to: o.to })}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              onClick={() => apply({ type: 'togglePrice', id: o.id })}
              aria-pressed={on}
              data-testid={`price-${o.id}`}
            />
          );
        })}
      </OptionGroup>
      {distances ? (
        <OptionGroup label={t('search:filters.distance')}>
          {distanceOptions.map((o) => {
            const on = state.distances.includes(o.id);
            return (
              <Chip
                key={o.id}
                label={o.from === 0 ? t('search:filters.distanceUnder', { distance: distance(o.to) }) : t('search:filters.distanceOver', { distance: distance(o.from) })}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                onClick={() => apply({ type: 'toggleDistance', id: o.id })}
                aria-pressed={on}
                data-testid={`distance-${o.id}`}
              />
            );
          })}
        </OptionGroup>
      ) : null}
      <PartyFields value={state.criteria} onChange={(change) => apply({ type: 'changeCriteria', change })} />
      <MenuSelect
        multiple
        size="small"
        label={t('search:filters.brands')}
        value={state.brands}
        options={brandList.map((b) => ({ value: b.id, label: b.name }))}
        emptyText={t('search:filters.allBrands')}
        onChange={(ids) => apply({ type: 'setBrands', ids })}
        sx={{ minWidth: 200, maxWidth: 320 }}
        disabled={!brandList.length}
      />
      <MenuSelect
        multiple
        size="small"
        label={t('search:filters.amenities')}
        value={state.amenities}
        options={amenityList.map((a) => ({ value: a.id, label: names.amenity(a).text }))}
        emptyText={t('search:filters.anyAmenity')}
        onChange={(ids) => apply({ type: 'setAmenities', ids })}
        sx={{ minWidth: 200, maxWidth: 320 }}
        disabled={!amenityList.length}
      />
      <HoursLeftPanel
        key={`${state.hoursLeft?.minutes ?? ''}|${state.hoursLeft?.speedKmh ?? ''}|${unit}`}
        hoursLeft={state.hoursLeft}
        beyondReach={state.beyondReach}
        apply={apply}
      />
    </Box>
  );
}

export type ParkingSwitchProps = { value: boolean; onChange(value: boolean): void; sx?: SxProps<Theme> };

/** Spec section 4: changing it re-runs the search at once. */
export function ParkingSwitch({ value, onChange, sx }: ParkingSwitchProps) {
  const { t } = usePageNamespace('search');
  return (
    <FormControlLabel
      sx={sx}
      control={<Switch checked={value} onChange={(e) => onChange(e.target.checked)} data-testid="parking-switch" />}
      label={t('search:filters.parking')}
    />
  );
}

export type FitsRigSwitchProps = { value: boolean; onChange(value: boolean): void };

/** "Fits my rig": on by default once a rig is saved in the profile; changing it searches again at once. */
export function FitsRigSwitch({ value, onChange }: FitsRigSwitchProps) {
  const { t } = usePageNamespace('search');
  return (
    <FormControlLabel
      control={<Switch checked={value} onChange={(e) => onChange(e.target.checked)} data-testid="fits-rig-switch" />}
      label={t('search:filters.fitsRig')}
    />
  );
}
