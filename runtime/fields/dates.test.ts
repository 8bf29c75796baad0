import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_SCROLL_BINDING_MS, dateLimits, DEFAULT_TIME_INTERVAL_MIN, isSelectableDay, msUntilNextDay, timeSlots } from './dates';
import { firstDayOfWeek } from './week-start';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);
const ymd = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate()];

describe('date limits (spec 001 §5)', () => {
  it('a date field: 100 years back, to the end of the year plus 3', () => {
    const limits = dateLimits(day(2026, 11, 24), 'date');
    expect(ymd(limits.min)).toEqual([1926, 11, 24]);
    expect(ymd(limits.max)).toEqual([2029, 12, 31]);
  });

  it.each<[string, Date, [number, number, number]]>([
    ['on 29 February 2028 a date field reaches back to 29 February 1928, a leap year too', day(2028, 2, 29), [1928, 2, 29]],
    ['on 29 February 2000 a date field reaches back to 28 February 1900 (no leap day), not to 1 March', day(2000, 2, 29), [1900, 2, 28]],
  ])('%s', (_name, today, [year, month, date]) => {
    const limits = dateLimits(today, 'date');
    expect(limits.min).toEqual(day(year, month, date));
    expect(ymd(limits.max)).toEqual([today.getFullYear() + 3, 12, 31]);
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

describe('limits across midnight (the moment they are read decides)', () => {
  const minuteBefore = (y: number, m: number, d: number) => new Date(y, m - 1, d, 23, 59);
  const midnightAfter = (y: number, m: number, d: number) => new Date(y, m - 1, d + 1);
  it.each<[string, Date, Date, 'date' | 'datetime', 'any' | 'future' | 'past', 'min' | 'max', number[], number[]]>([
    ['a future range starts on the new day', minuteBefore(2026, 11, 24), midnightAfter(2026, 11, 24), 'date', 'future', 'min', [2026, 11, 24], [2026, 11, 25]],
    ['a past range ends on the new day', minuteBefore(2026, 11, 24), midnightAfter(2026, 11, 24), 'date', 'past', 'max', [2026, 11, 24], [2026, 11, 25]],
    ['a datetime from September reaches to the end of next year', minuteBefore(2026, 8, 31), midnightAfter(2026, 8, 31), 'datetime', 'any', 'max', [2026, 12, 31], [2027, 12, 31]],
    ['a date over New Year reaches a year further', minuteBefore(2026, 12, 31), midnightAfter(2026, 12, 31), 'date', 'any', 'max', [2029, 12, 31], [2030, 12, 31]],
    ['the lower limit moves a day with today', minuteBefore(2026, 11, 24), midnightAfter(2026, 11, 24), 'date', 'any', 'min', [1926, 11, 24], [1926, 11, 25]],
  ])('%s', (_name, before, after, kind, range, side, was, becomes) => {
    expect(ymd(dateLimits(before, kind, range)[side])).toEqual(was);
    expect(ymd(dateLimits(after, kind, range)[side])).toEqual(becomes);
  });

  it('the next day starts at the next local midnight', () => {
    expect(msUntilNextDay(new Date(2026, 10, 24, 23, 59))).toBe(60_000);
    expect(msUntilNextDay(new Date(2026, 10, 24))).toBe(24 * 60 * 60_000);
    expect(msUntilNextDay(new Date(2026, 11, 31, 12, 0))).toBe(12 * 60 * 60_000);
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

describe('the first day of the week in a browser without Intl week data (Firefox; Safari before 17)', () => {
  const localePrototype = Intl.Locale.prototype as unknown as Record<string, unknown>;
  const weekData = ['getWeekInfo', 'weekInfo'].map((key) => [key, Object.getOwnPropertyDescriptor(localePrototype, key)] as const);
  beforeEach(() => {
    for (const [key] of weekData) delete localePrototype[key];
  });
  afterEach(() => {
    for (const [key, descriptor] of weekData) if (descriptor) Object.defineProperty(localePrototype, key, descriptor);
  });

  // CLDR's weekData, what Chrome and Safari 17 answer.
  it.each([
    ['AU', 1, 'Australia: Monday'],
    ['GB', 1, 'the United Kingdom: Monday'],
    ['RU', 1, 'Russia: Monday'],
    ['AE', 1, 'the Emirates: Monday'],
    ['US', 0, 'the United States: Sunday'],
    ['PT', 0, 'Portugal: Sunday'],
    ['TH', 0, 'Thailand: Sunday'],
    ['ID', 0, 'Indonesia: Sunday'],
    ['PK', 0, 'Pakistan: Sunday'],
    ['SG', 0, 'Singapore: Sunday'],
    ['CO', 0, 'Colombia: Sunday'],
    ['PE', 0, 'Peru: Sunday'],
    ['EG', 6, 'Egypt: Saturday'],
    ['IR', 6, 'Iran: Saturday'],
    ['DZ', 6, 'Algeria: Saturday'],
    ['MV', 5, 'the Maldives: Friday'],
  ] as const)('a page in %s starts on weekday %i (%s)', (country, day, _where) => {
    expect(firstDayOfWeek('en', country)).toBe(day);
  });

  it('a page without a country starts where its language is most used, and an unknown tag on Monday', () => {
    expect(firstDayOfWeek('pt')).toBe(0); // Brazil
    expect(firstDayOfWeek('ar')).toBe(6); // Egypt
    expect(firstDayOfWeek('ru')).toBe(1);
    expect(firstDayOfWeek('en', 'bu')).toBe(0); // Burma's old code: Myanmar
    expect(firstDayOfWeek('not a tag!')).toBe(1);
    expect(firstDayOfWeek('not a tag!', 'TH')).toBe(0);
  });
});

describe('the first day of the week in a browser with Intl week data', () => {
  it('is the browser’s own, whatever the fallback lists say', () => {
    // A browser's data that differs from the lists (say, a newer CLDR): the browser's wins.
    const own = Object.getOwnPropertyDescriptor(Intl.Locale.prototype, 'getWeekInfo');
    const getWeekInfo = vi.fn(() => ({ firstDay: 3 }));
    Object.defineProperty(Intl.Locale.prototype, 'getWeekInfo', { value: getWeekInfo, configurable: true, writable: true });
    try {
      expect(firstDayOfWeek('en', 'US')).toBe(3);
    } finally {
      if (own) Object.defineProperty(Intl.Locale.prototype, 'getWeekInfo', own);
      else delete (Intl.Locale.prototype as unknown as Record<string, unknown>).getWeekInfo;
    }
    expect(getWeekInfo).toHaveBeenCalled();
    // Node's own week data (weekInfo, CLDR's Sunday = 7) is read as a browser's would be.
    expect(firstDayOfWeek('en', 'US')).toBe(0);
  });
});
