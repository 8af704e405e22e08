import { Box, Button, FormHelperText, MenuItem, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { formatDistance } from '@/api/units';
import type { Stay } from '@/api/stay';
import { usePageNamespace } from '../../i18n/usePageNamespace';
import { useDistanceUnit } from '../../layout/useDistanceUnit';
import { PlaceField } from '../PlaceField';
import { isStayValid, StayFields } from '../StayFields';
import { useStayChoice } from '../useStayChoice';
import { corridorKm, corridorOptions, defaultCorridor, hasPlace, isRouteReady, type RouteState } from './routeState';

export type RouteSearchBoxProps = {
  initialRoute: RouteState;
  /** The search's dates; none: tonight, as the reader's clock has it (the server's while the page hydrates). */
  initialStay?: Stay;
  onSearch(route: RouteState, stay: Stay): void;
};

/** "Along my route": From (a place, or "near me") and To, the corridor's width in the reader's unit, the dates. */
export function RouteSearchBox({ initialRoute, initialStay, onSearch }: RouteSearchBoxProps) {
  const { t, i18n } = usePageNamespace('search');
  const { unit } = useDistanceUnit();
  const [route, setRoute] = useState(initialRoute);
  const [stay, setStay] = useStayChoice(initialStay);
  // A width chosen in the other unit is offered as it was chosen, beside this unit's options.
  const corridor = route.corridor ?? defaultCorridor(unit);
  const options = [...corridorOptions[unit].map((value) => ({ value, unit })), ...(corridor.unit === unit ? [] : [corridor])];
  const ready = isRouteReady(route) && isStayValid(stay);
  // A link that named one end only (cut off, say) was not searched: the empty end says what it waits for.
  const linkedOneEnd = hasPlace(initialRoute.from) !== hasPlace(initialRoute.to);
  const missing = (end: 'from' | 'to') =>
    linkedOneEnd && !hasPlace(route[end]) ? (
      <FormHelperText sx={{ mx: 1.75 }} data-testid={`route-${end}-missing`}>
        {t(end === 'from' ? 'search:route.fromMissing' : 'search:route.toMissing')}
      </FormHelperText>
    ) : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSearch(route, stay);
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('search:route.formLabel')}
      onSubmit={handleSubmit}
      noValidate
      data-testid="route-search"
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}
    >
      <Box>
        <PlaceField label={t('search:route.from')} value={route.from} onChange={(from) => setRoute((r) => ({ ...r, from }))} size="small" />
        {missing('from')}
      </Box>
      <Box>
        <PlaceField label={t('search:route.to')} value={route.to} onChange={(to) => setRoute((r) => ({ ...r, to }))} size="small" />
        {missing('to')}
      </Box>
      <StayFields value={stay} onChange={setStay} size="small" />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          select
          size="small"
          label={t('search:route.corridor')}
          value={`${corridor.value}${corridor.unit}`}
          onChange={(e) => setRoute((r) => ({ ...r, corridor: options.find((o) => `${o.value}${o.unit}` === e.target.value) ?? null }))}
          sx={{ flex: 1, minWidth: 160 }}
          // The box shows the width alone ("5 mi"): its label says from what, and the whole sentence was cut on a phone.
          slotProps={{ htmlInput: { 'data-testid': 'route-corridor' }, select: { renderValue: () => formatDistance(corridorKm(corridor), i18n.language, corridor.unit) } }}
        >
          {options.map((o) => (
            <MenuItem key={`${o.value}${o.unit}`} value={`${o.value}${o.unit}`}>
              {t('search:route.within', { distance: formatDistance(corridorKm(o), i18n.language, o.unit) })}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disableElevation disabled={!ready} sx={{ px: 4, flexShrink: 0, minHeight: 40 }}>
          {t('storefront:search.submit')}
        </Button>
      </Box>
    </Box>
  );
}
