import type { RequestLogEntry } from '../../protocol';

/** A logged URL as path and query fields, so a long query reads as its parts. */
export function splitRequestUrl(url: string): { path: string; query: [string, string][] } {
  const parsed = new URL(url, 'http://sandbox.invalid');
  return { path: parsed.pathname, query: [...parsed.searchParams.entries()] };
}

function duration(entry: RequestLogEntry): string {
  if (entry.status === null) return 'pending';
  return entry.durationMs === null ? '' : `${Math.round(entry.durationMs)} ms`;
}

/** Everything the sandbox backend answered, newest first: the path, its query, status, time, size and any fault or note. */
export function RequestsPanel({ requests }: { requests: RequestLogEntry[] }) {
  if (requests.length === 0) return <p className="shell__empty">No requests yet.</p>;
  return (
    <table className="shell__table shell__table--mono">
      <thead>
        <tr>
          <th scope="col">Request</th>
          <th scope="col">Status</th>
          <th scope="col">Time</th>
          <th scope="col">Size</th>
        </tr>
      </thead>
      <tbody>
        {[...requests].reverse().map((entry) => {
          const { path, query } = splitRequestUrl(entry.url);
          return (
            <tr key={entry.id} data-request-url={entry.url}>
              <td className="shell__request">
                <span className="shell__url" title={entry.url}>
                  {entry.method} {path}
                </span>
                {query.length > 0 && (
                  <span className="shell__query">
                    {query.map(([name, value], index) => (
                      <span key={index}>
                        {name}=<b>{value}</b>
                      </span>
                    ))}
                  </span>
                )}
                {entry.note && <span className="shell__note">{entry.note}</span>}
              </td>
              <td>{entry.status === null ? '…' : entry.status === 0 ? 'network error' : entry.status}</td>
              <td>{duration(entry)}</td>
              <td>{entry.bytes !== undefined ? `${Math.round(entry.bytes / 1024)} KB` : ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
