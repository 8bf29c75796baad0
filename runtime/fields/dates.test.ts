import { describe, expect, it } from 'vitest';
import { CALENDAR_SCROLL_BINDING_MS, dateLimits, DEFAULT_TIME_INTERVAL_MIN, firstDayOfWeek, isSelectableDay, timeSlots } from './dates';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);
const ymd = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate()];

describe('date limits (spec 001 §5)', () => {
  it('a date field: 100 years back, to the end of the year plus 3', () => {
    const limits = dateLimits(day(2026, 11, 24), 'date');
    expect(ymd(limits.min)).toEqual([1926, 11, 24]);
    expect(ymd(limits.max)).toEqual([2029, 12, 31]);
  });

  it('a datetime field: to the end of this year, or of next year from September', () => {
    expect(ymd(dateLimits(day(2026, 8, 31), 'datetime').max)).toEqual([2026, 12, 31]);
    expect(ymd(dateLimits(day(2026, 9, 1), 'datetime').max)).toEqual([2027, 12, 31]);
  });

  it('a future range starts today, a past range ends today', () => {
    const today = new Date(2026, 10, 24, 15, 30);
    expect(isSelectableDay(day(2026, 11, 24), dateLimits(today, 'date', 'future'))).toBe(true);
    expect(isSelectableDay(day(2026, 11, 23), dateLimits(today, 'date', 'future'))).toBe(false);
    expect(isSelectableDay(day(2026, 11, 24), dateLimits(today, 'date', 'past'))).toBe(true);
    expect(isSelectableDay(day(2026, 11, 25), dateLimits(today, 'date', 'past'))).toBe(false);
  });

  it('work days default to every day; a weekday list closes the others', () => {
    const limits = dateLimits(day(2026, 11, 24), 'date');
    expect(isSelectableDay(day(2026, 11, 29), limits)).toBe(true); // a Sunday
    expect(isSelectableDay(day(2026, 11, 29), limits, [1, 2, 3, 4, 5])).toBe(false);
    expect(isSelectableDay(day(2026, 11, 30), limits, [1, 2, 3, 4, 5])).toBe(true);
    expect(isSelectableDay(day(2030, 1, 1), limits)).toBe(false);
  });
});

describe('datetime slots (spec 001 §5, §9)', () => {
  it('every 30 min over the whole day by default', () => {
    expect(DEFAULT_TIME_INTERVAL_MIN).toBe(30);
    const slots = timeSlots();
    expect(slots).toHaveLength(48);
    expect(slots.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(slots.at(-1)).toBe('23:30');
  });

  it('from the start time, before the finish time, at the interval', () => {
    expect(timeSlots(45, '09:00', '12:00')).toEqual(['09:00', '09:45', '10:30', '11:15']);
    expect(timeSlots(0, 'garbage', '')).toHaveLength(48);
  });
});

describe('calendar', () => {
  it('binds to its field 150 ms after scrolling (spec 002 §9)', () => {
    expect(CALENDAR_SCROLL_BINDING_MS).toBe(150);
  });

  it('starts the week as the page’s language and country do', () => {
    expect(firstDayOfWeek('ru', 'RU')).toBe(1);
    expect(firstDayOfWeek('en', 'US')).toBe(0);
    expect(firstDayOfWeek('en', 'GB')).toBe(1);
    expect([0, 1, 6]).toContain(firstDayOfWeek('not a tag!'));
  });
});
