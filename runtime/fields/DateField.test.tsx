// @vitest-environment jsdom
/**
 * The date and datetime field's limits follow the clock (spec 001 §5 "Date field"; issue 14 part 4):
 * a page left open past midnight, into September (a datetime's upper limit moves to the end of next
 * year) or over New Year uses the new day — in an open calendar, and in a typed date's check.
 * The time is Vitest's fake time: its timers run the runtime clock, and `Date` moves with them.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createSiteStores } from '../site/site-stores';
import { DateField, type DateFieldProps } from './DateField';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The field as a form holds it: the value and whether the calendar took what was typed. */
function Held(props: Omit<DateFieldProps, 'name' | 'label' | 'value' | 'onChange'>) {
  const [state, setState] = useState({ value: '', valid: true });
  return (
    <>
      <DateField name="day" label="Day" value={state.value} onChange={(value, { valid }) => setState({ value, valid })} {...props} />
      <output data-held={state.valid ? state.value : 'refused'} />
    </>
  );
}

function setup(props: Omit<DateFieldProps, 'name' | 'label' | 'value' | 'onChange'>) {
  render(
    <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()}>
      <Held {...props} />
    </RuntimeProvider>,
  );
}

const held = () => document.querySelector('[data-held]')?.getAttribute('data-held');
const openCalendar = (name = 'Choose a date') => fireEvent.click(screen.getByRole('button', { name }));
const cell = (iso: string) => document.querySelector<HTMLElement>(`td[data-date="${iso}"]`);
const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const type = (text: string) => {
  const input = screen.getByRole('textbox', { name: 'Day' });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an open calendar takes the new day at midnight', () => {
  it('a future range: yesterday closes and today moves; a click on the closed day chooses nothing', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 23, 59) });
    setup({ kind: 'date', range: 'future' });
    openCalendar();
    expect(cell('2026-11-24')?.getAttribute('aria-disabled')).toBeNull();
    expect(cell('2026-11-24')?.getAttribute('aria-current')).toBe('date');
    await pass(MINUTE_MS);
    expect(cell('2026-11-24')?.getAttribute('aria-disabled')).toBe('true');
    expect(cell('2026-11-25')?.getAttribute('aria-current')).toBe('date');
    fireEvent.click(cell('2026-11-24')!);
    expect(held()).toBe('');
    fireEvent.click(cell('2026-11-25')!);
    expect(held()).toBe('2026-11-25');
  });

  it('a past range: the new today opens', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 23, 59, 30) });
    setup({ kind: 'date', range: 'past' });
    openCalendar();
    expect(cell('2026-11-25')?.getAttribute('aria-disabled')).toBe('true');
    await pass(MINUTE_MS);
    expect(cell('2026-11-25')?.getAttribute('aria-disabled')).toBeNull();
  });

  it('a datetime crossing 1 September reaches to the end of next year', async () => {
    vi.useFakeTimers({ now: new Date(2026, 7, 31, 23, 59) });
    setup({ kind: 'datetime', interval: 60, start: '09:00', finish: '18:00' });
    openCalendar('Choose a date and time');
    for (let month = 8; month < 12; month += 1) fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
    // End of this year in August: December 2026 is the last month.
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
    await pass(MINUTE_MS);
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeTruthy();
    expect(cell('2027-01-05')?.getAttribute('aria-disabled')).toBeNull();
  });

  it('keeps taking each new day while it stays open', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 12, 0) });
    setup({ kind: 'date', range: 'future' });
    openCalendar();
    // A day at a time: React renders (and sets the next timer) between the steps, as it would at once in a browser.
    await pass(DAY_MS);
    await pass(DAY_MS);
    expect(cell('2026-11-25')?.getAttribute('aria-disabled')).toBe('true');
    expect(cell('2026-11-26')?.getAttribute('aria-current')).toBe('date');
  });
});

describe('an open calendar follows the clock through the day: a slot that passes is no longer offered', () => {
  const NINE_TO_SIX = { kind: 'datetime', interval: 30, start: '09:00', finish: '18:00' } as const;

  it('a booking: today’s last slot passes while the calendar is open; its time and then today close, without reopening', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 17, 29) });
    setup({ ...NINE_TO_SIX, range: 'future' });
    openCalendar('Choose a date and time');
    fireEvent.click(cell('2026-11-24')!);
    expect(document.querySelector('[data-time-slot="17:30"]')).not.toBeNull();
    await pass(2 * MINUTE_MS);
    expect(document.querySelector('[data-time-slot="17:30"]')).toBeNull();
    expect(cell('2026-11-24')?.getAttribute('aria-disabled')).toBe('true');
    expect(cell('2026-11-25')?.getAttribute('aria-disabled')).toBeNull();
  });

  it('a booking: each slot of the day closes as its start passes', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 9, 59) });
    setup({ ...NINE_TO_SIX, range: 'future' });
    openCalendar('Choose a date and time');
    fireEvent.click(cell('2026-11-24')!);
    expect(document.querySelector('[data-time-slot="10:00"]')).not.toBeNull();
    await pass(MINUTE_MS + 1);
    expect(document.querySelector('[data-time-slot="10:00"]')).toBeNull();
    expect(document.querySelector('[data-time-slot="10:30"]')).not.toBeNull();
  });

  it('a past event: today opens as its first slot comes', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 8, 59) });
    setup({ ...NINE_TO_SIX, range: 'past' });
    openCalendar('Choose a date and time');
    expect(cell('2026-11-24')?.getAttribute('aria-disabled')).toBe('true');
    await pass(MINUTE_MS);
    expect(cell('2026-11-24')?.getAttribute('aria-disabled')).toBeNull();
  });

  it('a closed calendar leaves no timer of its own behind', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 17, 29) });
    setup({ ...NINE_TO_SIX, range: 'future' });
    // jsdom tells of each move of the focus with a selectionchange event on a 0 ms timer: what is due now runs before a count.
    const timersAfterDueNow = () => {
      act(() => vi.advanceTimersByTime(0));
      return vi.getTimerCount();
    };
    const closed = timersAfterDueNow();
    openCalendar('Choose a date and time');
    // Open, it waits on the clock for the next change of the days and times it offers (at 17:30, a slot of today's goes).
    expect(timersAfterDueNow()).toBeGreaterThan(closed);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(timersAfterDueNow()).toBe(closed);
  });
});

describe('a laptop that slept with the calendar open: its timers stood still, the wall clock ran on (platform/time-away.ts)', () => {
  const NINE_TO_SIX = { kind: 'datetime', interval: 30, start: '09:00', finish: '18:00', range: 'future' } as const;
  const slot = (time: string) => document.querySelector<HTMLElement>(`[data-time-slot="${time}"]`);
  const gone = () => document.querySelector('[data-time-gone]');
  const setTabHidden = (hidden: boolean) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  /** The lid closes, and opens again at `wakeAt`: the wall clock ran on, the timers did not. */
  const sleepUntil = (wakeAt: Date) => {
    act(() => setTabHidden(true));
    vi.setSystemTime(wakeAt);
  };
  /** Tuesday 24 November 2026 at 09:50, the calendar open on today's times (10:00 the first). */
  const openOnTodaysTimes = () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 9, 50) });
    setup(NINE_TO_SIX);
    openCalendar('Choose a date and time');
    fireEvent.click(cell('2026-11-24')!);
    expect(slot('10:00')).not.toBeNull();
  };
  afterEach(() => {
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('shown again, it no longer offers the times that passed meanwhile', () => {
    openOnTodaysTimes();
    sleepUntil(new Date(2026, 10, 24, 12, 50));
    act(() => setTabHidden(false));
    expect(slot('10:00')).toBeNull();
    expect(slot('12:30')).toBeNull();
    expect(slot('13:00')).not.toBeNull();
  });

  it('a time that passed in the sleep, pressed before anything drew the grid again: refused, the times drawn as of now, and the visitor told it has gone', () => {
    openOnTodaysTimes();
    sleepUntil(new Date(2026, 10, 24, 12, 50));
    fireEvent.click(slot('10:00')!);
    expect(held()).toBe('');
    expect(slot('10:00')).toBeNull();
    expect(gone()?.textContent).toBe('10:00 is no longer available: please choose another time');
    expect(gone()?.getAttribute('role')).toBe('status');
    // Its button went with it: the focus goes to the first time left, not to the page.
    expect(document.activeElement).toBe(slot('13:00'));
    fireEvent.click(cell('2026-11-25')!);
    expect(gone()).toBeNull();
    fireEvent.click(slot('10:00')!);
    expect(held()).toBe('2026-11-25 10:00');
  });

  it('a day whose last time passed in the sleep, pressed: refused, and drawn as one no longer offered', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 17, 0) });
    setup(NINE_TO_SIX);
    openCalendar('Choose a date and time');
    expect(cell('2026-11-24')?.getAttribute('aria-disabled')).toBeNull();
    sleepUntil(new Date(2026, 10, 24, 17, 45));
    fireEvent.click(cell('2026-11-24')!);
    expect(document.querySelector('[data-time-slots]')).toBeNull();
    expect(cell('2026-11-24')?.getAttribute('aria-disabled')).toBe('true');
  });
});

describe('a typed date is checked against the limits of the moment it is typed', () => {
  it('a datetime typed for January of next year: refused on 31 August, taken from 1 September', async () => {
    vi.useFakeTimers({ now: new Date(2026, 7, 31, 23, 59) });
    setup({ kind: 'datetime', interval: 60, start: '09:00', finish: '18:00' });
    type('01/05/2027 10:00');
    expect(held()).toBe('refused');
    await pass(MINUTE_MS);
    type('01/05/2027 10:00');
    expect(held()).toBe('2027-01-05 10:00');
  });

  it('a date over New Year: the upper limit moves to the end of the year plus 3', async () => {
    vi.useFakeTimers({ now: new Date(2026, 11, 31, 23, 59) });
    setup({ kind: 'date' });
    type('06/01/2030');
    expect(held()).toBe('refused');
    await pass(MINUTE_MS);
    type('06/01/2030');
    expect(held()).toBe('2030-06-01');
  });
});

describe('a typed date the calendar would not offer is refused, as at the submit (spec 002 §5 "the calendar’s own check")', () => {
  beforeEach(() => {
    // Tuesday 10 March 2026, noon.
    vi.useFakeTimers({ now: new Date(2026, 2, 10, 12, 0) });
  });

  it.each([
    ['a Saturday, not a work day', '03/14/2026'],
    ['yesterday, in a future range', '03/09/2026'],
  ])('a date: %s', (_case, typed) => {
    setup({ kind: 'date', range: 'future', workDays: [1, 2, 3, 4, 5] });
    type(typed);
    expect(held()).toBe('refused');
    type('03/11/2026');
    expect(held()).toBe('2026-03-11');
  });

  it('a datetime: a slot gone by today, or not among the slots, is refused; a later one is taken', () => {
    setup({ kind: 'datetime', range: 'future', interval: 60, start: '09:00', finish: '18:00' });
    type('03/10/2026 11:00');
    expect(held()).toBe('refused');
    type('03/10/2026 13:30');
    expect(held()).toBe('refused');
    type('03/10/2026 13:00');
    expect(held()).toBe('2026-03-10 13:00');
  });
});

describe('a datetime’s day with no time left is not offered, like a day off (spec 001 §5 "Date field")', () => {
  const NINE_TO_SIX = { kind: 'datetime', interval: 30, start: '09:00', finish: '18:00' } as const;

  it('a future range late in the evening: today is disabled, the calendar opens on tomorrow, and a click on today shows no times', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 23, 45) });
    setup({ ...NINE_TO_SIX, range: 'future' });
    openCalendar('Choose a date and time');
    expect(cell('2026-11-24')?.getAttribute('aria-disabled')).toBe('true');
    expect(cell('2026-11-24')?.getAttribute('aria-current')).toBe('date');
    expect(cell('2026-11-25')?.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(cell('2026-11-25'));
    fireEvent.click(cell('2026-11-24')!);
    expect(document.querySelector('[data-time-slots]')).toBeNull();
    fireEvent.click(cell('2026-11-25')!);
    expect(document.querySelector('[data-time-slot="09:00"]')).not.toBeNull();
  });

  it('a past range early in the morning: today, whose slots are all still to come, is disabled and skipped', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 8, 0) });
    setup({ ...NINE_TO_SIX, range: 'past' });
    openCalendar('Choose a date and time');
    expect(cell('2026-11-24')?.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(cell('2026-11-23'));
  });

  it('today stays offered while its last slot is still to come', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 17, 29) });
    setup({ ...NINE_TO_SIX, range: 'future' });
    openCalendar('Choose a date and time');
    expect(cell('2026-11-24')?.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(cell('2026-11-24'));
  });

  it('a date field keeps today until midnight', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 23, 45) });
    setup({ kind: 'date', range: 'future' });
    openCalendar();
    expect(cell('2026-11-24')?.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(cell('2026-11-24'));
  });
});

describe('the calendar’s date formats', () => {
  it('are made once for the page’s language: moving the focused day renders the calendar again without new ones', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 12, 0) });
    setup({ kind: 'date', range: 'future' });
    openCalendar();
    const grid = screen.getByRole('grid');
    // A first move, so whatever is made once has been made.
    fireEvent.keyDown(document.activeElement ?? grid, { key: 'ArrowRight' });
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    fireEvent.keyDown(document.activeElement ?? grid, { key: 'ArrowRight' });
    expect(made).not.toHaveBeenCalled();
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-26');
  });
});
