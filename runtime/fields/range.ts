/**
 * Range fields (spec 001 §5 "Range", §9): one or two runners between the edges, snapped to the
 * step; the second runner never passes the first. Timings of the keyboard repeat and the runner
 * highlight, and the legend and tooltip sizes, are the spec's.
 */
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
    return new Intl.NumberFormat(language, { maximumFractionDigits: places }).format(value);
  } catch {
    return String(value);
  }
}

/** A value snapped to the step (counted from min) and held between the edges. */
export function snapToRange(value: number, { min, max, step }: RangeRules): number {
  if (!Number.isFinite(value)) return min;
  const clamped = Math.min(max, Math.max(min, value));
  if (!(step > 0)) return clamped;
  const snapped = min + Math.round((clamped - min) / step) * step;
  const places = Math.max(placesOf(step), placesOf(min));
  return Number(Math.min(max, snapped).toFixed(places));
}

export type RangeRunner = 'start' | 'end';

/** Moving one runner of two: snapped, and the start never passes the end (nor the end the start). */
export function moveRunner(values: readonly [number, number], runner: RangeRunner, value: number, rules: RangeRules): [number, number] {
  const [start, end] = values;
  const snapped = snapToRange(value, rules);
  return runner === 'start' ? [Math.min(snapped, end), end] : [start, Math.max(snapped, start)];
}

/** An arrow key on a runner: one step, ten with shift. */
export function keyStep(value: number, direction: 1 | -1, shiftKey: boolean, rules: RangeRules): number {
  return snapToRange(value + direction * rules.step * (shiftKey ? RANGE_SHIFT_FACTOR : 1), rules);
}

/** Page Up (+1) or Page Down (-1) on a runner: a tenth of the range, at least one step, within the edges. */
export function pageStep(value: number, direction: 1 | -1, rules: RangeRules): number {
  return snapToRange(value + direction * Math.max((rules.max - rules.min) / RANGE_PAGE_PARTS, rules.step), rules);
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

/** The runner's tooltip left offset within the track, kept 20 px from either edge. */
export function tooltipLeft(fraction: number, trackWidth: number, tooltipWidth: number): number {
  const centre = fraction * trackWidth;
  const low = RANGE_TOOLTIP_MARGIN_PX - tooltipWidth / 2;
  const high = trackWidth - RANGE_TOOLTIP_MARGIN_PX + tooltipWidth / 2 - tooltipWidth;
  return Math.min(Math.max(centre - tooltipWidth / 2, Math.min(low, high)), Math.max(low, high));
}
