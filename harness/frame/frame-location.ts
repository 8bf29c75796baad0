/**
 * The address as the runtime in the frame sees it. The frame's own address carries the harness's
 * parameters (the scenario, its sections, a pasted page, a held clock…) beside the visitor's query
 * (the pay link's `pay_id` and `h`, whatever a provider appends). The runtime reads and writes only
 * the visitor's part: closing the pay modal clears "the query of the address" (spec 001 §2), and
 * in the frame that must not take the scenario with it, or the next reload (the State panel, the
 * Clock panel, a crash's Reload) would open another page.
 */
import type { LocationService } from '../../runtime/platform/location';

/** What the frame reads from its own address (harness/frame/main.tsx, url-state.ts frameAddress). */
const FRAME_PARAMS: ReadonlySet<string> = new Set(['scenario', 'sections', 'page', 'saved', 'mode', 'viewport', 'flags', 'clock', 'crash']);

/** The query split into the frame's part and the visitor's, each in its order. */
function splitFrameQuery(search: string): { frame: URLSearchParams; visitor: URLSearchParams } {
  const frame = new URLSearchParams();
  const visitor = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) (FRAME_PARAMS.has(name) ? frame : visitor).append(name, value);
  return { frame, visitor };
}

const asSearch = (...parts: URLSearchParams[]) => {
  const text = parts.map((part) => part.toString()).filter((part) => part !== '').join('&');
  return text === '' ? '' : `?${text}`;
};

/** The runtime's location service in the frame: the visitor's query alone, the frame's parameters kept. */
export function frameLocation(address: LocationService): LocationService {
  return {
    ...address,
    search: () => asSearch(splitFrameQuery(address.search()).visitor),
    replaceSearch(search) {
      const { frame } = splitFrameQuery(address.search());
      // What the runtime writes is the visitor's: a frame parameter in it does not take the frame's place.
      address.replaceSearch(asSearch(frame, splitFrameQuery(search).visitor));
    },
  };
}
