import type { z } from 'zod';
import { fieldLabel, renderRule, type MessageTranslator, type MessageValues } from './validation';

/**
 * THE rules of a stay's dates, for the server, the storefront and the admin alike: calendar dates as 'YYYY-MM-DD',
 * nights between them, and what makes a stay one we search and book. No zod at run time, so the storefront's home
 * page can use it and stay light.
 */

/** The longest stay a search, a live check or a booking takes. */
export const MAX_STAY_NIGHTS = 30;

/**
 * How far ahead a stay may start: a year, as hotels sell rooms. Two days' slack, because the server's "today" is the
 * earliest on Earth (UTC-12) and a traveller's can be two calendar days later (UTC+14): a year ahead of their today
 * must pass there too.
 */
export const MAX_DAYS_AHEAD = 365;
const AHEAD_SLACK_DAYS = 2;

/** A stay's calendar dates, 'YYYY-MM-DD': the hotel's nights, whatever the reader's time zone. */
export type Stay = { checkIn: string; checkOut: string };

/** The storefront's URL parameters of a stay (links drivers share carry them: never rename). */
export const stayParams = { checkIn: 'checkIn', checkOut: 'checkOut' } as const;

export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** True for a 'YYYY-MM-DD' that names a real calendar day (2026-02-30 does not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Nights from check-in to check-out (negative when check-out comes first). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of `now` on this machine's clock: in a browser, the traveller's own "today". */
export function localIsoDate(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The earliest check-in the API takes: "today" where the day begins last (UTC-12). Hotels have no time zone of their
 * own and travellers send their local date, so any place's today must pass, and nothing before it.
 */
export function earliestCheckIn(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** Tonight to tomorrow: the stay a search or a hotel page starts with. */
export function defaultStay(today: string = localIsoDate(new Date())): Stay {
  return { checkIn: today, checkOut: addDays(today, 1) };
}

/** A broken rule of a stay; `rule` names its message (src/api/validation.ts, locales common:validation). */
export type StayProblem =
  | { field: keyof Stay; rule: 'format' }
  | { field: 'checkIn'; rule: 'not_past' | 'too_far' }
  | { field: 'checkOut'; rule: 'after' | 'max_nights' };

/** What is wrong with a check-in: not a date, before `today`, or more than a year after it. */
export function checkInProblem(checkIn: unknown, today: string): StayProblem | null {
  if (!isIsoDate(checkIn)) return { field: 'checkIn', rule: 'format' };
  if (checkIn < today) return { field: 'checkIn', rule: 'not_past' };
  return checkIn > addDays(today, MAX_DAYS_AHEAD + AHEAD_SLACK_DAYS) ? { field: 'checkIn', rule: 'too_far' } : null;
}

/** What is wrong with a check-out for this check-in: not after it, or more than MAX_STAY_NIGHTS later. */
export function checkOutProblem(checkIn: string, checkOut: unknown): StayProblem | null {
  if (!isIsoDate(checkOut)) return { field: 'checkOut', rule: 'format' };
  if (checkOut <= checkIn) return { field: 'checkOut', rule: 'after' };
  if (nightsBetween(checkIn, checkOut) > MAX_STAY_NIGHTS) return { field: 'checkOut', rule: 'max_nights' };
  return null;
}

/**
 * Every rule a stay breaks, one problem per field at most; none means it can be searched and booked. `today` is the
 * earliest allowed check-in: the traveller's date in a browser, earliestCheckIn() on the server.
 */
export function stayProblems(stay: { checkIn?: unknown; checkOut?: unknown }, today: string): StayProblem[] {
  const { checkIn, checkOut } = stay;
  // Without a check-in, a check-out can only be judged on its own.
  const out = isIsoDate(checkIn) ? checkOutProblem(checkIn, checkOut) : isIsoDate(checkOut) ? null : ({ field: 'checkOut', rule: 'format' } as const);
  return [checkInProblem(checkIn, today), out].filter((p): p is StayProblem => p !== null);
}

/** The names a payload gives the two dates (the URL's checkIn, the API's checkin_date or checkInDate). */
export type StayFieldNames = { checkIn: string; checkOut: string };

/** The values of a problem's message; `target` is a field name, shown by its label. */
export function stayProblemValues(problem: StayProblem, names: StayFieldNames): MessageValues {
  switch (problem.rule) {
    case 'format':
      return { format: ISO_DATE_FORMAT };
    case 'after':
      return { target: names.checkIn };
    case 'max_nights':
      return { length: MAX_STAY_NIGHTS };
    default:
      return {};
  }
}

/** A problem's message, in the translator's language (English without one), with fields called by `names`. */
export function stayProblemText(problem: StayProblem, names: StayFieldNames, tr?: MessageTranslator): string {
  const values = stayProblemValues(problem, names);
  if (values.target !== undefined) values.target = fieldLabel([String(values.target)], tr);
  return renderRule(problem.rule, { field: fieldLabel([names[problem.field]], tr), ...values }, tr);
}

/**
 * THE zod refinement of a stay for every schema that carries one: `.superRefine(refineStay({ checkIn: 'checkin_date',
 * checkOut: 'checkout_date' }))`. A malformed date is left to the field's own schema (isoDate).
 */
export function refineStay<In extends string, Out extends string>(names: { checkIn: In; checkOut: Out }, now: () => Date = () => new Date()) {
  return <T extends Record<In | Out, string>>(value: T, ctx: z.core.$RefinementCtx<T>) => {
    const stay = { checkIn: value[names.checkIn], checkOut: value[names.checkOut] };
    for (const problem of stayProblems(stay, earliestCheckIn(now()))) {
      if (problem.rule === 'format') continue;
      ctx.addIssue({ code: 'custom', path: [names[problem.field]], message: stayProblemText(problem, names), params: { rule: problem.rule, ...stayProblemValues(problem, names) } });
    }
  };
}

/**
 * The stay a link asks for, made one we can search: a missing, impossible or past check-in means tonight to
 * tomorrow; a good check-in with a stay longer than allowed keeps its check-in for the longest stay allowed; one
 * with another bad check-out keeps the check-in for one night. `corrected` says a date the link did give was replaced
 * (a link without dates is not corrected: tonight is what it means).
 */
export function correctStay(asked: { checkIn?: string | null; checkOut?: string | null }, today: string): { stay: Stay; corrected: boolean } {
  const problems = stayProblems(asked, today);
  const tooLong = problems.length > 0 && problems.every((p) => p.rule === 'max_nights');
  const stay = problems.some((p) => p.field === 'checkIn')
    ? defaultStay(today)
    : tooLong
      ? { checkIn: asked.checkIn!, checkOut: addDays(asked.checkIn!, MAX_STAY_NIGHTS) }
      : problems.length
        ? defaultStay(asked.checkIn!)
        : { checkIn: asked.checkIn!, checkOut: asked.checkOut! };
  const replaced = (given: string | null | undefined, kept: string) => given !== null && given !== undefined && given !== kept;
  return { stay, corrected: replaced(asked.checkIn, stay.checkIn) || replaced(asked.checkOut, stay.checkOut) };
}

/** The storefront's one reading of a stay from its URL (`?checkIn=YYYY-MM-DD&checkOut=YYYY-MM-DD`). */
export function readStay(params: URLSearchParams, now: Date = new Date()): { stay: Stay; corrected: boolean } {
  return correctStay({ checkIn: params.get(stayParams.checkIn), checkOut: params.get(stayParams.checkOut) }, localIsoDate(now));
}
