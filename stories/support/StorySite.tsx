import { use, useMemo } from 'react';
import { loadPage, type PageLoadResult } from '../../runtime/page/parse-page';
import { Site, pagePartPreloads } from '../../runtime/site/Site';
import { DEFAULT_REGISTRY } from '../../runtime/site/registry';
import { promiseState, trackPromise } from '../../runtime/platform/tracked-promise';
import type { Registry } from '../../runtime/parts/registry-context';
import { createStoryServices, useStoryEnvironment, useStorySite, type StorySiteParts } from './environment';
import '../../runtime/site.css';

/**
 * Each part's first import as a promise that settles when the import does, either way (a failed
 * import is the part's own error boundary's business when it renders), kept per part so `use()`
 * reads the same promise on every render and a failed import is not started again by a render.
 */
const firstLoads = new WeakMap<() => Promise<unknown>, Promise<void>>();
function firstLoad(preload: () => Promise<unknown>): Promise<void> {
  let settled = firstLoads.get(preload);
  if (!settled) {
    settled = trackPromise(preload().then(() => undefined, () => undefined));
    firstLoads.set(preload, settled);
  }
  return settled;
}

/** The part imports a story is waiting for before its first render (the gallery's mount waits for them too). */
const waitingFor = new Set<Promise<void>>();

/**
 * Settles once the code of every on-demand part the stories rendered so far wait for is there:
 * `mount()` resolves with the story on screen, as it does for a story without such parts.
 */
export async function storyPartsReady(): Promise<void> {
  while (waitingFor.size > 0) {
    const pending = [...waitingFor];
    waitingFor.clear();
    await Promise.all(pending);
  }
}

/**
 * Suspends (nothing above it in the gallery catches it) until the code of the page's on-demand
 * parts is there, so that the story's first render is whole. For every story that renders <Site>.
 */
export function usePartsCode(page: PageLoadResult, registry: Registry = DEFAULT_REGISTRY): void {
  if (!page.ok) return;
  for (const preload of pagePartPreloads(page, registry)) {
    const settled = firstLoad(preload);
    if (promiseState(settled) === 'pending') waitingFor.add(settled);
    // `use` may be called in a loop; a settled promise is read at once.
    use(settled);
  }
}

/**
 * Renders raw element JSON the way a page does: inside one FREE section (or the given sections),
 * through the page loader (so validation and the error boxes apply) and the registry.
 *
 * Like the harness frame, it renders the page only once the code of its on-demand parts (a
 * catalogue, the cart widget) is there, so the first render is whole. A part whose code came a
 * moment later would show its placeholder, and React reveals what resolves soon after a
 * placeholder on a 300 ms timer, which a test's paused clock holds for good (a catalogue story
 * mounted under a paused clock showed no card). In the gallery nothing above it catches the wait:
 * the story shows once whole, never with a placeholder first.
 */
const NO_ELEMENTS: unknown[] = [];

export function StorySite({
  elements = NO_ELEMENTS,
  section = {},
  sections,
  settings = {},
  widgets = NO_ELEMENTS,
  registry,
  createSite = createStoryServices,
}: {
  elements?: unknown[];
  section?: Record<string, unknown>;
  /** Whole sections instead of one FREE section (BUNDLE and other blocks). */
  sections?: unknown[];
  settings?: Record<string, unknown>;
  /** The page's widgets (ANCHORS, CART…). */
  widgets?: unknown[];
  /** Another registry than the default (e.g. a type shown as not built yet). */
  registry?: Registry;
  /**
   * Makes other services and stores than the story's own (a shop answering products calls:
   * support/shop-site.ts). Called here, after the wait for the parts' code, not by the story.
   */
  createSite?: (siteKey: string) => StorySiteParts;
}) {
  const environment = useStoryEnvironment();
  const loaded = useMemo(
    () =>
      loadPage({
        settings,
        sections: sections ?? [{ id: 'story', type: 'FREE', padding: { desktop: { top: 32, bottom: 32 }, mobile: { top: 24, bottom: 24 } }, ...section, elements }],
        widgets,
      }),
    [elements, section, sections, settings, widgets],
  );
  usePartsCode(loaded, registry);
  // Made once the parts' code is there: a first render that waits for it is dropped, and a site
  // made in it would never be let go (only a story that was shown has an unmount).
  const { services, stores } = useStorySite(createSite);
  if (!loaded.ok) return <pre role="alert">{JSON.stringify(loaded.issues, null, 2)}</pre>;
  return <Site page={loaded} mode={environment.mode} viewport={environment.viewport} flags={environment.flags} services={services} stores={stores} {...(registry ? { registry } : {})} />;
}
