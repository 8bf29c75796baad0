import { describe, expect, it } from 'vitest';
import { CALENDAR_EDGE_PX, CALENDAR_OFFSET_PX, placeCalendar } from './calendar-placement';

const view = { width: 1280, height: 800 };
/** A field 44 px tall whose top is `top` px from the window's. */
const field = (top: number, left = 100) => ({ top, bottom: top + 44, left });
const calendar = (height: number) => ({ width: 320, height });

describe('the calendar stands under its field, above it when it fits only there', () => {
  it('room below: under the field', () => {
    expect(placeCalendar(field(100), calendar(380), view)).toEqual({ top: 144 + CALENDAR_OFFSET_PX, left: 100, maxHeight: null });
  });
  it('just enough room below, to the pixel: still under the field', () => {
    expect(placeCalendar(field(800 - 44 - 384), calendar(380), view).top).toBe(800 - 380);
  });
  it('room above only: above the field', () => {
    expect(placeCalendar(field(600), calendar(380), view)).toEqual({ top: 600 - 380 - CALENDAR_OFFSET_PX, left: 100, maxHeight: null });
  });
  it('its left edge at the field’s, inside the window', () => {
    expect(placeCalendar(field(100, 1100), calendar(380), view).left).toBe(1280 - 320 - CALENDAR_EDGE_PX);
    expect(placeCalendar(field(100, 0), calendar(380), view).left).toBe(CALENDAR_EDGE_PX);
  });
});

describe('room on neither side (a datetime’s calendar grown by its slots, a short window): inside the window all the same', () => {
  it('from the larger side, moved over the field until its bottom is inside the window', () => {
    // 336 px below, 420 above; 520 px tall: from above, down to the window's top edge.
    expect(placeCalendar(field(420), calendar(520), view)).toEqual({ top: CALENDAR_EDGE_PX, left: 100, maxHeight: null });
    // 456 px below, 300 above: from below, lifted until its bottom is 8 px from the window's.
    expect(placeCalendar(field(300), calendar(520), view)).toEqual({ top: 800 - CALENDAR_EDGE_PX - 520, left: 100, maxHeight: null });
  });
  it('taller than the window: cut to the window, less its edges, scrolling inside', () => {
    const short = { width: 1280, height: 400 };
    expect(placeCalendar(field(150), calendar(520), short)).toEqual({ top: CALENDAR_EDGE_PX, left: 100, maxHeight: 400 - 2 * CALENDAR_EDGE_PX });
    expect(placeCalendar(field(10), calendar(520), short)).toEqual({ top: CALENDAR_EDGE_PX, left: 100, maxHeight: 400 - 2 * CALENDAR_EDGE_PX });
  });
});
