/**
 * What the server and the client halves of a published page agree on: where the page data is,
 * how a viewport's copy is marked, and the id prefix each copy renders with (two prerenders of one
 * page would otherwise give the same `useId` ids twice in one document).
 */
import { viewportMedia, type Viewport } from '../runtime/visitor';

export const VIEWPORT_ATTRIBUTE = 'data-published-viewport';
// The runtime's own breakpoint (runtime/core/policies.ts), so CSS, the client and the runtime agree.
export { MOBILE_QUERY, viewportMedia } from '../runtime/visitor';

export function identifierPrefix(viewport: Viewport): string {
  return `${viewport === 'mobile' ? 'm' : 'd'}-`;
}

/** The performance mark the client sets as it starts hydrating. */
export const HYDRATE_MARK = 'runtime:hydrate';

/** Set by the client on the copy it hydrates: from then on the runtime lays it out for any width. */
export const LIVE_ATTRIBUTE = 'data-published-live';

/** Shows the copy that fits the window, before any script runs. */
export const VIEWPORT_CSS = [
  `@media ${viewportMedia('mobile')} { [${VIEWPORT_ATTRIBUTE}='desktop']:not([${LIVE_ATTRIBUTE}]) { display: none; } }`,
  `@media ${viewportMedia('desktop')} { [${VIEWPORT_ATTRIBUTE}='mobile']:not([${LIVE_ATTRIBUTE}]) { display: none; } }`,
].join('\n');
