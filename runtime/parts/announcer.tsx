import { useEffect, useRef, useState } from 'react';
import { useRuntimeBasics } from '../core/runtime-context';
import { topModal } from './modal/modal-stack';

/**
 * A polite live region that speaks the site's news while `modalKey` is the top of the dialog stack
 * (null: while no dialog is open). A modal dialog makes everything outside it inert, and screen
 * readers ignore a live region there: the news is spoken inside the top dialog. Which region
 * speaks is decided after the render that follows the news, so that news from a dialog that the
 * same click closes (the options modal's "Added to cart") is spoken by what is on top once it has
 * gone, not by a region leaving the page with it. The region's words are written after that
 * decision, into a node React renders empty.
 */
function NewsRegion({ modalKey, data }: { modalKey: string | null; data: Record<`data-${string}`, string> }) {
  const { services, stores } = useRuntimeBasics();
  const region = useRef<HTMLDivElement>(null);
  // A new object for every news, even the same words twice.
  const [heard, setHeard] = useState<{ text: string } | null>(null);
  const spoken = useRef(0);
  useEffect(() => services.events.on('site:announce', ({ text }) => setHeard({ text })), [services.events]);
  useEffect(() => {
    const node = region.current;
    // The stack as it is now: a dialog closed by the same render has left it already.
    if (!heard || !node || topModal(stores.modals.getState().stack) !== modalKey) return;
    spoken.current += 1;
    // The same news twice must still change the region, or it is not read again.
    node.textContent = heard.text + (spoken.current % 2 === 1 ? '\u00a0' : '');
  }, [heard, stores, modalKey]);
  return <div ref={region} className="rt-sr-only" role="status" aria-live="polite" aria-atomic="true" {...data} />;
}

/**
 * One polite live region per site, for short news a screen reader should hear ("Added to cart").
 * It is in the page from the first render: a live region that appears together with its first
 * message is missed by several screen readers. Parts announce through the `site:announce` event;
 * while a modal dialog is open, its DialogAnnouncer speaks instead.
 */
export function SiteAnnouncer() {
  return <NewsRegion modalKey={null} data={{ 'data-site-announcer': '' }} />;
}

/**
 * The site's news inside a modal dialog, heard while that dialog is the top one: `modalKey` is its
 * key on the stack (useModalDialog). Rendered from the dialog's first render by every modal
 * dialog: ModalDialog (page modals, pay, captcha, the cart-changes question), the options modal,
 * the cart and the lightbox.
 */
export function DialogAnnouncer({ modalKey }: { modalKey: string }) {
  return <NewsRegion modalKey={modalKey} data={{ 'data-dialog-announcer': '' }} />;
}
