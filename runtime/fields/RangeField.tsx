/**
 * A range field with one or two runners (spec 001 §5 "Range", §9): runners are ARIA sliders,
 * dragged with a pointer or moved by keys (arrows one step, shift ten, Page Up and Page Down a
 * tenth of the range, Home and End to the edges). A disabled range keeps its values.
 * A held key repeats on the runtime clock — after 300 ms, every 50 ms — and the browser's own
 * key repeat is ignored, so the speed is the spec's on every system. The touched runner is
 * highlighted until 500 ms after the last move; its tooltip keeps 20 px from the track's edges;
 * the legend shows up to ten points. Numbers show in the page's language; the field sends them plain.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { TimerHandle } from '../core/clock';
import { useRuntimeBasics } from '../core/runtime-context';
import { formatRangeValue, keyStep, legendPoints, moveRunner, pageStep, RANGE_HIGHLIGHT_MS, RANGE_KEY_REPEAT_DELAY_MS, RANGE_KEY_REPEAT_INTERVAL_MS, snapToRange, tooltipCentre, type RangeRules } from './range';
import { RequiredMark } from './FieldFrame';
import './fields.css';
import './range.css';

export interface RangeFieldProps extends RangeRules {
  name: string;
  label: string;
  /** One value for one runner, two (start, end) for two. */
  values: readonly [number] | readonly [number, number];
  onChange(values: [number] | [number, number]): void;
  /** Written after each value ("₽", "km"). */
  unit?: string | undefined;
  /** Shows the required marker (a range always holds a value, so it never fails the required rule). */
  required?: boolean | undefined;
  /** A disabled range is not moved by keys or pointer, and is not checked (spec 002 §5). */
  disabled?: boolean | undefined;
  /** A message on the range (a server violation: spec 001 §5), named by its runners. */
  error?: string | undefined;
}

const STEP_KEYS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
/** The WAI-ARIA slider's larger step (range.ts pageStep). */
const PAGE_KEYS: Record<string, 1 | -1> = { PageUp: 1, PageDown: -1 };

export function RangeField({ name, label, values, onChange, unit = '', min, max, step, required = false, disabled = false, error }: RangeFieldProps) {
  const labelId = useId();
  const errorId = `${labelId}-error`;
  const { services, t, language } = useRuntimeBasics();
  const { clock } = services;
  const rules: RangeRules = { min, max, step };
  const track = useRef<HTMLDivElement>(null);
  // The values a held key's repeat steps from (it outlives the render that started it).
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  }, [values]);
  const [active, setActive] = useState<number | null>(null);
  const timers = useRef<{ repeat: TimerHandle | null; highlight: TimerHandle | null; interval: boolean }>({ repeat: null, highlight: null, interval: false });
  const fraction = (value: number) => (max > min ? (value - min) / (max - min) : 0);
  const shown = (value: number) => formatRangeValue(value, rules, language);
  const text = (value: number) => `${shown(value)}${unit ? ` ${unit}` : ''}`;

  const set = (index: number, value: number) => {
    const current = latest.current;
    const next = current.length === 2 ? moveRunner(current, index === 0 ? 'start' : 'end', value, rules) : ([snapToRange(value, rules)] as [number]);
    if (next.some((v, i) => v !== current[i])) {
      latest.current = next;
      onChange(next);
    }
  };

  const highlight = (index: number) => {
    setActive(index);
    clock.clearTimeout(timers.current.highlight ?? undefined);
    timers.current.highlight = clock.setTimeout(() => setActive(null), RANGE_HIGHLIGHT_MS);
  };

  const stopRepeat = () => {
    const { repeat, interval } = timers.current;
    if (repeat !== null) (interval ? clock.clearInterval : clock.clearTimeout)(repeat);
    timers.current.repeat = null;
    timers.current.interval = false;
  };
  useEffect(
    () => () => {
      stopRepeat();
      clock.clearTimeout(timers.current.highlight ?? undefined);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- cleanup on unmount only
    [],
  );

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const page = event.key in PAGE_KEYS;
    const direction = page ? PAGE_KEYS[event.key] : STEP_KEYS[event.key];
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      set(index, event.key === 'Home' ? min : max);
      highlight(index);
      return;
    }
    if (!direction) return;
    event.preventDefault();
    if (event.repeat) return; // our own repeat drives a held key
    const shift = event.shiftKey;
    const move = () => {
      const value = latest.current[index]!;
      set(index, page ? pageStep(value, direction, rules) : keyStep(value, direction, shift, rules));
      highlight(index);
    };
    move();
    stopRepeat();
    timers.current.repeat = clock.setTimeout(() => {
      timers.current.repeat = clock.setInterval(move, RANGE_KEY_REPEAT_INTERVAL_MS);
      timers.current.interval = true;
    }, RANGE_KEY_REPEAT_DELAY_MS);
  };

  const valueAt = (clientX: number) => {
    const box = track.current!.getBoundingClientRect();
    return min + ((clientX - box.left) / box.width) * (max - min);
  };
  const dragging = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!track.current || disabled) return;
    const value = valueAt(event.clientX);
    const current = latest.current;
    const index = current.length === 2 && Math.abs(value - current[1]) < Math.abs(value - current[0]) ? 1 : current.length === 2 && value > current[1] ? 1 : 0;
    dragging.current = index;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    set(index, value);
    highlight(index);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current === null) return;
    set(dragging.current, valueAt(event.clientX));
    highlight(dragging.current);
  };
  const onPointerUp = () => void (dragging.current = null);

  const two = values.length === 2;
  return (
    <div className="rt-field" data-field="range">
      <span className="rt-field__label" id={labelId}>
        {label}
        <RequiredMark required={required} />
      </span>
      <div className="rt-range" onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerUp}>
        <div className="rt-range__track" ref={track}>
          <div className="rt-range__fill" style={{ left: `${two ? fraction(values[0]) * 100 : 0}%`, right: `${(1 - fraction(values[values.length - 1]!)) * 100}%` }} />
          {values.map((value, index) => (
            <div
              key={index}
              role="slider"
              tabIndex={disabled ? -1 : 0}
              className="rt-range__runner"
              style={{ left: `${fraction(value) * 100}%` }}
              aria-labelledby={two ? undefined : labelId}
              aria-label={two ? t(index === 0 ? 'form::range_from' : 'form::range_to', { label }) : undefined}
              aria-valuemin={two && index === 1 ? values[0] : min}
              aria-valuemax={two && index === 0 ? values[1] : max}
              aria-valuenow={value}
              aria-valuetext={text(value)}
              aria-orientation="horizontal"
              aria-disabled={disabled || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              data-active={active === index ? '' : undefined}
              onKeyDown={onKeyDown(index)}
              onKeyUp={stopRepeat}
              onBlur={stopRepeat}
            />
          ))}
          {values.map((value, index) => (
            <span key={index} className="rt-range__tooltip" aria-hidden="true" style={{ left: tooltipCentre(fraction(value)) }}>
              {text(value)}
            </span>
          ))}
        </div>
        <div className="rt-range__legend" aria-hidden="true">
          {legendPoints(rules).map((point) => (
            <span key={point} style={{ left: `${fraction(point) * 100}%` }}>
              {shown(point)}
            </span>
          ))}
        </div>
      </div>
      <input type="hidden" name={name} value={values.join(',')} />
      {error && (
        <p id={errorId} className="rt-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
