import type { LeadEntry } from '../../protocol';

/** Every lead the page's forms sent to the sandbox, newest first, with its payload (issue 13). */
export function LeadsPanel({ leads }: { leads: LeadEntry[] }) {
  if (leads.length === 0) return <p className="shell__empty">No leads yet. Send a form on the page.</p>;
  return (
    <ul className="shell__events shell__leads" aria-label="Leads">
      {[...leads].reverse().map((lead, index) => (
        <li key={`${lead.time}-${index}`} data-lead-id={lead.leadId ?? undefined} data-lead-status={lead.status}>
          <strong>{lead.leadId === null ? `refused (${lead.status})` : `lead #${lead.leadId}`}</strong> <span>{`${lead.projectId} / ${lead.groupId}`}</span>
          {lead.refusal && <div className="shell__lead-refusal">{lead.refusal}</div>}
          <details>
            <summary>payload</summary>
            <pre className="shell__lead-payload">{JSON.stringify(lead.payload, null, 2)}</pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
