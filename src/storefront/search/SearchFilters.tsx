import { Box, Checkbox, Chip, FormControlLabel, ListItemText, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { distanceOptions, priceOptions } from '@/api/searchOptions';
import { formatDistance } from '@/api/units';
import { useDistanceUnit } from '../layout/useDistanceUnit';
import { usePageNamespace } from '../i18n/usePageNamespace';
import type { SearchAction, SearchState } from './searchState';

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

/** Price, distance and brand filters of spec section 2; each change searches again at once. */
export function SearchFilters({ state, apply, distances = true }: SearchFiltersProps) {
  const { t, i18n } = usePageNamespace('search');
  const { unit } = useDistanceUnit();
  // The spec's options are kilometres; in miles they keep their meaning ("Under 10 km" is "Under 6.2 mi").
  const distance = (km: number) => formatDistance(km, i18n.language, unit);
  const brands = useQuery({ queryKey: ['brands', 'front'], queryFn: ({ signal }) => api.brands.front(signal), staleTime: 5 * 60_000, meta: { silent: true } });
  const brandList = brands.data?.data ?? [];
  const brandName = (id: number) => brandList.find((b) => b.id === id)?.name ?? `#${id}`;

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
      <TextField
        select
        size="small"
        label={t('search:filters.brands')}
        value={state.brands}
        sx={{ minWidth: 200, maxWidth: 320 }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) => ((selected as number[]).length ? (selected as number[]).map(brandName).join(', ') : t('search:filters.allBrands')),
            displayEmpty: true,
          },
          inputLabel: { shrink: true },
        }}
        onChange={(e) => {
          const value = e.target.value as unknown as number[] | string;
          apply({ type: 'setBrands', ids: typeof value === 'string' ? value.split(',').map(Number) : value });
        }}
        disabled={!brandList.length}
      >
        {brandList.map((b) => (
          <MenuItem key={b.id} value={b.id}>
            <Checkbox checked={state.brands.includes(b.id)} size="small" sx={{ p: 0.5 }} />
            <ListItemText primary={b.name} />
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

export type ParkingSwitchProps = { value: boolean; onChange(value: boolean): void };

/** Spec section 4: changing it re-runs the search at once. */
export function ParkingSwitch({ value, onChange }: ParkingSwitchProps) {
  const { t } = usePageNamespace('search');
  return (
    <FormControlLabel
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
