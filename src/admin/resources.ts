import { amenities } from './amenities';
import { bookings } from './bookings';
import { brands } from './brands';
import { cities } from './cities';
import { countries } from './countries';
import { currencyRates } from './currencyRates';
import type { AdminResource } from './declaration';
import { hotels } from './hotels';
import { permissions } from './permissions';
import { roles } from './roles';
import { rooms } from './rooms';
import { states } from './states';
import { truckers } from './truckers';
import { users } from './users';

/**
 * Every back-office resource, in menu order. <Admin>, the side menu, the dataProvider,
 * the authProvider's canAccess and the global search are all built from this list:
 * a new resource is one folder and one line here.
 */
export const adminResources: readonly AdminResource[] = [
  hotels,
  rooms,
  bookings,
  users,
  truckers,
  roles,
  permissions,
  countries,
  states,
  cities,
  brands,
  amenities,
  currencyRates,
];
