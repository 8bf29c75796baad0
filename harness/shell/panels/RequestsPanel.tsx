import type { RequestLogEntry } from '../../protocol';

/** Everything the sandbox backend answered, newest first. */
export function RequestsPanel({ requests }: { requests: RequestLogEntry[] }) {
  if (requests.length === 0) return <p className="shell__empty">No requests yet.</p>;
  return (
    <table className="shell__table shell__table--mono">
      <tbody>
        {[...requests].reverse().map((entry) => (
          <tr key={entry.id}>
            <td>{entry.method}</td>
            <td className="shell__url" title={entry.url}>
              {entry.url}
            </td>
            <td>{entry.status ?? '…'}</td>
            <td>{entry.bytes !== undefined ? `${Math.round(entry.bytes / 1024)} KB` : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
