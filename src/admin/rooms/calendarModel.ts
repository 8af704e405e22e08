/** Dates of stay as 'YYYY-MM-DD' strings, computed in UTC so no time zone shifts a night. */
export type IsoDate = string;

export type Month = { year: number; month: number };

const pad = (n: number) => String(n).padStart(2, '0');

export function isoDate(year: number, month: number, day: number): IsoDate {
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function todayIso(now: Date = new Date()): IsoDate {
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

export function monthOf(date: IsoDate): Month {
  const [y, m] = date.split('-').map(Number);
  return { year: y!, month: m! };
}

export function addMonths({ year, month }: Month, delta: number): Month {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function daysInMonth({ year, month }: Month): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The first and last night of a month, for GET /admin/rooms/{id}/inventory?from&to. */
export function monthRange(m: Month): { from: IsoDate; to: IsoDate } {
  return { from: isoDate(m.year, m.month, 1), to: isoDate(m.year, m.month, daysInMonth(m)) };
}

/** 0 = Sunday … 6 = Saturday, as the API's weekdays and PostgreSQL's dow count them. */
export function weekday(date: IsoDate): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
}

/**
 * The month as weeks of seven cells (null outside the month), starting on
 * `weekStartsOn` (0 Sunday, 1 Monday).
 */
export function monthGrid(m: Month, weekStartsOn = 0): (IsoDate | null)[][] {
  const first = isoDate(m.year, m.month, 1);
  const lead = (weekday(first) - weekStartsOn + 7) % 7;
  const cells: (IsoDate | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth(m); day += 1) cells.push(isoDate(m.year, m.month, day));
  while (cells.length % 7) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Weekday numbers in display order, starting on `weekStartsOn`. */
export function weekdayOrder(weekStartsOn = 0): number[] {
  return Array.from({ length: 7 }, (_, i) => (weekStartsOn + i) % 7);
}

export type DateRange = { from: IsoDate; to: IsoDate };

/**
 * Picking nights on the calendar: a first click starts a range of one night; a click on or
 * after its start extends it; any other click (or a click once extended) starts again.
 */
export function extendSelection(current: DateRange | null, clicked: IsoDate): DateRange {
  if (current && current.from === current.to && clicked >= current.from) return { from: current.from, to: clicked };
  return { from: clicked, to: clicked };
}

export function inRange(date: IsoDate, range: DateRange | null): boolean {
  return range !== null && date >= range.from && date <= range.to;
}
