import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realClock } from '../core/clock';
import { createFormMachine, FORM_ERROR_ANIMATION_MS, FORM_SHAKE_MS, FORM_SUCCESS_MS, formNews, shakeAttribute, type FormMachine } from './form-machine';

let machine: FormMachine;
beforeEach(() => {
  vi.useFakeTimers();
  machine = createFormMachine(realClock);
});
afterEach(() => {
  machine.dispose();
  vi.useRealTimers();
});

describe('form states (spec 002 §4, §9)', () => {
  it('has the spec values', () => {
    expect([FORM_SUCCESS_MS, FORM_SHAKE_MS, FORM_ERROR_ANIMATION_MS]).toEqual([1000, 500, 500]);
  });
  it('goes idle → busy → success for 1000 ms → idle, then runs the after-success step', () => {
    const after = vi.fn();
    expect(machine.get().phase).toBe('idle');
    expect(machine.begin()).toBe(true);
    expect(machine.get().phase).toBe('busy');
    machine.succeed(after);
    expect(machine.get().phase).toBe('success');
    vi.advanceTimersByTime(FORM_SUCCESS_MS - 1);
    expect(machine.get().phase).toBe('success');
    expect(after).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(machine.get().phase).toBe('idle');
    expect(after).toHaveBeenCalledOnce();
  });
  it('allows one submit in flight: begin() refuses while busy and during success', () => {
    expect(machine.begin()).toBe(true);
    expect(machine.begin()).toBe(false);
    machine.succeed();
    expect(machine.begin()).toBe(false);
    vi.advanceTimersByTime(FORM_SUCCESS_MS);
    expect(machine.begin()).toBe(true);
  });
  it('goes back to idle on error and plays the error animation for 500 ms', () => {
    machine.begin();
    machine.fail();
    expect(machine.get()).toMatchObject({ phase: 'idle', errorFlash: true });
    vi.advanceTimersByTime(FORM_ERROR_ANIMATION_MS - 1);
    expect(machine.get().errorFlash).toBe(true);
    vi.advanceTimersByTime(1);
    expect(machine.get().errorFlash).toBe(false);
    expect(machine.begin()).toBe(true);
  });
  it('shakes the disabled submit for 500 ms; a second click restarts the 500 ms', () => {
    machine.shake();
    expect(machine.get().shaking).toBe(true);
    vi.advanceTimersByTime(300);
    machine.shake();
    vi.advanceTimersByTime(FORM_SHAKE_MS - 1);
    expect(machine.get().shaking).toBe(true);
    vi.advanceTimersByTime(1);
    expect(machine.get().shaking).toBe(false);
  });
  it('gives each click of a shake another turn of the submit’s attribute, so its animation plays again; none once still', () => {
    expect(shakeAttribute(machine.get())).toBeUndefined();
    const turns: (string | undefined)[] = [];
    for (let click = 0; click < 3; click += 1) {
      machine.shake();
      turns.push(shakeAttribute(machine.get()));
      vi.advanceTimersByTime(100);
    }
    expect(turns).toEqual(['', 'again', '']);
    vi.advanceTimersByTime(FORM_SHAKE_MS);
    expect(shakeAttribute(machine.get())).toBeUndefined();
    // A shake after the last one ended starts afresh.
    machine.shake();
    expect(shakeAttribute(machine.get())).toBe('');
  });
  it('marks the all-empty state without sending; a change clears it', () => {
    machine.markAllEmpty();
    expect(machine.get()).toMatchObject({ phase: 'idle', allEmpty: true });
    machine.touch();
    expect(machine.get().allEmpty).toBe(false);
  });
  it('tells its listeners and stops its timers when disposed', () => {
    const listener = vi.fn();
    machine.subscribe(listener);
    machine.begin();
    expect(listener).toHaveBeenCalledTimes(1);
    machine.succeed();
    machine.dispose();
    vi.advanceTimersByTime(FORM_SUCCESS_MS * 2);
    expect(machine.get().phase).toBe('success');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the form's status news", () => {
  it('says the lead is being sent while busy, the thanks on success, nothing when idle (a failure is the alert\'s)', () => {
    expect(formNews('busy', false)).toBe('sending');
    expect(formNews('success', false)).toBe('success');
    expect(formNews('idle', false)).toBeNull();
  });
  it('says nothing while the captcha dialog asks the visitor to check: nothing is on its way yet', () => {
    expect(formNews('busy', true)).toBeNull();
  });
});
