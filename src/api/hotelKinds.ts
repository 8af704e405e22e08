/**
 * A hotel's closed lists of values, in a module without zod, so a screen that only names them (the back office's hotel
 * list and its filters) does not download the validation library; src/api/schemas/hotels.ts builds its schemas on them.
 */
export const hotelStatuses = ['active', 'inactive'] as const;
export const parkingFits = ['full_rig', 'bobtail_only', 'unknown'] as const;
export const parkingFees = ['free', 'paid'] as const;
export const suppliers = ['local', 'ice_portal', 'derbysoft'] as const;
