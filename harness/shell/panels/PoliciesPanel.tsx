import { FLAG_NAMES, type ResolvedContext } from '../../../runtime/core/policies';
import { describePolicies } from '../../../runtime/core/policy-descriptions';
import { FLAG_LABELS } from '../labels';

/**
 * Every policy's value in the context the frame resolved and posted (its real viewport, the
 * system's reduced motion), not one the shell recomputes from its own switches.
 */
export function PoliciesPanel({ context }: { context: ResolvedContext | null }) {
  if (!context) return <p className="shell__empty">Waiting for the page to say what it resolved…</p>;
  const flags = FLAG_NAMES.filter((name) => context.flags[name]).map((name) => FLAG_LABELS[name]);
  return (
    <>
      <p className="shell__hint" data-resolved-context="">
        The page resolved: <strong data-context="mode">{context.mode}</strong> · <span data-context="viewport">{context.viewport}</span> · flags:{' '}
        <span data-context="flags">{flags.length ? flags.join(', ') : 'none'}</span> · system reduced motion:{' '}
        <span data-context="system-reduced-motion">{context.systemReducedMotion ? 'yes' : 'no'}</span>
      </p>
      <table className="shell__table">
        <thead>
          <tr>
            <th>Policy</th>
            <th>Now</th>
          </tr>
        </thead>
        <tbody>
          {describePolicies(context).map((row) => (
            <tr key={row.id} data-policy={row.id}>
              <td title={row.source}>{row.title}</td>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
