/**
 * The desktop "vertical shift" animation of a tab switch (spec 000 §4, 250 ms): the panel box's
 * height goes from the old panel's height to the new one's, so the content below the tabs glides
 * instead of jumping. Driven by requestAnimationFrame and performance.now, with a timer of the site's clock at
 * the end as a guarantee (a background tab gets no frames), so fake timers and Playwright's
 * page.clock control all of it. The curve is `shiftHeightAt` (tab-rules.ts).
 */
import type { RuntimeClock } from '../../core/clock';
import { shiftHeightAt } from './tab-rules';

export interface ShiftAnimation {
  /** Ends it at once (the box gets its natural height back). */
  finish(): void;
}

/**
 * Animates `box` from `from` px to its natural height. Returns null (and touches nothing) when the
 * heights are equal or the box has no window.
 */
export function startShift(box: HTMLElement, from: number, durationMs: number, clock: RuntimeClock): ShiftAnimation | null {
  const win = box.ownerDocument.defaultView;
  if (!win) return null;
  box.style.removeProperty('height');
  box.style.removeProperty('overflow');
  const to = box.getBoundingClientRect().height;
  if (Math.abs(to - from) < 1 || durationMs <= 0) return null;

  const start = win.performance.now();
  let done = false;
  box.style.overflow = 'hidden';
  box.style.height = `${from}px`;
  box.setAttribute('data-shifting', '');

  const finish = () => {
    if (done) return;
    done = true;
    win.cancelAnimationFrame(frame);
    clock.clearTimeout(timer);
    box.style.removeProperty('height');
    box.style.removeProperty('overflow');
    box.removeAttribute('data-shifting');
  };
  const tick = () => {
    const elapsed = win.performance.now() - start;
    if (elapsed >= durationMs) return finish();
    box.style.height = `${shiftHeightAt(from, to, elapsed, durationMs)}px`;
    frame = win.requestAnimationFrame(tick);
  };
  let frame = win.requestAnimationFrame(tick);
  const timer = clock.setTimeout(finish, durationMs);
  return { finish };
}
