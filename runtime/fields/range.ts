/**
 * Range fields (spec 001 §5 "Range", §9): one or two runners between the edges, snapped to the
 * step's stops and to both edges; the second runner never passes the first. Timings of the
 * keyboard repeat and the runner highlight, and the legend and tooltip sizes, are the spec's.
 */
import { numberFormat } from '../platform/intl-formats';

export const RANGE_LEGEND_MAX_POINTS = 10;
export const RANGE_TOOLTIP_MARGIN_PX = 20;
export const RANGE_KEY_REPEAT_DELAY_MS = 300;
export const RANGE_KEY_REPEAT_INTERVAL_MS = 50;
export const RANGE_HIGHLIGHT_MS = 500;
/** Spec 001 §5: arrow keys move one step, with shift ten. */
export const RANGE_SHIFT_FACTOR = 10;
/**
 * Ours (the WAI-ARIA slider pattern asks only for "a larger step"): Page Up and Page Down move a
 * tenth of the range, at least one step, as the browser's own range input does. Unlike shift's ten
 * steps, that reaches either edge in ten presses however fine or coarse the step is.
 */
export const RANGE_PAGE_PARTS = 10;

export interface RangeRules {
  min: number;
  max: number;
  step: number;
}

/** Decimal places of a step, so snapped values print as the owner wrote the step (0.1, not 0.30000000000000004). */
const placesOf = (step: number) => (String(step).split('.')[1] ?? '').length;

/**
 * A value as the range shows it (its tooltip, legend and spoken value) in the page's language:
 * "25,000" or "25 000", "1.5" or "1,5", with as many decimals as the step and min have and no
 * more. The field sends the plain number.
 */
export function formatRangeValue(value: number, { min, step }: Pick<RangeRules, 'min' | 'step'>, language: string): string {
  const places = Math.min(20, Math.max(placesOf(step), placesOf(min)));
  try {
    return numberFormat(language, { maximumFractionDigits: places }).format(value);
  } catch {
    return String(value);
  }
}

/**
 * Float noise allowed when asking whether a value lies on the step grid ((0.3 - 0) / 0.1 is
 * 2.9999999999999996 steps, which is 3).
 */
const GRID_TOLERANCE = 1e-9;

/** A number printed with the step's and min's decimals, so sums of steps carry no float noise. */
function toPlaces(value: number, { min, step }: Pick<RangeRules, 'min' | 'step'>): number {
  return Number(value.toFixed(Math.max(placesOf(step), placesOf(min))));
}

/** The highest value a whole number of steps from min reaches without passing max. */
function lastGridPoint({ min, max, step }: RangeRules): number {
  return toPlaces(min + Math.floor((max - min) / step + GRID_TOLERANCE) * step, { min, step });
}

/**
 * A value snapped to the nearest stop and held between the edges. The stops are the steps counted
 * from min, and max itself: both edges are stops, even where max is not a whole number of steps
 * from min (0…100 by 7 stops at 98 and at 100, the edge the legend shows).
 */
export function snapToRange(value: number, rules: RangeRules): number {
  const { min, max, step } = rules;
  if (!Number.isFinite(value)) return min;
  const clamped = Math.min(max, Math.max(min, value));
  if (!(step > 0)) return clamped;
  const last = lastGridPoint(rules);
  if (clamped > last && max - clamped <= clamped - last) return max;
  return Math.min(last, toPlaces(min + Math.round((clamped - min) / step) * step, rules));
}

/**
 * A value moved a number of stops up (+1) or down (-1), within the edges. From a value off the
 * grid (max off the grid, or a given value) the first stop is the nearest grid point that way, so
 * a key never moves a value against its direction and never skips the stop next to it.
 */
function moveStops(value: number, direction: 1 | -1, stops: number, rules: RangeRules): number {
  const { min, max, step } = rules;
  const from = Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));
  if (!(step > 0)) return from;
  const offset = (from - min) / step;
  const onGrid = Math.abs(offset - Math.round(offset)) < GRID_TOLERANCE;
  const index = onGrid ? Math.round(offset) : direction > 0 ? Math.floor(offset) : Math.ceil(offset);
  const target = toPlaces(min + (index + direction * stops) * step, rules);
  if (target > lastGridPoint(rules)) return max;
  return Math.max(min, target);
}

export type RangeRunner = 'start' | 'end';

/** Moving one runner of two: snapped, and the start never passes the end (nor the end the start). */
export function moveRunner(values: readonly [number, number], runner: RangeRunner, value: number, rules: RangeRules): [number, number] {
  const [start, end] = values;
  const snapped = snapToRange(value, rules);
  return runner === 'start' ? [Math.min(snapped, end), end] : [start, Math.max(snapped, start)];
}

/** An arrow key on a runner: one stop, ten with shift. */
export function keyStep(value: number, direction: 1 | -1, shiftKey: boolean, rules: RangeRules): number {
  return moveStops(value, direction, shiftKey ? RANGE_SHIFT_FACTOR : 1, rules);
}

/** Page Up (+1) or Page Down (-1) on a runner: the steps nearest a tenth of the range, at least one, within the edges. */
export function pageStep(value: number, direction: 1 | -1, rules: RangeRules): number {
  const { min, max, step } = rules;
  if (!(step > 0)) return snapToRange(value + (direction * (max - min)) / RANGE_PAGE_PARTS, rules);
  return moveStops(value, direction, Math.max(1, Math.round((max - min) / RANGE_PAGE_PARTS / step)), rules);
}

/** The legend's marks: both edges and evenly spread steps between, at most ten points. */
export function legendPoints({ min, max, step }: RangeRules): number[] {
  if (!(max > min)) return [min];
  const steps = step > 0 ? Math.floor((max - min) / step) : RANGE_LEGEND_MAX_POINTS - 1;
  const most = Math.max(1, Math.min(steps, RANGE_LEGEND_MAX_POINTS - 1));
  // Round marks where the steps allow (0, 200 … 1000 rather than 0, 110, 220 …): the most
  // intervals that divide the steps evenly, unless that leaves fewer than four.
  const even = Array.from({ length: most }, (_, index) => most - index).find((count) => steps % count === 0) ?? most;
  const intervals = even >= 4 || even === steps ? even : most;
  const points = Array.from({ length: intervals + 1 }, (_, index) => snapToRange(min + ((max - min) * index) / intervals, { min, max, step }));
  points[points.length - 1] = max;
  return [...new Set(points)];
}

/**
 * Where a runner's tooltip is centred in the track, as a CSS length for its `left` (range.css
 * shifts the tooltip back by half its own width): over the runner, and kept 20 px from either edge
 * of the track (a track narrower than both margins centres it). Laid out by the browser rather
 * than measured, it holds at whatever width the track has whenever it has one: on the server's
 * HTML, and in a track laid out only later (in a dialog not yet open, a tab not shown) or resized.
 */
export function tooltipCentre(fraction: number): string {
  const margin = `${RANGE_TOOLTIP_MARGIN_PX}px`;
  return `clamp(min(${margin}, 50%), ${fraction * 100}%, max(100% - ${margin}, 50%))`;
}
