/**
 * The calculator field (spec 001 §9, 002 §4): shows the result of the owner's formula over the
 * form's other fields (the form computes it, calculator.ts), and counts to each new result in
 * min(600, 150 + 5 × change) ms, drawn on the runtime clock's ticks by the time passed on
 * that clock (`now()`: the harness's held clock steps it too), however late the ticks come — at once under reduced motion and in
 * captures, which never animate (policies reducedMotion, captureRender).
 *
 * The number that counts is hidden from screen readers; they read the result once, from the
 * output's status text, rather than every frame of the count.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { usePolicy, useRuntimeBasics } from '../core/runtime-context';
import { animatedValue, calculatorAnimationMs, CALCULATOR_FRAME_MS, formatCalculatorValue } from './calculator';
import { FieldFrame } from './FieldFrame';
import './calculator.css';

export interface CalculatorFieldProps {
  name: string;
  label: string;
  /** The formula's result, or null when it has none (a division by zero). */
  value: number | null;
  decimals: number;
  prefix?: string | undefined;
  suffix?: string | undefined;
  /** What the owner should know (a formula that cannot be read), shown under the field. */
  error?: string | undefined;
  /** A required calculator (one whose formula must give a result) shows the required marker. */
  required?: boolean | undefined;
}

export function CalculatorField({ name, label, value, decimals, prefix, suffix, error, required = false }: CalculatorFieldProps) {
  const id = useId();
  const { services, language } = useRuntimeBasics();
  const reducedMotion = usePolicy('reducedMotion');
  const still = usePolicy('captureRender');
  const [shown, setShownState] = useState<number | null>(value);
  // The number on screen, read when a new result arrives mid-count: the next count starts from it.
  const shownRef = useRef(shown);

  useEffect(() => {
    const setShown = (next: number | null) => {
      shownRef.current = next;
      setShownState(next);
    };
    const from = shownRef.current;
    if (value === null || from === null) {
      setShown(value);
      return;
    }
    const duration = calculatorAnimationMs(value - from, reducedMotion || still);
    if (duration === 0) {
      setShown(value);
      return;
    }
    // The count goes by the time passed, not by the ticks that came: a hidden tab's timers fire once
    // a second at most (once a minute after 5 minutes), and a busy page's late, and a count of
    // 16 ms a tick stretched its 600 ms to 38 s there. A late tick draws where the count is by now.
    const startedAt = services.clock.now();
    const timer = services.clock.setInterval(() => {
      const elapsed = services.clock.now() - startedAt;
      setShown(animatedValue(from, value, elapsed, duration));
      if (elapsed >= duration) services.clock.clearInterval(timer);
    }, CALCULATOR_FRAME_MS);
    return () => services.clock.clearInterval(timer);
  }, [value, reducedMotion, still, services.clock]);

  const text = (number: number | null) => {
    const formatted = formatCalculatorValue(number, decimals, language);
    return formatted === '' ? '—' : `${prefix ?? ''}${formatted}${suffix ?? ''}`;
  };
  return (
    <FieldFrame kind="calculator" inputId={id} label={label} required={required} error={error}>
      <output id={id} className="rt-calc" name={name} data-calculator-value={value === null ? '' : String(value)} aria-describedby={error ? `${id}-error` : undefined}>
        <span aria-hidden="true" className="rt-calc__count">
          {text(shown)}
        </span>
        <span className="rt-sr-only">{text(value)}</span>
      </output>
    </FieldFrame>
  );
}
