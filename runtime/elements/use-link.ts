import { useEffect, type MouseEvent } from 'react';
import { usePolicy, useRuntime } from '../core/runtime-context';
import { safeUrl } from '../safety/url-safety';

/**
 * A link of an element: the URL passes the URL-safety rule (an unsafe one is dropped and
 * reported); while editing, a click reports the action instead of leaving the editor.
 */
export function useElementLink(elementId: string, href: string | undefined, blank = false) {
  const { services } = useRuntime();
  const follow = usePolicy('followLinks');
  const safe = href === undefined ? null : safeUrl(href);
  const blocked = href !== undefined && safe === null;
  useEffect(() => {
    if (!blocked || href === undefined) return;
    services.log.warn(`unsafe link dropped on element ${elementId}`, href);
    services.events.emit('link:blocked', { url: href, elementId });
  }, [blocked, href, elementId, services]);
  const onClick = (event: MouseEvent) => {
    if (follow) return;
    event.preventDefault();
    services.events.emit('button:action', { elementId, action: { type: 'link', href: safe, blank } });
  };
  return safe === null ? null : { href: safe, target: blank ? '_blank' : undefined, rel: blank ? 'noopener noreferrer' : undefined, onClick };
}
