/**
 * The calendar of the date and datetime fields, as plain functions over local calendar dates:
 * the value a field submits, the month grid starting on the page's first day of the week, the
 * keys of the WAI-ARIA date picker dialog, the text a visitor types, and the 150 ms scroll
 * binding (spec 002 §9) on the runtime clock. The limits and slots themselves are in dates.ts.
 *
 * The submitted value (ours: the specs do not show it) is ISO 8601 in the visitor's local time:
 * `YYYY-MM-DD` for a date field, `YYYY-MM-DD HH:MM` for a datetime field. It reads the same in
 * every language and sorts as text; the field shows the date in the page's language beside it.
 */
import type { RuntimeClock, TimerHandle } from '../core/clock';
import { addMonths, CALENDAR_SCROLL_BINDING_MS, dateLimits, daysInMonth, isSelectableDay, msUntilNextDay, startOfDay, timeSlots, type DateFieldKind, type DateLimits, type DateRangeKind } from './dates';
import { dateTimeFormat } from '../platform/intl-formats';

export const DAYS_IN_WEEK = 7;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
export const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** A local calendar date as `YYYY-MM-DD`. */
export function isoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A real calendar date from its parts (month 1–12), or null (31 February, month 13…). */
function dateOf(year: number, month: number, day: number): Date | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day) || year < 1 || year > 9999) return null;
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years below 100 are not shifted to 19xx
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A field's value read back: the day and, for a datetime, the slot. Anything else is null. */
export function parseFieldValue(value: string): { day: Date; time: string | null } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}:\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const day = dateOf(Number(match[1]), Number(match[2]), Number(match[3]));
  return day ? { day, time: match[4] ?? null } : null;
}

/** What a field submits: `YYYY-MM-DD`, or `YYYY-MM-DD HH:MM` with a time slot. */
export function fieldValueOf(day: Date, time: string | null = null): string {
  return time === null ? isoDate(day) : `${isoDate(day)} ${time}`;
}

/** The moment a slot of a day starts ("09:30" on that day). */
export function slotMoment(day: Date, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);
}

/**
 * Whether a slot of a day is one the visitor may take: its moment lies inside the field's limits, and
 * the day has it. On the day the clocks go forward a slot in the skipped hour (02:30 in Berlin's
 * spring) is no time of that day: Date moves it on an hour, and a lead would carry a time that never
 * comes. On the day they go back, a repeated hour's slot is its first.
 */
export function isOpenSlot(day: Date, time: string, limits: DateLimits): boolean {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const moment = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);
  if (moment.getHours() !== hours || moment.getMinutes() !== minutes) return false;
  return moment >= limits.min && moment <= limits.max;
}

/** The slots of a day the visitor may take (isOpenSlot). */
export function openSlots(day: Date, slots: readonly string[], limits: DateLimits): string[] {
  return slots.filter((time) => isOpenSlot(day, time, limits));
}

/**
 * Whether the calendar offers a day: a selectable day (dates.ts: inside the limits, on a work day)
 * and, for a datetime field, one with a slot still open. Today late in a booking's evening, or
 * early in a past range's morning, has none left: the visitor could only pick it to be told there
 * are no times, so it is closed like a day off. `slots` is null for a date field, which has none.
 */
export function isOfferedDay(day: Date, limits: DateLimits, workDays: readonly number[] | undefined, slots: readonly string[] | null): boolean {
  if (!isSelectableDay(day, limits, workDays)) return false;
  return slots === null || slots.some((time) => isOpenSlot(day, time, limits));
}

/** A future range's slot is open at its very start (isOpenSlot: `moment >= min`) and closed the next millisecond. */
const SLOT_CLOSES_AFTER_START_MS = 1;

/**
 * Milliseconds from `now` to the next moment the calendar offers other days or slots than it does
 * at `now`, so an open calendar is drawn again then: the next midnight (a new today, dates.ts
 * msUntilNextDay) or, for a datetime whose limit is the moment itself (a future range's first
 * moment, a past range's last), sooner, as one of today's slots closes or opens. A future range's
 * slot is open while its start has not passed (isOpenSlot: `moment >= min`), so it closes 1 ms
 * after it; a past range's opens at its start. With that slot a day may close or open too (its
 * last or first slot). `slots` is null for a date field.
 */
export function msUntilOfferChanges(now: Date, kind: DateFieldKind, range: DateRangeKind, slots: readonly string[] | null): number {
  const untilMidnight = msUntilNextDay(now);
  if (kind !== 'datetime' || slots === null || range === 'any') return untilMidnight;
  const today = startOfDay(now);
  const changes = slots
    .map((time) => slotMoment(today, time).getTime() + (range === 'future' ? SLOT_CLOSES_AFTER_START_MS : 0))
    .filter((change) => change > now.getTime())
    .map((change) => change - now.getTime());
  return Math.min(untilMidnight, ...changes);
}

/** A date or datetime field's own settings, which its calendar offers days and slots by (spec 001 §5 "Date field"). */
export interface DateFieldRules {
  kind: DateFieldKind;
  range?: DateRangeKind | undefined;
  /** 0 = Sunday; every day when absent. */
  workDays?: readonly number[] | undefined;
  /** A datetime's slots (dates.ts timeSlots). */
  interval?: number | undefined;
  start?: string | undefined;
  finish?: string | undefined;
}

/**
 * The calendar's own check (spec 002 §5) of a day and, for a datetime, its slot: a day inside
 * today's limits and on a work day, and a time among that day's open slots (a date has none).
 * `now` is read by the caller at the moment of use, never kept: a page left open past midnight
 * has another today.
 */
export function isOfferedChoice(day: Date, time: string | null, rules: DateFieldRules, now: Date): boolean {
  const limits = dateLimits(now, rules.kind, rules.range);
  const slots = rules.kind === 'datetime' ? timeSlots(rules.interval, rules.start, rules.finish) : null;
  if (!isOfferedDay(day, limits, rules.workDays, slots)) return false;
  if (slots === null) return time === null;
  return time !== null && slots.includes(time) && isOpenSlot(day, time, limits);
}

/**
 * Whether a field's whole value (`YYYY-MM-DD`, `YYYY-MM-DD HH:MM`) is one the calendar would take
 * now: for a value the field never checked (one the form was given: a checkout restored from the
 * tab's session, a visitor the page knows) and, at a submit, for one it checked on an earlier day.
 * An empty value passes (nothing chosen: whether one is needed is the form's rule); a value that
 * is no real date, or not of the field's kind, does not.
 */
export function isOfferedFieldValue(value: string, rules: DateFieldRules, now: Date): boolean {
  if (value.trim() === '') return true;
  const parsed = parseFieldValue(value);
  return parsed !== null && isOfferedChoice(parsed.day, parsed.time, rules, now);
}

/**
 * The weeks of a month as the calendar draws them: rows of 7 cells starting on `firstDay`
 * (0 = Sunday), null where a cell belongs to the month before or after.
 */
export function monthGrid(year: number, month: number, firstDay: number): (Date | null)[][] {
  const lead = (new Date(year, month, 1).getDay() - firstDay + DAYS_IN_WEEK) % DAYS_IN_WEEK;
  const count = daysInMonth(year, month);
  const cells: (Date | null)[] = [...Array.from({ length: lead }, () => null), ...Array.from({ length: count }, (_, index) => new Date(year, month, index + 1))];
  while (cells.length % DAYS_IN_WEEK !== 0) cells.push(null);
  return Array.from({ length: cells.length / DAYS_IN_WEEK }, (_, week) => cells.slice(week * DAYS_IN_WEEK, (week + 1) * DAYS_IN_WEEK));
}

/** The weekdays in the calendar's column order (0 = Sunday). */
export const weekdayOrder = (firstDay: number): number[] => Array.from({ length: DAYS_IN_WEEK }, (_, index) => (firstDay + index) % DAYS_IN_WEEK);

const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** A day kept inside the limits' first and last days. */
export function clampDay(date: Date, limits: DateLimits): Date {
  const day = startOfDay(date);
  if (day < startOfDay(limits.min)) return startOfDay(limits.min);
  if (day > startOfDay(limits.max)) return startOfDay(limits.max);
  return day;
}

/** The keys of the date picker dialog's grid (WAI-ARIA APG "Date Picker Dialog"). */
export interface CalendarKey {
  key: string;
  shiftKey?: boolean;
}

/**
 * Where the grid's focus goes for a key, or null for a key the grid does not take: arrows move a
 * day or a week, Home and End to the week's first and last day, Page Up and Page Down a month
 * (with Shift a year). The focus never leaves the limits.
 */
export function moveFocus(focused: Date, { key, shiftKey = false }: CalendarKey, firstDay: number, limits: DateLimits): Date | null {
  const weekday = (focused.getDay() - firstDay + DAYS_IN_WEEK) % DAYS_IN_WEEK;
  let next: Date;
  switch (key) {
    case 'ArrowLeft':
      next = addDays(focused, -1);
      break;
    case 'ArrowRight':
      next = addDays(focused, 1);
      break;
    case 'ArrowUp':
      next = addDays(focused, -DAYS_IN_WEEK);
      break;
    case 'ArrowDown':
      next = addDays(focused, DAYS_IN_WEEK);
      break;
    case 'Home':
      next = addDays(focused, -weekday);
      break;
    case 'End':
      next = addDays(focused, DAYS_IN_WEEK - 1 - weekday);
      break;
    case 'PageUp':
      next = addMonths(focused, shiftKey ? -12 : -1);
      break;
    case 'PageDown':
      next = addMonths(focused, shiftKey ? 12 : 1);
      break;
    default:
      return null;
  }
  return clampDay(next, limits);
}

/**
 * The day the calendar opens on: the chosen one, else today, else the next day the visitor may pick
 * (the last one before, in a past range). `slots`, a datetime's (null for a date), pass over a day
 * with no time left.
 */
export function initialFocus(chosen: Date | null, today: Date, limits: DateLimits, workDays: readonly number[], slots: readonly string[] | null = null): Date {
  if (chosen) return clampDay(chosen, limits);
  const start = clampDay(today, limits);
  // Forward first (a booking looks ahead), then back (a past range); a week either way finds any work day.
  for (const direction of [1, -1]) {
    for (let offset = 0; offset <= DAYS_IN_WEEK; offset += 1) {
      const candidate = addDays(start, direction * offset);
      if (isOfferedDay(candidate, limits, workDays, slots)) return candidate;
    }
  }
  return start;
}

/** A day in short, as the page's language writes it (its parts' order is read from it too). */
const SHORT_DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** The order of day, month and year in the page language's short date ("24.11.2026", "11/24/2026"). */
function datePartOrder(language: string): ('day' | 'month' | 'year')[] {
  try {
    const parts = dateTimeFormat(language, SHORT_DATE).formatToParts(new Date(2026, 10, 24));
    const order = parts.map((part) => part.type).filter((type): type is 'day' | 'month' | 'year' => type === 'day' || type === 'month' || type === 'year');
    if (order.length === 3) return order;
  } catch {
    // an unknown language: day, month, year below
  }
  return ['day', 'month', 'year'];
}

/** A day as the page's language writes it in short ("24.11.2026" in Russian, "11/24/2026" in English). */
export function formatShortDate(date: Date, language: string): string {
  try {
    return dateTimeFormat(language, SHORT_DATE).format(date);
  } catch {
    return isoDate(date);
  }
}

/**
 * A date the visitor typed: ISO (`2026-11-24`), or the page language's own order with any
 * separators (`24.11.2026`, `24/11/2026` in Russian; `11/24/2026` in English). Null when it is
 * not a real date; a two-digit year is not guessed.
 */
export function parseTypedDate(text: string, language: string): Date | null {
  const iso = parseFieldValue(text);
  if (iso && iso.time === null) return iso.day;
  const numbers = text.trim().split(/[^\d]+/).filter(Boolean);
  if (numbers.length !== 3 || numbers.some((part) => part.length > 4)) return null;
  const order = datePartOrder(language);
  const parts: Record<'day' | 'month' | 'year', number> = { day: 0, month: 0, year: 0 };
  order.forEach((name, index) => {
    parts[name] = Number(numbers[index]);
  });
  if (String(parts.year).length !== 4) return null;
  return dateOf(parts.year, parts.month, parts.day);
}

/**
 * Spec 002 §9: while the page scrolls, the open calendar stays where it is; 150 ms after the
 * last scroll it follows its field again. `scrolled()` is called for each scroll event.
 */
export function createScrollBinding(clock: RuntimeClock, follow: () => void, delayMs = CALENDAR_SCROLL_BINDING_MS) {
  let timer: TimerHandle | undefined;
  return {
    scrolled() {
      clock.clearTimeout(timer);
      timer = clock.setTimeout(() => {
        timer = undefined;
        follow();
      }, delayMs);
    },
    dispose() {
      clock.clearTimeout(timer);
      timer = undefined;
    },
  };
}
