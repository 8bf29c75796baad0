/**
 * A datetime field offers no time slot that its day does not have (spec 001 §5 "Date field": the
 * slots are times of the visitor's day). On a daylight-saving day the clock jumps 02:00 → 03:00 in
 * Europe/Berlin (29 March 2026): the visitor would book, and the lead would carry,
 * "2026-03-29 02:30", a moment that never comes. In a file of its own: it sets the process's zone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOfferedChoice, openSlots } from './calendar';
import { dateLimits, timeSlots } from './dates';

describe('datetime slots on a DST change', () => {
  let saved: string | undefined;
  beforeAll(() => {
    saved = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it('offers no slot inside the skipped hour', () => {
    const now = new Date(2026, 2, 1, 12, 0);
    const day = new Date(2026, 2, 29);
    expect(new Date(2026, 2, 29, 2, 30).getHours()).toBe(3); // the zone took effect: 02:30 does not exist
    const slots = openSlots(day, timeSlots(30, '00:00', '00:00'), dateLimits(now, 'datetime', 'any'));
    expect(slots).not.toContain('02:00');
    expect(slots).not.toContain('02:30');
    expect(slots).toContain('01:30');
    expect(slots).toContain('03:00');
    expect(isOfferedChoice(day, '02:30', { kind: 'datetime' }, now)).toBe(false);
  });
});
