/**
 * What the runtime's own `#` links share with a followed link: a click that asks for a new tab or
 * window stays the browser's, the address gets the hash with a history entry, unless it has it
 * already, and the place is scrolled to the top of the screen (the anchors widget, a link out of a
 * page modal: site/PageModals.tsx).
 */
import type { LocationService } from '../platform/location';

/** The keys and button of a click, as React's and the DOM's mouse events both carry them. */
type LinkClick = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** A click that asks for a new tab or window (with a modifier key, or not the main button) stays the browser's, as on any link. */
export const asksForNewWindow = (click: LinkClick): boolean => click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey;

/**
 * As a followed link: the hash `name` (decoded, without its `#`) pushed with a history entry,
 * unless the address already has it (a second click on the same link adds no step to Back). With
 * `heard`, the page's hash listeners hear the change as they would the browser's (LocationService
 * `pushHash`): for a link whose target the page's own code opens or scrolls to (a closed tab).
 */
export function followHash(location: LocationService, name: string, options?: { heard?: boolean }): void {
  if (location.hash() !== `#${encodeURIComponent(name)}`) location.pushHash(name, options);
}

/**
 * The scroll to a followed link's place: smooth, or at once with reduced motion. 'instant', not
 * 'auto': under a site's CSS `scroll-behavior: smooth`, 'auto' animates too (the tabs and the
 * catalogue scroll the same way).
 */
export const followedLinkScroll = (reducedMotion: boolean): ScrollIntoViewOptions => ({ behavior: reducedMotion ? 'instant' : 'smooth', block: 'start' });

/**
 * The name an in-page link leads to, percent-decoded as the browser reads a fragment (`#opening%20hours`
 * → `opening hours`), or null for any other address, a bare `#`, or one that cannot be decoded.
 */
export function inPageName(href: string): string | null {
  if (!href.startsWith('#') || href.length < 2) return null;
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return null;
  }
}
