/**
 * The text rotator's timeline as pure frames (spec 002 §3, §4, §9): what text shows and for how
 * long. The component only plays them with timers, so every rule here is unit tested.
 *
 * speed is the inverse of data-speed: one step (a typed or deleted character, a counter step)
 * lasts ROTATOR_STEP_UNIT_MS / data-speed. delay is data-delay in seconds: how long a finished
 * item stays before the next one starts.
 */
import { MS_PER_SECOND } from '../../core/clock';
import type { Rotator01Element } from '../../page/page-schema';
import { fixedDecimal } from '../../platform/format';

export type RotatorSettings = Pick<Rotator01Element['data'], 'items' | 'animation' | 'speed' | 'delay' | 'loop' | 'steps' | 'replace'>;

const ROTATOR_STEP_UNIT_MS = 1000;
/** fade, slide and flip last this many steps. */
export const ROTATOR_TRANSITION_STEPS = 4;
/**
 * With reduced motion an item appears whole and stays at least this long, whatever data-delay
 * says: delay 0 would otherwise swap items on every timer tick, a flicker nobody can read, for the
 * very visitors who asked for less motion.
 */
export const ROTATOR_REDUCED_MOTION_MIN_MS = 1000;

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
  /** The thousands separator the owner wrote ('' when none: "1998" counts as 1998, not 1,998). */
  separator: string;
  after: string;
}

/**
 * A number in an item: digits, thousands groups of three after a comma or a space (also the
 * non-breaking ones; one separator throughout), then decimals. The lookahead stops a group inside a
 * longer run of digits, so "1998 2000" is two numbers, not 1,998,200 and a 0.
 */
const COUNTER_NUMBER = /-?\d+(?:([,\s])\d{3}(?!\d)(?:\1\d{3}(?!\d))*)?(?:\.\d+)?/g;

/**
 * "1,200+" → before '', value 1200, separator ',', after '+'. An item with no number or with more
 * than one ("Free", "24/7") is not a count: it shows as written (spec 002 §3: the items are the
 * owner's texts), so this gives null.
 */
export function parseCounterItem(item: string): CounterParts | null {
  const numbers = [...item.matchAll(COUNTER_NUMBER)];
  if (numbers.length !== 1) return null;
  const [match] = numbers as [RegExpExecArray];
  const [written, separator = ''] = match;
  const clean = separator ? written.replaceAll(separator, '') : written;
  const [, fraction = ''] = clean.split('.');
  return { before: item.slice(0, match.index), value: Number(clean), decimals: fraction.length, separator, after: item.slice(match.index + written.length) };
}

/**
 * The number as en-US writes it (`1,240.50`), by hand rather than by Intl: the first number format
 * a page makes loads the locale's data, which a profile of the published widgets page at 4× CPU
 * showed as a 100 ms task while its one counter started (and `toLocaleString` with options makes
 * a new format on every call, 154 ms there for a 40-step counter). Written out at any size: a count
 * to 5,000,000,000,000,000,000,000 passes no "1.25e+21".
 */
export function groupedNumber(value: number, decimals: number): string {
  const [integer = '0', fraction] = fixedDecimal(Math.abs(value), decimals).split('.');
  const sign = value < 0 && /[1-9]/.test(integer + (fraction ?? '')) ? '-' : '';
  return `${sign}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** A step of the count, grouped the way the owner grouped the number (or not at all). */
function formatCounter(parts: CounterParts, value: number): string {
  return `${parts.before}${groupedNumber(value, parts.decimals).replaceAll(',', parts.separator)}${parts.after}`;
}

function joined(previous: string, next: string, replace: boolean): string {
  return replace || !previous ? next : `${previous} ${next}`;
}

/**
 * Frames of one rotator, forever when it loops; a non-loop rotator stops on its last item (the
 * last frame waits forever: Infinity). With reduced motion items change without animation. A counter
 * item with no number, or more than one, is shown as written.
 */
export function* rotatorFrames(settings: RotatorSettings, reducedMotion = false): Generator<RotatorFrame, void, void> {
  const { items, animation, speed, delay, loop, steps, replace } = settings;
  if (items.length === 0 || !(speed > 0)) return;
  const step = stepMs(speed);
  const hold = delay * MS_PER_SECOND;
  // A finished item waits at least one step: with delay 0 a one-step counter or a one-letter item
  // would otherwise chain timers of 0 ms, swapping the text as fast as the browser can.
  const rest = Math.max(hold, step);
  let shown = '';
  let index = 0;
  let previousCounter: CounterParts | null = null;
  for (;;) {
    const item = items[index]!;
    const target = joined(shown, item, replace);
    if (reducedMotion) {
      yield { text: target, index, waitMs: Math.max(hold, ROTATOR_REDUCED_MOTION_MIN_MS) };
    } else if (animation === 'typing') {
      // Delete what the previous item typed (when replacing), then type the next one.
      if (replace) for (let length = shown.length - 1; length >= 0; length -= 1) yield { text: shown.slice(0, length), index, waitMs: step };
      const base = replace ? '' : target.slice(0, target.length - item.length);
      for (let length = 1; length <= item.length; length += 1) yield { text: base + item.slice(0, length), index, waitMs: length === item.length ? rest : step };
    } else if (animation === 'counter') {
      const parts = parseCounterItem(item);
      if (parts) {
        const from = previousCounter?.value ?? 0;
        for (let k = 1; k <= steps; k += 1) {
          const value = from + ((parts.value - from) * k) / steps;
          // The count ends on the number exactly as the owner wrote it.
          yield { text: k === steps ? target : joined(shown, formatCounter(parts, value), replace), index, waitMs: k === steps ? rest : step };
        }
      } else {
        // Nothing to count: the item shows as written, like a finished count.
        yield { text: target, index, waitMs: rest };
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
