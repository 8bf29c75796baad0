import type { FrameEvent } from '../use-frame-channel';

/** What the page emitted on its event bus, newest first. */
export function EventsPanel({ events }: { events: FrameEvent[] }) {
  if (events.length === 0) return <p className="shell__empty">No events yet. Click a button on the page.</p>;
  return (
    <ul className="shell__events">
      {events.map((event, index) => (
        <li key={index}>
          <strong>{event.name}</strong> <code>{JSON.stringify(event.payload)}</code>
        </li>
      ))}
    </ul>
  );
}
