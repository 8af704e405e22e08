import { z } from 'zod';
import { MAX_ADULTS, MAX_ROOMS, type Party } from '../party';
import { formatMessage, ruleParams } from '../validation';
import { numeral } from './numeral';

/** Rooms and adults, as the search, the live check and the booking take them (each room needs an adult). */
export const partyFields = {
  rooms: numeral(z.number().int().min(1).max(MAX_ROOMS)).default(1),
  adults: numeral(z.number().int().min(1).max(MAX_ADULTS)).default(1),
};

/** Each room needs an adult: suppliers refuse a room without one, and a hotel would not let it. */
export function refineParty(party: Party, ctx: z.core.$RefinementCtx<Party>) {
  if (party.adults >= party.rooms) return;
  ctx.addIssue({
    code: 'custom',
    path: ['adults'],
    message: formatMessage('min_value', { field: 'Adults', length: party.rooms }),
    ...ruleParams('min_value', { length: party.rooms }),
  });
}
