import { useRef, useState, type FormEvent } from 'react';
import { describeFault, FAULT_ENDPOINTS, FAULT_KINDS, faultRule, faultValue, type FaultEndpoint, type FaultKind, type ShellFault } from '../../fault-rules';

/**
 * Sandbox faults from the UI (issue 16.3): per endpoint, a latency, an error status, a timeout,
 * offline or a malformed answer, once or always. The faults live in the address bar, so Copy link
 * reproduces the case; one fault per endpoint (a new one replaces it). A "once" fault that has met
 * its request says so, and Arm again (or setting it again) makes it meet the next one.
 */
export function FaultsPanel({
  faults,
  ignored,
  usedUp,
  onChange,
  onRearm,
}: {
  faults: ShellFault[];
  ignored: string[];
  /** The `match` of each "once" fault the sandbox has used up. */
  usedUp: readonly string[];
  onChange(faults: ShellFault[]): void;
  onRearm(fault: ShellFault): void;
}) {
  const [endpoint, setEndpoint] = useState<FaultEndpoint>('products');
  const [kind, setKind] = useState<FaultKind>('status');
  const [value, setValue] = useState('500');
  const [once, setOnce] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const needsValue = kind === 'delay' || kind === 'status';
  const setButton = useRef<HTMLButtonElement>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const checked = faultValue(kind, needsValue ? Number(value) : undefined);
    if (checked === null) return setProblem(kind === 'delay' ? 'A latency is a whole number of milliseconds, 1 to 600000.' : 'An error status is a number from 400 to 599.');
    setProblem(null);
    const fault: ShellFault = { endpoint, kind, ...(checked !== undefined ? { value: checked } : {}), once };
    onChange([...faults.filter((other) => other.endpoint !== endpoint), fault]);
    // The same fault set again changes nothing in the list: a used-up one is armed by asking.
    if (isUsedUp(fault)) onRearm(fault);
  };
  const isUsedUp = (fault: ShellFault) => fault.once && usedUp.includes(faultRule(fault).match);

  return (
    <div className="shell__faults">
      {ignored.length > 0 && <p className="shell__hint">Not understood in the address, left out: {ignored.join(', ')}</p>}
      {faults.length === 0 ? (
        <p className="shell__empty">No faults: the sandbox answers every request.</p>
      ) : (
        <ul className="shell__events" aria-label="Faults set">
          {faults.map((fault) => (
            <li key={fault.endpoint} data-fault={fault.endpoint}>
              {describeFault(fault)}
              {isUsedUp(fault) && (
                <>
                  {' '}
                  <span className="shell__fault-used">(used up)</span>{' '}
                  <button
                    type="button"
                    onClick={(event) => {
                      // The button goes once the sandbox has the fault armed: the focus moves first, to the fault's Remove.
                      (event.currentTarget.closest('li')?.querySelector<HTMLButtonElement>('button:last-of-type') ?? setButton.current)?.focus();
                      onRearm(fault);
                    }}
                    aria-label={`Arm the fault on ${FAULT_ENDPOINTS[fault.endpoint].label} again`}
                  >
                    Arm again
                  </button>
                </>
              )}{' '}
              <button
                type="button"
                onClick={(event) => {
                  // The button goes with its fault: the focus moves first, to the next fault's Remove or else to the form.
                  (event.currentTarget.closest('li')?.nextElementSibling?.querySelector('button') ?? setButton.current)?.focus();
                  onChange(faults.filter((other) => other !== fault));
                }}
                aria-label={`Remove the fault on ${FAULT_ENDPOINTS[fault.endpoint].label}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="shell__hint" data-faults-hint="">
        A fault meets the requests made from now on. A page may have asked already: a catalogue asks for its next page as its “Show more” nears the screen, and its click then takes that answer. Reload the page (its address keeps the faults) for a fault to meet its first requests.
      </p>
      <form className="shell__fault-form" onSubmit={add} aria-label="Add a fault">
        <label>
          Endpoint{' '}
          <select value={endpoint} onChange={(e) => setEndpoint(e.target.value as FaultEndpoint)}>
            {Object.entries(FAULT_ENDPOINTS).map(([id, { label }]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Fault{' '}
          <select
            value={kind}
            onChange={(e) => {
              const next = e.target.value as FaultKind;
              setKind(next);
              if (next === 'delay') setValue('3000');
              if (next === 'status') setValue('500');
            }}
          >
            {Object.entries(FAULT_KINDS).map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {needsValue && (
          <label>
            {kind === 'delay' ? 'Milliseconds' : 'Status'} <input inputMode="numeric" size={6} value={value} onChange={(e) => setValue(e.target.value)} />
          </label>
        )}
        <label>
          <input type="checkbox" checked={once} onChange={(e) => setOnce(e.target.checked)} /> Only once
        </label>
        <button type="submit" ref={setButton}>
          Set fault
        </button>
        {faults.length > 0 && (
          <button
            type="button"
            onClick={() => {
              // It goes with the last fault: the focus moves first to Set fault beside it.
              setButton.current?.focus();
              onChange([]);
            }}
          >
            Clear all
          </button>
        )}
        {problem && (
          <p role="alert" className="shell__cart-problem">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}
