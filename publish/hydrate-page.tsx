/**
 * The client half of a published page, loaded by entry-client.tsx after the first paint, with the
 * page's data (publish/page-data.ts). The HTML holds the page prerendered for both viewports;
 * the copy that does not fit this window is removed, what the visitor typed there carried into the
 * other (a phone turned before the script came), and the other one hydrated with the viewport it
 * was rendered for, so hydration matches. Once hydrated, the viewport follows the window's
 * width again, so a resize across the breakpoint still switches layouts.
 */
import { startTransition, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserServices, createSiteStores, followSlowNetwork, installMessages, installPreparedOwnerHtml, installPreparedPrices, pageHydrationPreloads, preloadPageParts, readCheckedPage, Site, type LoadedPage, type RuntimeServices, type SiteStores, type Viewport } from '../runtime/visitor';
import { HYDRATE_MARK, identifierPrefix, LIVE_ATTRIBUTE, MOBILE_QUERY, VIEWPORT_ATTRIBUTE } from './published-page';
import { installPageColours } from './named-colours';
import { mayHoldVisitorInput } from './copy-touched';

interface PublishedSiteProps {
  page: LoadedPage;
  rendered: Viewport;
  services: RuntimeServices;
  stores: SiteStores;
}

function PublishedSite({ page, rendered, services, stores }: PublishedSiteProps) {
  const [viewport, setViewport] = useState<Viewport | undefined>(rendered);
  const [hydrating, setHydrating] = useState(true);
  const [slowNetwork, setSlowNetwork] = useState(false);
  // Once the root has hydrated, the page follows the window and the browser (its width, its
  // pointer, reduced motion, its connection) instead of what the server rendered with. A
  // transition: it yields to the browser, and parts still waiting for their code keep their server
  // HTML until they hydrate. The connection decides the images loaded from then on (spec 000 §9's
  // slow-network rules); the files the server's HTML named stay (media/image/light-images.ts).
  useEffect(() => {
    startTransition(() => {
      setViewport(undefined);
      setHydrating(false);
    });
    return followSlowNetwork(navigator, (slow) => startTransition(() => setSlowNetwork(slow)));
  }, []);
  return <Site page={page} mode="run" viewport={viewport} flags={{ slowNetwork }} services={services} stores={stores} hydrating={hydrating} />;
}

const rendered: Viewport = window.matchMedia(MOBILE_QUERY).matches ? 'mobile' : 'desktop';

/**
 * Hydrates the copy of the page that fits the window, once the page's data (fetched by the entry
 * beside this chunk) is there. Without its data the page stays as prerendered, both copies and
 * their media query kept, says why, and answers false: the entry then shows it as without scripts
 * (all text and images, no control that needs a script: first-paint.ts, showAsWithoutScripts).
 * True once hydration has started. `focusLostToHiding`: the field whose focus the window's width
 * took as it hid the copy the field was in (focus-lost-to-hiding.ts), which the page gets back.
 */
export async function hydratePublishedPage(pageText: Promise<string>, focusLostToHiding: () => Element | null): Promise<boolean> {
  let checked: ReturnType<typeof readCheckedPage>;
  try {
    checked = readCheckedPage(await pageText);
  } catch (error) {
    checked = { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  if (!checked.ok) {
    console.error(`[runtime] the page's data cannot be read (${checked.reason}); it shows as without scripts`);
    return false;
  }
  const container = document.querySelector(`[${VIEWPORT_ATTRIBUTE}="${rendered}"]`);
  if (!container) {
    console.error(`[runtime] the page has no ${rendered} copy to hydrate; it shows as without scripts`);
    return false;
  }
  const loaded = checked.checked.page;
  // The server's HTML of the page's own markup, so hydration renders exactly what was prerendered.
  installPreparedOwnerHtml(checked.checked.ownerHtml);
  // And the texts of the page's language, which the page's data carries too.
  installMessages(checked.checked.messages ?? {});
  // And the prices as the server formatted them: the browser's first Intl number format is a long task.
  installPreparedPrices(checked.checked.prices ?? {});
  // And the named colours the page uses: its script carries no list of them (publish/named-colours.ts).
  installPageColours(checked.checked.colours ?? {});
  // No font preloads here: the HTML has them, for the copies of the fonts cut to this page's
  // characters (publish/font-subsets.ts), and the originals' would fetch what the page does not use.
  const services = createBrowserServices(window, loaded.settings.projectId ?? 'published');
  const stores = createSiteStores(services.storage, services.clock, services.sessionStorage);
  // The standard parts' code (their shared chunk asked for beside this chunk, entry-client.tsx; a
  // bundle's, a rotator's or a slider's when the page has one) before hydrating: the sections then
  // hydrate with the page, as when that code was part of this chunk, and a click on one hydrates it
  // first. The catalogue and the other on-demand parts hydrate as their code comes. Without that
  // code the page stays as prerendered: hydrating would drop the sections it shows.
  return Promise.all(pageHydrationPreloads(loaded).map((preload) => preload())).then(
    async () => {
      const others = [...document.querySelectorAll<HTMLElement>(`[${VIEWPORT_ATTRIBUTE}]`)].filter((copy) => copy.getAttribute(VIEWPORT_ATTRIBUTE) !== rendered);
      // What the visitor typed there before the window crossed the breakpoint (a phone turned)
      // goes into the copy hydrated, or it would go with its copy (input-across-copies.ts). Its
      // code first: while it comes, the page stays as the window shows it, one copy at a time.
      const carry = others.some((copy) => mayHoldVisitorInput(copy, focusLostToHiding())) ? await carryCode() : null;
      // Then in one task. Only now that it hydrates: a page that cannot keeps both copies and their
      // media query, so its photos and layout still follow the window across the breakpoint (shown
      // as without scripts, each copy's photos are for the windows that show it:
      // no-script-image.tsx). Outside React's tree, so hydration does not see it; without it the
      // media query would hide this copy once the window crosses the breakpoint. Set before the
      // carry: a field of it that the visitor was in takes the focus back, and a hidden field takes
      // none (a window turned since this chunk chose the copy).
      container.setAttribute(LIVE_ATTRIBUTE, '');
      for (const copy of others) {
        try {
          carry?.(copy, container, focusLostToHiding());
        } catch (error) {
          // What was typed there is lost, as before the carry; the page hydrates all the same.
          console.error('[runtime] what was typed before the window crossed the breakpoint could not be carried over', error);
        }
        copy.remove();
      }
      hydrate(container, loaded, services, stores);
      return true;
    },
    (error: unknown) => {
      console.error('[runtime] the page’s parts failed to load; it shows as without scripts', error);
      return false;
    },
  );
}

/** The code that carries a visitor's input across the copies; null if it does not come (the page hydrates without it). */
function carryCode(): Promise<typeof import('./input-across-copies').carryInputAcrossCopies | null> {
  return import('./input-across-copies').then(
    (module) => module.carryInputAcrossCopies,
    (error: unknown) => {
      console.error('[runtime] what was typed before the window crossed the breakpoint could not be carried over: its code did not load', error);
      return null;
    },
  );
}

function hydrate(container: Element, loaded: LoadedPage, services: RuntimeServices, stores: SiteStores) {
  // For `npm run bench`: how soon after hydration starts the page answers a click.
  performance.mark(HYDRATE_MARK);
  // The code of the page's other on-demand parts (a catalogue, a form) starts loading here rather
  // than as <Site> renders its root: a click before the page has hydrated renders that root inside
  // the click's task, and these loads' link elements are not the click's work (Site.tsx).
  void preloadPageParts(loaded);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a default-priority hydration is one task): the page answers
  // input meanwhile, and a click on a part not yet hydrated hydrates that part first.
  startTransition(() => {
    hydrateRoot(container, <PublishedSite page={loaded} rendered={rendered} services={services} stores={stores} />, { identifierPrefix: identifierPrefix(rendered) });
  });
}
