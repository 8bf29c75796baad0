import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAB_DRAG_HOVER_MS } from './constants';
import { createDragHover } from './drag-hover';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('drag-hover switch', () => {
  it('opens the hovered tab after 700 ms, not at 699', () => {
    const open = vi.fn();
    const hover = createDragHover(open);
    hover.enter('b');
    vi.advanceTimersByTime(TAB_DRAG_HOVER_MS - 1);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledExactlyOnceWith('b');
  });

  it('leaving before 700 ms cancels; coming back starts again', () => {
    const open = vi.fn();
    const hover = createDragHover(open);
    hover.enter('b');
    vi.advanceTimersByTime(600);
    hover.leave('b');
    vi.advanceTimersByTime(1000);
    expect(open).not.toHaveBeenCalled();
    hover.enter('b');
    vi.advanceTimersByTime(699);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledWith('b');
  });

  it('repeated enters of the same tab (dragover) keep the first timer', () => {
    const open = vi.fn();
    const hover = createDragHover(open);
    hover.enter('b');
    for (let i = 0; i < 6; i += 1) {
      vi.advanceTimersByTime(100);
      hover.enter('b');
    }
    vi.advanceTimersByTime(100);
    expect(open).toHaveBeenCalledExactlyOnceWith('b');
    // Still hovering after it opened: no second opening.
    hover.enter('b');
    vi.advanceTimersByTime(2000);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('moving to another tab restarts the delay for that tab; a late leave of the old tab is ignored', () => {
    const open = vi.fn();
    const hover = createDragHover(open);
    hover.enter('b');
    vi.advanceTimersByTime(500);
    hover.enter('c');
    hover.leave('b'); // native dragleave of the old tab arrives after dragenter of the new one
    expect(hover.current()).toBe('c');
    vi.advanceTimersByTime(699);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledExactlyOnceWith('c');
  });

  it('reset (drag ended) cancels', () => {
    const open = vi.fn();
    const hover = createDragHover(open);
    hover.enter('b');
    hover.reset();
    expect(hover.current()).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(open).not.toHaveBeenCalled();
  });

  it('takes its delay and timers from options', () => {
    const open = vi.fn();
    const timers = { setTimeout: vi.fn((callback: () => void) => callback), clearTimeout: vi.fn() };
    const hover = createDragHover(open, { delayMs: 5, timers });
    hover.enter('x');
    expect(timers.setTimeout).toHaveBeenCalledWith(expect.any(Function), 5);
  });
});
