import type { PageIssue } from '../../runtime/page/parse-page';

/** What the frame shows for a page it cannot read at all. */
export function PageProblems({ issues }: { issues: PageIssue[] }) {
  return (
    <div role="alert" data-page-unreadable style={{ font: '15px/1.5 system-ui, sans-serif', padding: 32, color: '#7a1d15' }}>
      <h1 style={{ fontSize: 20 }}>This page JSON cannot be shown</h1>
      <ul>
        {issues.map((issue, index) => (
          <li key={index}>
            <code>{issue.path}</code> — {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
