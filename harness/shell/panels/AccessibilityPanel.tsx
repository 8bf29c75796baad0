import type { AxeCommand, AxeOutcome } from '../../protocol';

/** Impacts from the worst; a rule axe gives no impact goes last. */
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'];
/** The elements listed per rule; a rule broken on hundreds of cards needs only its first few to be found. */
const NODES_LISTED = 20;

/**
 * axe-core over the page in the frame, with the browser suite's rules (issue 16.6): the rules it
 * breaks, worst first, each with how many elements break it; a rule or an element clicked is
 * outlined in the frame and scrolled into view. It runs when asked, as the page may still be
 * settling, and the rule set takes a second on a large page.
 */
export function AccessibilityPanel({ outcome, onCommand }: { outcome: AxeOutcome | { kind: 'running' } | null; onCommand(command: AxeCommand): void }) {
  const running = outcome?.kind === 'running';
  const highlight = (selector: string | undefined) => selector !== undefined && onCommand({ kind: 'highlight', selector });
  const violations = outcome?.kind === 'done' ? [...outcome.violations].sort((a, b) => rank(a.impact) - rank(b.impact)) : [];
  return (
    <div className="shell__a11y">
      <p className="shell__hint">axe-core over the page in the frame: WCAG 2.0 and 2.1 A and AA, and axe’s best practices (the rules the browser suite checks).</p>
      <div className="shell__row">
        {/* aria-disabled, not disabled: a disabled button loses the focus of the keyboard user who pressed it. */}
        <button
          type="button"
          className="is-primary"
          onClick={() => {
            if (!running) onCommand({ kind: 'run' });
          }}
          aria-disabled={running}
        >
          {outcome?.kind === 'done' ? 'Run again' : 'Run axe'}
        </button>
        <span role="status" className="shell__hint">
          {running ? 'Checking the page…' : outcome?.kind === 'done' ? (violations.length === 0 ? 'No violations' : `${violations.length} ${violations.length === 1 ? 'rule' : 'rules'} violated`) : ''}
        </span>
      </div>
      {outcome?.kind === 'failed' && (
        <p role="alert" className="shell__cart-problem">
          axe could not run: {outcome.message}
        </p>
      )}
      {violations.length > 0 && (
        <ul className="shell__issues shell__a11y-list" aria-label="Violations">
          {violations.map((violation) => (
            <li key={violation.id} data-rule={violation.id}>
              <button type="button" className="shell__link-button" onClick={() => highlight(violation.targets[0])}>
                {violation.id}
              </button>{' '}
              <span className={`shell__impact shell__impact--${violation.impact ?? 'none'}`}>{violation.impact ?? 'no impact'}</span> · {violation.targets.length} {violation.targets.length === 1 ? 'element' : 'elements'}
              <div>
                {violation.help}{' '}
                <a href={violation.helpUrl} target="_blank" rel="noreferrer">
                  How to fix
                </a>
              </div>
              {violation.targets.length > 1 && (
                <ol className="shell__a11y-nodes" aria-label={`Elements violating ${violation.id}`}>
                  {violation.targets.slice(0, NODES_LISTED).map((target, index) => (
                    <li key={index}>
                      <button type="button" className="shell__link-button" onClick={() => highlight(target)}>
                        <code>{target}</code>
                      </button>
                    </li>
                  ))}
                </ol>
              )}
              {violation.targets.length === 1 && <code className="shell__a11y-target">{violation.targets[0]}</code>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function rank(impact: string | null): number {
  const at = IMPACTS.indexOf(impact ?? '');
  return at === -1 ? IMPACTS.length : at;
}
