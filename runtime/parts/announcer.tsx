import { useEffect, useState } from 'react';
import { useRuntime } from '../core/runtime-context';

/**
 * One polite live region per site, for short news a screen reader should hear ("Added to cart").
 * It is in the page from the first render: a live region that appears together with its first
 * message is missed by several screen readers. Parts announce through the `site:announce` event.
 */
export function SiteAnnouncer() {
  const { services } = useRuntime();
  const [message, setMessage] = useState({ text: '', count: 0 });
  useEffect(() => services.events.on('site:announce', ({ text }) => setMessage((last) => ({ text, count: last.count + 1 }))), [services.events]);
  return (
    <div className="rt-sr-only" role="status" aria-live="polite" aria-atomic="true" data-site-announcer="">
      {message.text}
      {/* The same news twice must still change the region, or it is not read again. */}
      {message.count % 2 === 1 ? '\u00a0' : ''}
    </div>
  );
}
