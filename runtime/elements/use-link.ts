import { useCallback, useEffect, type MouseEvent } from 'react';
import { usePolicy, useRuntimeBasics } from '../core/runtime-context';
import { normaliseUrl, safeUrl } from '../safety/url-safety';

/**
 * Whether an owner's link address is one the URL-safety rule refuses: the element goes without its
 * link, and admin tells the owner why. An empty address is no link yet, not a refused one.
 */
export function isRefusedLink(href: string | undefined): boolean {
  return href !== undefined && normaliseUrl(href) !== '' && safeUrl(href) === null;
}

/**
 * A link of an element: the URL passes the URL-safety rule (an unsafe one is dropped and
 * reported); while editing, a click reports the action instead of leaving the editor.
 */
export function useElementLink(elementId: string, href: string | undefined, blank = false) {
  const { services } = useRuntimeBasics();
  const follow = usePolicy('followLinks');
  const safe = href === undefined ? null : safeUrl(href);
  const blocked = href !== undefined && safe === null;
  useEffect(() => {
    if (!blocked || href === undefined) return;
    services.log.warn(`unsafe link dropped on element ${elementId}`, href);
    services.events.emit('link:blocked', { url: href, elementId });
  }, [blocked, href, elementId, services]);
  const onClick = (event: MouseEvent) => {
    // Followed: the site root still sees the click (a link to `#<modal id>` opens that modal there).
    if (follow) return;
    event.preventDefault();
    services.events.emit('button:action', { elementId, action: { type: 'link', href: safe, blank } });
  };
  return safe === null ? null : { href: safe, target: blank ? '_blank' : undefined, rel: blank ? 'noopener noreferrer' : undefined, onClick };
}

/**
 * Opens a page modal from an element's click (issue 11): in preview and run only (policy
 * pageModalsOpenOnClick; in admin the editor panel opens them). An id the page does not have is
 * reported and opens nothing.
 */
export function useOpenPageModal(elementId: string): (modalId: string) => void {
  const { services, stores } = useRuntimeBasics();
  const opens = usePolicy('pageModalsOpenOnClick');
  return useCallback(
    (modalId: string) => {
      if (!opens) return;
      if (!stores.modals.getState().open(modalId)) services.log.warn(`element ${elementId} asks for modal "${modalId}", which this page does not have`);
    },
    [opens, stores, services, elementId],
  );
}
