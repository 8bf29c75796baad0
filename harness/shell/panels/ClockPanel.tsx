/**
 * The Clock panel (issue 16.2): takes the frame's clock, then pauses it, steps it (+100 ms, +1 s,
 * +5 s, to the next timer) or runs it faster or slower, and lists the site's pending timers by
 * name and due time — "cart removal of Harbor Blend · in 4.2 s", "cart refresh · in 19:58".
 */
import { useLayoutEffect, useRef } from 'react';
import type { ClockCommand } from '../../protocol';
import { CLOCK_RATES, type ClockState } from '../../frame/steppable-clock';

const STEPS = [
  { ms: 100, label: '+100 ms' },
  { ms: 1000, label: '+1 s' },
  { ms: 5000, label: '+5 s' },
] as const;

/** 4200 → "4.2 s"; 1 198 000 → "19:58" (minutes:seconds from a minute up). */
export function dueText(ms: number): string {
  // Rounded to tenths before the unit is chosen: 59,960 ms is "1:00", not "60.0 s".
  const tenths = Math.round(ms / 100);
  if (tenths < 600) return `${(tenths / 10).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function ClockPanel({ held, clock, onCommand, onHold }: { held: boolean; clock: ClockState | null; onCommand(command: ClockCommand): void; onHold(held: boolean): void }) {
  // Taking or giving back the clock replaces the button pressed with the other panel: the focus goes
  // to that panel's first control (to its waiting note while the frame reloads), never dropped to
  // the document's body for a keyboard user. Only from the body: not away from where QA moved it meanwhile.
  const switching = useRef(false);
  const first = useRef<HTMLElement | null>(null);
  const isFirst = (node: HTMLElement | null) => void (first.current = node);
  const ready = clock !== null;
  useLayoutEffect(() => {
    if (!switching.current) return;
    if (document.activeElement === document.body) first.current?.focus();
    if (!held || ready) switching.current = false;
  }, [held, ready]);
  const hold = (next: boolean) => {
    switching.current = true;
    onHold(next);
  };

  if (!held) {
    return (
      <div className="shell__clock">
        <p className="shell__hint">The page runs on the real clock. Take its clock to pause the site's timers, step them (the 5 s cart removal, the 20 min cart refresh) or run them faster. The frame reloads once.</p>
        <button type="button" ref={isFirst} onClick={() => hold(true)}>
          Take the page’s clock
        </button>
      </div>
    );
  }
  if (!clock)
    return (
      <p className="shell__empty" ref={isFirst} tabIndex={-1}>
        Waiting for the page’s clock…
      </p>
    );
  return (
    <div className="shell__clock" data-clock-state={clock.paused ? 'paused' : 'running'}>
      {/* The page time is outside the status: the frame posts it every second, and a screen reader would read it out each time. */}
      <p className="shell__hint">
        <span role="status">{clock.paused ? 'Paused' : `Running at ×${clock.rate}`}</span> · {dueText(clock.elapsedMs)} of page time
      </p>
      <div className="shell__clock-controls">
        <button type="button" ref={isFirst} onClick={() => onCommand({ kind: clock.paused ? 'resume' : 'pause' })}>
          {clock.paused ? 'Resume' : 'Pause'}
        </button>
        {STEPS.map((step) => (
          <button key={step.ms} type="button" onClick={() => onCommand({ kind: 'step', ms: step.ms })}>
            {step.label}
          </button>
        ))}
        <button type="button" onClick={() => onCommand({ kind: 'next' })} disabled={clock.pending.length === 0}>
          To the next timer
        </button>
        <label className="shell__field">
          <span>Speed</span>
          <select aria-label="Clock speed" value={clock.rate} onChange={(event) => onCommand({ kind: 'rate', rate: Number(event.target.value) })}>
            {CLOCK_RATES.map((rate) => (
              <option key={rate} value={rate}>
                ×{rate}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => hold(false)}>
          Give back the clock
        </button>
      </div>
      {clock.pending.length === 0 ? (
        <p className="shell__empty">No timers pending.</p>
      ) : (
        <table className="shell__table" aria-label="Pending timers">
          <thead>
            <tr>
              <th scope="col">Timer</th>
              <th scope="col">Due in</th>
              <th scope="col">Every</th>
            </tr>
          </thead>
          <tbody>
            {clock.pending.map((timer) => (
              <tr key={timer.id} data-timer={timer.name}>
                <td>{timer.name}</td>
                <td>{dueText(timer.dueInMs)}</td>
                <td>{timer.everyMs === null ? '—' : dueText(timer.everyMs)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
