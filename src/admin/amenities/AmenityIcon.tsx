import AcUnit from '@mui/icons-material/AcUnit';
import Accessible from '@mui/icons-material/Accessible';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import FreeBreakfast from '@mui/icons-material/FreeBreakfast';
import Kitchen from '@mui/icons-material/Kitchen';
import LocalCarWash from '@mui/icons-material/LocalCarWash';
import LocalCafe from '@mui/icons-material/LocalCafe';
import LocalLaundryService from '@mui/icons-material/LocalLaundryService';
import LocalParking from '@mui/icons-material/LocalParking';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Pets from '@mui/icons-material/Pets';
import Pool from '@mui/icons-material/Pool';
import Restaurant from '@mui/icons-material/Restaurant';
import Schedule from '@mui/icons-material/Schedule';
import SmokeFree from '@mui/icons-material/SmokeFree';
import Tv from '@mui/icons-material/Tv';
import Wifi from '@mui/icons-material/Wifi';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

/**
 * Amenity icons are Material icon names ('wifi', 'local_shipping'). Only these are
 * bundled (the whole icon set would be megabytes); another name shows a neutral check.
 */
export const amenityIcons: Record<string, ComponentType<SvgIconProps>> = {
  ac_unit: AcUnit,
  accessible: Accessible,
  fitness_center: FitnessCenter,
  free_breakfast: FreeBreakfast,
  kitchen: Kitchen,
  local_car_wash: LocalCarWash,
  local_cafe: LocalCafe,
  local_laundry_service: LocalLaundryService,
  local_parking: LocalParking,
  local_shipping: LocalShipping,
  pets: Pets,
  pool: Pool,
  restaurant: Restaurant,
  schedule: Schedule,
  smoke_free: SmokeFree,
  tv: Tv,
  wifi: Wifi,
};

export type AmenityIconProps = SvgIconProps & { icon: string | null | undefined };

export function AmenityIcon({ icon, ...props }: AmenityIconProps) {
  const Icon = (icon && amenityIcons[icon]) || CheckCircleOutline;
  return <Icon aria-hidden {...props} />;
}
