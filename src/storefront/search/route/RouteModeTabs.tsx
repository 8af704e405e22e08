import PlaceIcon from '@mui/icons-material/Place';
import RouteIcon from '@mui/icons-material/AltRoute';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { usePageNamespace } from '../../i18n/usePageNamespace';

export type SearchMode = 'place' | 'route';
export type RouteModeTabsProps = { value: SearchMode; onChange(mode: SearchMode): void };

/** Search around one place, or along a route between two. */
export function RouteModeTabs({ value, onChange }: RouteModeTabsProps) {
  const { t } = usePageNamespace('search');
  return (
    <ToggleButtonGroup value={value} exclusive size="small" onChange={(_e, next: SearchMode | null) => next && onChange(next)} aria-label={t('search:route.mode')} sx={{ mb: 1.5 }}>
      <ToggleButton value="place" data-testid="mode-place">
        <PlaceIcon fontSize="small" sx={{ marginInlineEnd: 0.5 }} aria-hidden="true" />
        {t('search:route.aroundPlace')}
      </ToggleButton>
      <ToggleButton value="route" data-testid="mode-route">
        <RouteIcon fontSize="small" sx={{ marginInlineEnd: 0.5 }} aria-hidden="true" />
        {t('search:route.alongRoute')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
