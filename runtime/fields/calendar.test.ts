import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realClock } from '../core/clock';
import {
  createScrollBinding,
  fieldValueOf,
  formatShortDate,
  initialFocus,
  isOfferedChoice,
  isOfferedDay,
  isOfferedFieldValue,
  isoDate,
  monthGrid,
  moveFocus,
  msUntilOfferChanges,
  openSlots,
  parseFieldValue,
  parseTypedDate,
  weekdayOrder,
} from './calendar';
import { addMonths, CALENDAR_SCROLL_BINDING_MS, dateLimits, isSelectableDay, timeSlots } from './dates';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);
const TODAY = new Date(2026, 10, 24, 15, 30); // Tuesday 24 November 2026
const LIMITS = dateLimits(TODAY, 'date');
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const startOfDayOf = (date: Date) => day(date.getFullYear(), date.getMonth() + 1, date.getDate());

describe('the value a date field sends (ours: ISO 8601, local time)', () => {
  it.each([
    [day(2026, 11, 24), null, '2026-11-24'],
    [day(2026, 1, 5), '09:30', '2026-01-05 09:30'],
    [day(1926, 11, 24), null, '1926-11-24'],
  ])('%s at %s is "%s", and reads back', (date, time, value) => {
    expect(fieldValueOf(date, time)).toBe(value);
    const parsed = parseFieldValue(value);
    expect(parsed && isoDate(parsed.day)).toBe(isoDate(date));
    expect(parsed?.time).toBe(time);
  });

  it.each(['', '2026-02-30', '2026-13-01', '24.11.2026', '2026-11-24T09:30', '2026-11-24 9:30', '<b>'])('"%s" is not a value', (value) => {
    expect(parseFieldValue(value)).toBeNull();
  });
});

describe('the month grid', () => {
  // November 2026 starts on a Sunday and has 30 days.
  it.each([
    [0, 0, 5, 'Sunday first: no blank before the 1st, five weeks'],
    [1, 6, 6, 'Monday first (Russian): six blanks before the 1st, six weeks'],
    [6, 1, 5, 'Saturday first: one blank'],
  ])('first day %d: %d blanks, %d weeks (%s)', (firstDay, blanks, weeks) => {
    const grid = monthGrid(2026, 10, firstDay);
    expect(grid).toHaveLength(weeks);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(grid[0]!.findIndex((cell) => cell !== null)).toBe(blanks);
    expect(grid.flat().filter(Boolean)).toHaveLength(30);
  });

  it('orders the weekday columns from the first day', () => {
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('the date picker keys (WAI-ARIA APG date picker dialog)', () => {
  it.each([
    ['ArrowLeft', false, 1, '2026-11-23'],
    ['ArrowRight', false, 1, '2026-11-25'],
    ['ArrowUp', false, 1, '2026-11-17'],
    ['ArrowDown', false, 1, '2026-12-01'],
    ['Home', false, 1, '2026-11-23'], // Monday of the week
    ['End', false, 1, '2026-11-29'], // Sunday of the week
    ['Home', false, 0, '2026-11-22'], // Sunday-first week
    ['End', false, 0, '2026-11-28'],
    ['PageUp', false, 1, '2026-10-24'],
    ['PageDown', false, 1, '2026-12-24'],
    ['PageUp', true, 1, '2025-11-24'],
    ['PageDown', true, 1, '2027-11-24'],
  ])('%s (shift %s, week from %d) from 24 November goes to %s', (key, shiftKey, firstDay, expected) => {
    expect(isoDate(moveFocus(day(2026, 11, 24), { key, shiftKey }, firstDay, LIMITS)!)).toBe(expected);
  });

  it('ignores other keys, keeps a month move on the month’s last day, and never leaves the limits', () => {
    expect(moveFocus(day(2026, 11, 24), { key: 'a' }, 1, LIMITS)).toBeNull();
    expect(isoDate(addMonths(day(2026, 1, 31), 1))).toBe('2026-02-28');
    expect(isoDate(addMonths(day(2028, 1, 31), 1))).toBe('2028-02-29');
    const future = dateLimits(TODAY, 'date', 'future');
    expect(isoDate(moveFocus(day(2026, 11, 24), { key: 'ArrowLeft' }, 1, future)!)).toBe('2026-11-24');
    expect(isoDate(moveFocus(day(2029, 12, 31), { key: 'PageDown', shiftKey: true }, 1, LIMITS)!)).toBe('2029-12-31');
  });

  it('opens on the chosen day, else today, else the nearest work day', () => {
    expect(isoDate(initialFocus(day(2026, 12, 3), TODAY, LIMITS, [0, 1, 2, 3, 4, 5, 6]))).toBe('2026-12-03');
    expect(isoDate(initialFocus(null, TODAY, LIMITS, [0, 1, 2, 3, 4, 5, 6]))).toBe('2026-11-24');
    expect(isoDate(initialFocus(null, TODAY, LIMITS, [6]))).toBe('2026-11-28');
    expect(isoDate(initialFocus(null, TODAY, dateLimits(TODAY, 'date', 'past'), [6]))).toBe('2026-11-21');
  });

  it('a datetime opens on the nearest day with a time left, past a today whose slots are all gone', () => {
    const slots = timeSlots(30, '09:00', '18:00');
    const lateEvening = new Date(2026, 10, 24, 23, 45);
    expect(isoDate(initialFocus(null, startOfDayOf(lateEvening), dateLimits(lateEvening, 'datetime', 'future'), ALL_DAYS, slots))).toBe('2026-11-25');
    const earlyMorning = new Date(2026, 10, 24, 8, 0);
    expect(isoDate(initialFocus(null, startOfDayOf(earlyMorning), dateLimits(earlyMorning, 'datetime', 'past'), ALL_DAYS, slots))).toBe('2026-11-23');
    // A date field has no slots: today stays.
    expect(isoDate(initialFocus(null, startOfDayOf(lateEvening), dateLimits(lateEvening, 'date', 'future'), ALL_DAYS))).toBe('2026-11-24');
  });
});

describe('a typed date, in the page’s language', () => {
  it.each([
    ['ru', '24.11.2026', '2026-11-24'],
    ['ru', '24/11/2026', '2026-11-24'],
    ['ru', '1.2.2027', '2027-02-01'],
    ['en', '11/24/2026', '2026-11-24'],
    ['en', '2026-11-24', '2026-11-24'],
    ['ru', '31.02.2026', null],
    ['ru', '24.11.26', null],
    ['en', '24/11/2026', null],
    ['en', 'tomorrow', null],
    ['ru', '٢٤.١١.٢٠٢٦', null],
  ])('%s "%s" is %s', (language, text, expected) => {
    const parsed = parseTypedDate(text, language);
    expect(parsed ? isoDate(parsed) : null).toBe(expected);
  });

  it('is shown back in the same order', () => {
    expect(formatShortDate(day(2026, 11, 24), 'ru')).toBe('24.11.2026');
    expect(formatShortDate(day(2026, 11, 24), 'en')).toBe('11/24/2026');
  });

  it('is read and shown without a new date format each time (one per language, kept)', () => {
    parseTypedDate('24.11.2026', 'ru');
    formatShortDate(day(2026, 11, 24), 'ru');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const typed = parseTypedDate('25.11.2026', 'ru');
    const shown = formatShortDate(day(2026, 11, 25), 'ru');
    expect(made).not.toHaveBeenCalled();
    expect(typed).toEqual(day(2026, 11, 25));
    expect(shown).toBe('25.11.2026');
    made.mockRestore();
  });
});

describe('datetime slots inside the limits', () => {
  it('offers only the slots of a day that lie inside the field’s limits', () => {
    const past = dateLimits(TODAY, 'datetime', 'past');
    expect(openSlots(day(2026, 11, 23), timeSlots(60, '09:00', '18:00'), past)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    // Today at 15:30: a past range ends now, a future one starts now; the day stays selectable.
    expect(openSlots(day(2026, 11, 24), timeSlots(60, '09:00', '18:00'), past)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);
    const future = dateLimits(TODAY, 'datetime', 'future');
    expect(openSlots(day(2026, 11, 24), timeSlots(30, '09:00', '18:00'), future)).toEqual(['15:30', '16:00', '16:30', '17:00', '17:30']);
    expect(isSelectableDay(day(2026, 11, 24), future)).toBe(true);
    expect(openSlots(day(2026, 11, 25), ['09:00'], future)).toEqual(['09:00']);
    const datetime = dateLimits(TODAY, 'datetime');
    // From September the upper limit is the end of next year.
    expect(openSlots(day(2027, 12, 31), ['23:30'], datetime)).toEqual(['23:30']);
    expect(openSlots(day(2028, 1, 1), ['00:00'], datetime)).toEqual([]);
  });

  it('offers a datetime’s day only while it has a time left (a date’s day has no slots to run out of)', () => {
    const slots = timeSlots(30, '09:00', '18:00');
    // 23:45 in a future range: today's last slot, 17:30, is gone.
    const lateEvening = new Date(2026, 10, 24, 23, 45);
    const future = dateLimits(lateEvening, 'datetime', 'future');
    expect(isOfferedDay(day(2026, 11, 24), future, ALL_DAYS, slots)).toBe(false);
    expect(isOfferedDay(day(2026, 11, 25), future, ALL_DAYS, slots)).toBe(true);
    expect(isOfferedDay(day(2026, 11, 24), dateLimits(lateEvening, 'date', 'future'), ALL_DAYS, null)).toBe(true);
    // 08:00 in a past range: today's first slot, 09:00, is still to come.
    const earlyMorning = new Date(2026, 10, 24, 8, 0);
    const past = dateLimits(earlyMorning, 'datetime', 'past');
    expect(isOfferedDay(day(2026, 11, 24), past, ALL_DAYS, slots)).toBe(false);
    expect(isOfferedDay(day(2026, 11, 23), past, ALL_DAYS, slots)).toBe(true);
    // A day with a time left is still refused off the work days.
    expect(isOfferedDay(day(2026, 11, 28), future, [1, 2, 3, 4, 5], slots)).toBe(false);
  });
});

describe('when an open calendar offers other days or slots (it is drawn again then)', () => {
  const MINUTE_MS = 60_000;
  const NINE_TO_SIX = timeSlots(30, '09:00', '18:00');

  it('a booking: as each of today’s slots closes, the millisecond after its start; after the last one, at midnight', () => {
    expect(msUntilOfferChanges(new Date(2026, 10, 24, 17, 29), 'datetime', 'future', NINE_TO_SIX)).toBe(MINUTE_MS + 1);
    expect(msUntilOfferChanges(new Date(2026, 10, 24, 17, 30), 'datetime', 'future', NINE_TO_SIX)).toBe(1);
    expect(msUntilOfferChanges(new Date(2026, 10, 24, 8, 0), 'datetime', 'future', NINE_TO_SIX)).toBe(60 * MINUTE_MS + 1);
    expect(msUntilOfferChanges(new Date(2026, 10, 24, 23, 0), 'datetime', 'future', NINE_TO_SIX)).toBe(60 * MINUTE_MS);
  });

  it('a past event: as each of today’s slots opens, at its start', () => {
    expect(msUntilOfferChanges(new Date(2026, 10, 24, 8, 59), 'datetime', 'past', NINE_TO_SIX)).toBe(MINUTE_MS);
    expect(msUntilOfferChanges(new Date(2026, 10, 24, 9, 0), 'datetime', 'past', NINE_TO_SIX)).toBe(30 * MINUTE_MS);
  });

  it('a date, or a datetime of any range, changes only at midnight', () => {
    const late = new Date(2026, 10, 24, 17, 29);
    expect(msUntilOfferChanges(late, 'date', 'future', null)).toBe(6 * 60 * MINUTE_MS + 31 * MINUTE_MS);
    expect(msUntilOfferChanges(late, 'datetime', 'any', NINE_TO_SIX)).toBe(6 * 60 * MINUTE_MS + 31 * MINUTE_MS);
  });
});

describe('the calendar’s own check of a whole value (spec 001 §5 "Date field", 002 §5)', () => {
  // TODAY is Tuesday 24 November 2026, 15:30.
  const WEEKDAYS = [1, 2, 3, 4, 5];

  it.each([
    ['', { kind: 'date', range: 'future' }, true],
    ['2026-11-24', { kind: 'date', range: 'future' }, true],
    ['2026-11-23', { kind: 'date', range: 'future' }, false],
    ['2026-11-25', { kind: 'date', range: 'past' }, false],
    ['2026-11-28', { kind: 'date', workDays: WEEKDAYS }, false],
    ['2026-11-30', { kind: 'date', workDays: WEEKDAYS }, true],
    ['2030-01-02', { kind: 'date' }, false],
    ['2026-11-25 10:00', { kind: 'date' }, false],
    ['2026-02-30', { kind: 'date' }, false],
    ['25.11.2026', { kind: 'date' }, false],
    ['2026-11-25', { kind: 'datetime' }, false],
    ['2026-11-24 16:00', { kind: 'datetime', range: 'future' }, true],
    ['2026-11-24 15:00', { kind: 'datetime', range: 'future' }, false],
    ['2026-11-25 09:15', { kind: 'datetime', interval: 30, start: '09:00', finish: '18:00' }, false],
    ['2026-11-25 18:00', { kind: 'datetime', interval: 30, start: '09:00', finish: '18:00' }, false],
    ['2026-11-25 17:30', { kind: 'datetime', interval: 30, start: '09:00', finish: '18:00' }, true],
  ] as const)('"%s" under %o: %s', (value, rules, offered) => {
    expect(isOfferedFieldValue(value, rules, TODAY)).toBe(offered);
  });

  it('reads today from the moment it is given: today, fine before midnight in a future range, is gone after it', () => {
    const rules = { kind: 'date', range: 'future' } as const;
    expect(isOfferedFieldValue('2026-11-24', rules, new Date(2026, 10, 24, 23, 59))).toBe(true);
    expect(isOfferedFieldValue('2026-11-24', rules, new Date(2026, 10, 25, 0, 1))).toBe(false);
  });

  it('takes a day and, for a datetime only, one of its slots', () => {
    expect(isOfferedChoice(day(2026, 11, 25), null, { kind: 'date' }, TODAY)).toBe(true);
    expect(isOfferedChoice(day(2026, 11, 25), '10:00', { kind: 'datetime' }, TODAY)).toBe(true);
    expect(isOfferedChoice(day(2026, 11, 25), null, { kind: 'datetime' }, TODAY)).toBe(false);
  });

  it('refuses a datetime’s day once its last slot is gone, whatever time is asked', () => {
    const rules = { kind: 'datetime', range: 'future', interval: 30, start: '09:00', finish: '18:00' } as const;
    const lateEvening = new Date(2026, 10, 24, 23, 45);
    expect(isOfferedChoice(day(2026, 11, 24), '17:30', rules, lateEvening)).toBe(false);
    expect(isOfferedFieldValue('2026-11-24 23:45', rules, lateEvening)).toBe(false);
    expect(isOfferedChoice(day(2026, 11, 25), '09:00', rules, lateEvening)).toBe(true);
  });
});

describe('the calendar’s scroll binding (spec 002 §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows the field 150 ms after the last scroll, once', () => {
    const follow = vi.fn();
    const binding = createScrollBinding(realClock, follow);
    binding.scrolled();
    vi.advanceTimersByTime(100);
    binding.scrolled(); // still scrolling: the wait starts again
    vi.advanceTimersByTime(CALENDAR_SCROLL_BINDING_MS - 1);
    expect(follow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(follow).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it('does nothing once disposed (the calendar closed mid-scroll)', () => {
    const follow = vi.fn();
    const binding = createScrollBinding(realClock, follow);
    binding.scrolled();
    binding.dispose();
    vi.advanceTimersByTime(CALENDAR_SCROLL_BINDING_MS * 2);
    expect(follow).not.toHaveBeenCalled();
  });
});
