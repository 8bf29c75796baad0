import { describe, expect, it, vi } from 'vitest';
import { measureBox, observeBoxSize, type ResizeObserverConstructor } from './box-size';
import { UNMEASURED_OVERLAY_CLASS, overlayClassName, overlayClassOf } from './overlay/overlay-size';

/** A box whose layout size the test sets, and a ResizeObserver the test triggers. */
function fakeBox(width: number, height: number) {
  return Object.assign(Object.create(null) as Element, { offsetWidth: width, offsetHeight: height });
}
function fakeObserver() {
  const callbacks: (() => void)[] = [];
  const disconnect = vi.fn();
  const Observer: ResizeObserverConstructor = class {
    constructor(callback: () => void) {
      callbacks.push(callback);
    }
    observe() {
      // A real ResizeObserver reports once when observing starts; the test fires it.
    }
    disconnect = disconnect;
  };
  return { Observer, fire: () => callbacks.forEach((c) => c()), disconnect };
}

describe('overlay size class of a box (spec 000 §9)', () => {
  it.each([
    [200, 300, 'xsmall'],
    [300, 150, 'xsmall'],
    [201, 300, 'small'],
    [400, 300, 'small'],
    [500, 250, 'small'],
    [401, 251, 'medium'],
    [649, 400, 'medium'],
    [650, 399, 'medium'],
    [650, 400, 'large'],
    [1200, 800, 'large'],
  ] as const)('%i × %i is %s', (width, height, expected) => {
    expect(overlayClassOf({ width, height })).toBe(expected);
    expect(overlayClassName(expected)).toBe(`rt-overlay--${expected}`);
  });

  it('is medium before anything is measured', () => {
    expect(UNMEASURED_OVERLAY_CLASS).toBe('medium');
    expect(overlayClassOf(undefined)).toBe('medium');
  });

  it('measures the layout box (offset size), which transforms do not change', () => {
    expect(measureBox({ offsetWidth: 320, offsetHeight: 180 })).toEqual({ width: 320, height: 180 });
  });
});

describe('observeBoxSize (the logic of useBoxSize / useOverlaySizeClass)', () => {
  it('reports the first size, then only changes, and stops on cleanup', () => {
    const box = fakeBox(300, 200);
    const { Observer, fire, disconnect } = fakeObserver();
    const sizes: string[] = [];
    const stop = observeBoxSize(box as Element & HTMLElement, (s) => sizes.push(`${s.width}x${s.height} ${overlayClassOf(s)}`), Observer);
    fire();
    fire(); // same size: nothing
    Object.assign(box, { offsetWidth: 650, offsetHeight: 400 });
    fire();
    expect(sizes).toEqual(['300x200 small', '650x400 large']);
    stop();
    expect(disconnect).toHaveBeenCalled();
  });

  it('without ResizeObserver reports once, asynchronously, unless stopped first', async () => {
    const seen = vi.fn();
    observeBoxSize(fakeBox(100, 100) as Element & HTMLElement, seen, undefined);
    expect(seen).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(seen).toHaveBeenCalledWith({ width: 100, height: 100 });
    const never = vi.fn();
    observeBoxSize(fakeBox(100, 100) as Element & HTMLElement, never, undefined)();
    await Promise.resolve();
    expect(never).not.toHaveBeenCalled();
  });
});
