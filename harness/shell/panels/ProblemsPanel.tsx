import type { FrameReport } from '../use-frame-channel';

/** What is wrong with the page: fatal (it cannot be read) or parts left out. */
export function ProblemsPanel({ issues }: { issues: FrameReport['issues'] }) {
  if (issues.list.length === 0) return <p className="shell__empty">No problems: the page is valid.</p>;
  return (
    <>
      <p className="shell__hint">{issues.fatal ? 'The page cannot be read:' : 'These parts are left out for visitors and shown as error boxes in admin:'}</p>
      <ul className="shell__issues">
        {issues.list.map((issue, index) => (
          <li key={index}>
            <code>{issue.path}</code> {issue.message}
          </li>
        ))}
      </ul>
    </>
  );
}
