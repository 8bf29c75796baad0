/**
 * Date and datetime fields (spec 001 §5 "Date field", §9; 002 §9): the limits of the calendar,
 * the selectable days, the time slots, and the first day of the week for the page's language.
 * Dates are local calendar dates (the visitor's time zone), as a calendar shows them.
 */
export const DATE_LOWER_LIMIT_YEARS = 100;
/** A date field reaches to the end of the year three years ahead. */
export const DATE_UPPER_LIMIT_YEARS = 3;
/** A datetime field reaches to the end of this year, or of the next one from September. */
export const DATETIME_NEXT_YEAR_FROM_MONTH = 8; // September, 0-based
export const DEFAULT_TIME_INTERVAL_MIN = 30;
export const DEFAULT_DAY_START = '00:00';
export const DEFAULT_DAY_FINISH = '00:00';
export const DEFAULT_WORK_DAYS: readonly number[] = [0, 1, 2, 3, 4, 5, 6];
/** Spec 002 §9: the calendar follows the field again 150 ms after the page stops scrolling. */
export const CALENDAR_SCROLL_BINDING_MS = 150;

export type DateFieldKind = 'date' | 'datetime';
/** Which side of today may be chosen. */
export type DateRangeKind = 'any' | 'future' | 'past';

export interface DateLimits {
  min: Date;
  max: Date;
}

export const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const endOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);
const endOfYear = (year: number) => new Date(year, 11, 31, 23, 59, 59, 999);
/** The days of a month (0-based): day 0 of the next month is its last. */
export const daysInMonth = (year: number, month: number) => new Date(year, month + 1, 0).getDate();

/** The same day `months` later, at 00:00, on the month's last day where it is shorter (31 January + 1 month = 28 or 29 February). */
export function addMonths(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + months, 1);
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), daysInMonth(first.getFullYear(), first.getMonth())));
}

/**
 * Milliseconds from `now` to the next local midnight: when today's limits change (a future range's
 * first day, a past range's last, and on 1 January or 1 September the upper limit). Counted on
 * the calendar, not as 24 h, so a daylight-saving day is as long as it is.
 */
export function msUntilNextDay(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - now.getTime();
}

/**
 * The first and last moments a field lets the visitor choose. Read at the moment of use (a typed
 * date's check, a calendar's day, a key): never kept from an earlier moment, as a page left open
 * past midnight has another today. A future range starts today and a past one ends today (spec 001
 * §5); a datetime's is the moment itself, so today's times already gone are not offered for a
 * booking, nor those still to come for a past event.
 */
export function dateLimits(now: Date, kind: DateFieldKind, range: DateRangeKind = 'any'): DateLimits {
  const year = now.getFullYear();
  // Today's date that many years back, at 00:00; on 29 February, when that year has none, the
  // month's last day (28 February, as the calendar's Shift+Page Up does), not Date's roll-over to 1 March.
  let min = addMonths(now, -12 * DATE_LOWER_LIMIT_YEARS);
  let max = kind === 'date' ? endOfYear(year + DATE_UPPER_LIMIT_YEARS) : endOfYear(now.getMonth() >= DATETIME_NEXT_YEAR_FROM_MONTH ? year + 1 : year);
  if (range === 'future') min = kind === 'datetime' ? new Date(now) : startOfDay(now);
  if (range === 'past') max = kind === 'datetime' ? new Date(now) : endOfDay(now);
  return { min, max };
}

/** Whether a calendar day may be picked: inside the limits and on a work day (0 = Sunday). */
export function isSelectableDay(day: Date, limits: DateLimits, workDays: readonly number[] = DEFAULT_WORK_DAYS): boolean {
  return endOfDay(day) >= limits.min && startOfDay(day) <= limits.max && workDays.includes(day.getDay());
}

const minutesOf = (time: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 24 && minutes < 60 ? hours * 60 + minutes : null;
};
const asTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The times a datetime field offers in a day: from start, every interval, before finish. A finish
 * of 00:00 (the default) or one not after the start means the end of the day.
 */
export function timeSlots(interval = DEFAULT_TIME_INTERVAL_MIN, start = DEFAULT_DAY_START, finish = DEFAULT_DAY_FINISH): string[] {
  const step = Number.isFinite(interval) && interval > 0 ? Math.floor(interval) : DEFAULT_TIME_INTERVAL_MIN;
  const from = minutesOf(start) ?? 0;
  const rawUntil = minutesOf(finish) ?? 0;
  const until = rawUntil <= from ? 24 * 60 : rawUntil;
  const slots: string[] = [];
  for (let minutes = from; minutes < until; minutes += step) slots.push(asTime(minutes));
  return slots;
}
