import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { FrontDesk, frontDeskInput } from '@/api/schemas/reach';
import type { HotelsTable } from '@server/db/types-inventory';

type DeskRow = Pick<Selectable<HotelsTable>, 'front_desk_24h' | 'front_desk_opens' | 'front_desk_closes'>;

/** 'HH:MM:SS' as the database answers a time, 'HH:mm' as the API does. */
const clock = (t: string | null) => (t ? t.slice(0, 5) : null);

/** The hotel's front-desk hours as the API answers them; a desk open around the clock has none. */
export function frontDeskOf(row: DeskRow): FrontDesk {
  const open24h = row.front_desk_24h ?? true;
  return { open_24h: open24h, opens: open24h ? null : clock(row.front_desk_opens), closes: open24h ? null : clock(row.front_desk_closes) };
}

/** Staff's front-desk input as columns; hours are dropped for a desk open around the clock. */
export function frontDeskColumns(d: z.output<typeof frontDeskInput>) {
  return {
    front_desk_24h: d.open_24h,
    front_desk_opens: d.open_24h ? null : (d.opens ?? null),
    front_desk_closes: d.open_24h ? null : (d.closes ?? null),
  };
}
