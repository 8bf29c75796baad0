/**
 * The text rotator's timeline as pure frames (spec 002 §3, §4, §9): what text shows and for how
 * long. The component only plays them with timers, so every rule here is unit tested.
 *
 * speed is the inverse of data-speed: one step (a typed or deleted character, a counter step)
 * lasts ROTATOR_STEP_UNIT_MS / data-speed. delay is data-delay in seconds: how long a finished
 * item stays before the next one starts.
 */
import type { Rotator01Element } from '../../page/page-schema';

export type RotatorSettings = Pick<Rotator01Element['data'], 'items' | 'animation' | 'speed' | 'delay' | 'loop' | 'steps' | 'replace'>;

export const ROTATOR_STEP_UNIT_MS = 1000;
/** fade, slide and flip last this many steps. */
export const ROTATOR_TRANSITION_STEPS = 4;
const SECOND_MS = 1000;

export interface RotatorFrame {
  /** The text on screen during this frame. */
  text: string;
  /** Which item the frame belongs to (changes trigger the CSS transition of fade/slide/flip). */
  index: number;
  waitMs: number;
}

export const stepMs = (speed: number) => ROTATOR_STEP_UNIT_MS / speed;

interface CounterParts {
  before: string;
  value: number;
  decimals: number;
  after: string;
}

/** "1,200+" → before '', value 1200, after '+'. Items that hold no number count from 0 to 0. */
export function parseCounterItem(item: string): CounterParts {
  const match = /^(\D*?)(-?\d[\d\s,]*(?:\.\d+)?)(\D*)$/.exec(item.trim());
  if (!match) return { before: item, value: 0, decimals: 0, after: '' };
  const [, before = '', number = '0', after = ''] = match;
  const clean = number.replace(/[\s,]/g, '');
  return { before, value: Number(clean), decimals: clean.includes('.') ? clean.split('.')[1]!.length : 0, after };
}

/**
 * The number as en-US writes it (`1,240.50`), by hand rather than by Intl: the first number format
 * a page makes loads the locale's data, which a profile of the published widgets page at 4× CPU
 * showed as a 100 ms task while its one counter started (and `toLocaleString` with options makes
 * a new format on every call, 154 ms there for a 40-step counter).
 */
export function groupedNumber(value: number, decimals: number): string {
  const [integer = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const sign = value < 0 && /[1-9]/.test(integer + (fraction ?? '')) ? '-' : '';
  return `${sign}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

function formatCounter(parts: CounterParts, value: number): string {
  return `${parts.before}${groupedNumber(value, parts.decimals)}${parts.after}`;
}

function joined(previous: string, next: string, replace: boolean): string {
  return replace || !previous ? next : `${previous} ${next}`;
}

/**
 * Frames of one rotator, forever when it loops; a non-loop rotator stops on its last item (the
 * last frame waits forever: Infinity). With reduced motion items change without animation.
 */
export function* rotatorFrames(settings: RotatorSettings, reducedMotion = false): Generator<RotatorFrame, void, void> {
  const { items, animation, speed, delay, loop, steps, replace } = settings;
  if (items.length === 0 || !(speed > 0)) return;
  const step = stepMs(speed);
  const hold = delay * SECOND_MS;
  let shown = '';
  let index = 0;
  let previousCounter: CounterParts | null = null;
  for (;;) {
    const item = items[index]!;
    const target = joined(shown, item, replace);
    if (reducedMotion) {
      yield { text: target, index, waitMs: hold };
    } else if (animation === 'typing') {
      // Delete what the previous item typed (when replacing), then type the next one.
      if (replace) for (let length = shown.length - 1; length >= 0; length -= 1) yield { text: shown.slice(0, length), index, waitMs: step };
      const base = replace ? '' : target.slice(0, target.length - item.length);
      for (let length = 1; length <= item.length; length += 1) yield { text: base + item.slice(0, length), index, waitMs: length === item.length ? hold : step };
    } else if (animation === 'counter') {
      const parts = parseCounterItem(item);
      const from = previousCounter?.value ?? 0;
      for (let k = 1; k <= steps; k += 1) {
        const value = from + ((parts.value - from) * k) / steps;
        yield { text: joined(shown, formatCounter(parts, k === steps ? parts.value : value), replace), index, waitMs: k === steps ? hold : step };
      }
      previousCounter = parts;
    } else {
      yield { text: target, index, waitMs: step * ROTATOR_TRANSITION_STEPS + hold };
    }
    shown = target;
    const last = index === items.length - 1;
    if (last && !loop) return;
    if (last) {
      // A new round starts from scratch (an appending rotator clears its text).
      shown = replace ? shown : '';
      previousCounter = null;
    }
    index = last ? 0 : index + 1;
  }
}
