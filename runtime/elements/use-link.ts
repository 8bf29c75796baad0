import { useCallback, useEffect, type MouseEvent } from 'react';
import { usePolicy, useRuntimeBasics } from '../core/runtime-context';
import { normaliseUrl, safeUrl } from '../safety/url-safety';

/**
 * Whether an owner's link field holds an address at all: an empty one (or only spaces) is a link
 * the owner has not filled in yet, not one the URL-safety rule refused.
 */
export const hasLinkAddress = (href: string | undefined): href is string => href !== undefined && normaliseUrl(href) !== '';

/**
 * A link of an element: the URL passes the URL-safety rule (an address it refuses is dropped and
 * reported; an empty one is no link, and nothing to report); while editing, a click reports the
 * action instead of leaving the editor. Null when the element has no link to draw: none, empty or
 * refused (hasLinkAddress tells the last two apart).
 */
export function useElementLink(elementId: string, href: string | undefined, blank = false) {
  const { services } = useRuntimeBasics();
  const follow = usePolicy('followLinks');
  const address = hasLinkAddress(href);
  const safe = address ? safeUrl(href) : null;
  const blocked = address && safe === null;
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
