import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { api } from '@/api';
import type { DistanceUnit } from '@/api/units';
import { storeUnit } from '@/i18n/units';
import { useSession } from '../session/sessionContext';
import { useDistanceUnit } from './useDistanceUnit';

/** Miles or kilometres, one tap: kept in this browser, and in the profile of a signed-in driver. */
export function UnitSwitcher() {
  const { t } = useTranslation();
  const { unit } = useDistanceUnit();
  const { user, setUser } = useSession();
  const next: DistanceUnit = unit === 'mi' ? 'km' : 'mi';

  const handleClick = () => {
    storeUnit(next);
    if (user) void api.user.setUnits({ distance_unit: next }).then(setUser, () => undefined);
  };

  return (
    <Button color="inherit" onClick={handleClick} aria-label={t('common:units.switch', { unit: t(`common:units.${unit}`), next: t(`common:units.${next}`) })} data-testid="unit-switch" sx={{ minWidth: 0, whiteSpace: 'nowrap' }}>
      {t(`common:units.short.${unit}`)}
    </Button>
  );
}
