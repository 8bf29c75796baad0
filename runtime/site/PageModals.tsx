/**
 * The page's own modals (the page JSON's `modals`, issue 11): each is a part like a section (a
 * broken one shows its error box in admin and nothing for visitors). They open through the site's
 * dialog service: a button01 `modal` action or a link to `#<modal id>` asks it (in preview and
 * run, policy pageModalsOpenOnClick), the editor panel asks it in admin. A modal renders its
 * elements with the same element frame as a section, in the basic or grid kind, only while it is
 * open; what they keep for its next open (a form's typed values) is in the dialog service
 * (parts/modal/page-modal-keeps.ts). A link in a modal to a place on the page behind it closes the
 * modals and goes there.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ComponentType, type MouseEvent } from 'react';
import { useStore } from '../platform/use-store';
import type { LoadedModal, Part } from '../page/parse-page';
import { isRuntimeHash } from '../page/section-targets';
import { usePolicy, useRuntimeBasics } from '../core/runtime-context';
import { BrokenPartBox } from '../parts/parts';
import { whenScrollFree } from '../parts/modal/scroll-lock';
import { focusForNow } from '../parts/script-focus';
import { cachedImport, useCodeWhileNeeded } from '../platform/cached-import';
import { inOwnTask } from '../platform/own-task';
import { reportOpenFailed } from '../parts/open-failed';

type PageModalView = ComponentType<{ modal: LoadedModal }>;

/**
 * An open modal's dialog: its code (the dialog, its focus trap and scroll lock) loads once a page
 * with modals has rendered, so a page's first script does without it, and it is usually there by
 * the first click. A modal asked open before it is there shows once it is; a failed load is logged,
 * the one who asked is told it could not open (a visitor who clicked would otherwise see nothing
 * happen), the modals asked open close again, and the next open tries the code again.
 */
const pageModalCode = cachedImport((): Promise<PageModalView> => import('./PageModal').then((module) => module.PageModal));

/** The ids of the page's valid modals. */
export function pageModalIds(page: { modals: Part<LoadedModal>[] }): string[] {
  return page.modals.flatMap((part) => (part.ok ? [part.value.id] : []));
}

export function PageModals({ modals }: { modals: Part<LoadedModal>[] }) {
  const { services, stores, t } = useRuntimeBasics();
  const valid = useMemo(() => modals.flatMap((part) => (part.ok ? [part.value] : [])), [modals]);
  const requested = useStore(stores.modals, (state) => state.requested);
  // Before the browser paints: a button or form naming a modal the owner just added shows no
  // "missing" note for a frame.
  useLayoutEffect(() => {
    stores.modals.getState().setKnown(pageModalIds({ modals }));
  }, [stores, modals]);
  const hasModals = valid.length > 0;
  useEffect(() => {
    if (!hasModals) return;
    // Ahead of the first click; a failure here is reported by the open that needs the code. In a
    // task of its own: a click before the page has hydrated runs this effect inside its own task
    // (Site.tsx says why), and the load's link elements are not the click's work.
    return inOwnTask(() => void pageModalCode.preload().catch(() => undefined));
  }, [hasModals]);
  const PageModal = useCodeWhileNeeded(pageModalCode, requested.length > 0, {
    report: reportOpenFailed({ services, t }, '[runtime] a page modal could not be shown: its code did not load'),
    undo: () => {
      const dialogs = stores.modals.getState();
      for (const id of dialogs.requested) dialogs.close(id);
    },
  });
  return (
    <>
      {modals.map((part, index) => (!part.ok ? <BrokenPartBox key={`broken:${index}`} part={part} kind="modal" /> : null))}
      {requested.map((id) => {
        const modal = valid.find((candidate) => candidate.id === id);
        return modal && PageModal ? <PageModal key={id} modal={modal} /> : null;
      })}
    </>
  );
}

/** Marks a place a link out of a page modal took the focus to, while it holds it (modal.css: no ring, as a followed link shows none). */
export const PAGE_PLACE_FOCUS_ATTRIBUTE = 'data-modal-link-focus';

/**
 * The place on the page behind the page modals that `link`, inside one of them, names by `name`
 * (a section's anchor or id, an element's id), or null: a link outside the page modals; one to a
 * hash the runtime reads as a command (`#cart` opens the cart over the modal; page/section-targets.ts);
 * one to a place inside a dialog (a note further down the same modal: the browser scrolls there in
 * it) or to nothing of this site (the browser does what it does).
 */
export function pagePlaceOutOfModal(link: Element, name: string, site: Element): HTMLElement | null {
  if (!link.closest('dialog[data-modal-id]') || isRuntimeHash(name)) return null;
  const place = link.ownerDocument.getElementById(name);
  return place && site.contains(place) && !place.closest('dialog') ? place : null;
}

/** A click that asks for a new tab or window (with a modifier key, or not the main button) stays the browser's, as on any link. */
const asksForNewWindow = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The site root's click handler, in preview and run: a click on any link to `#<modal id>` of this
 * page (an element's link, a link in owner text) opens that modal instead of moving the hash. A
 * link inside an open page modal to a place on the page behind it ("See our prices" to `#prices`)
 * would move the hash and scroll the page under the modal, locked and out of reach, while the
 * modal stayed: the visitor saw nothing happen. The modals close instead, and once the page
 * scrolls again (the last dialog has given the focus back and released the scroll) the place is
 * scrolled to and takes the focus, as after a followed link; the address gets its hash at once.
 */
export function usePageModalLinks(): (event: MouseEvent) => void {
  const { services, stores } = useRuntimeBasics();
  const opens = usePolicy('pageModalsOpenOnClick');
  const reducedMotion = usePolicy('reducedMotion');
  // The way to a place still waiting for the modals to close: a second link's replaces it, and it goes with the site.
  const stopWaiting = useRef<() => void>(() => undefined);
  useEffect(() => () => stopWaiting.current(), []);
  return useCallback(
    (event: MouseEvent) => {
      if (!opens || event.defaultPrevented || !(event.target instanceof Element)) return;
      const link = event.target.closest('a[href^="#"]');
      const href = link?.getAttribute('href');
      if (!link || !href || href.length < 2) return;
      let id: string;
      try {
        id = decodeURIComponent(href.slice(1));
      } catch {
        return;
      }
      const dialogs = stores.modals.getState();
      if (dialogs.open(id)) {
        event.preventDefault();
        return;
      }
      const place = event.currentTarget instanceof Element ? pagePlaceOutOfModal(link, id, event.currentTarget) : null;
      if (!place || asksForNewWindow(event)) return;
      event.preventDefault();
      // As a followed link: a history entry, unless the address already has this hash.
      if (services.location.hash() !== `#${encodeURIComponent(id)}`) services.location.pushHash(id);
      stopWaiting.current();
      dialogs.closeAll();
      stopWaiting.current = whenScrollFree(place.ownerDocument, () => {
        stopWaiting.current = () => undefined;
        if (!place.isConnected) return;
        place.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
        // The next Tab goes on from there, not from the button that opened the modal.
        focusForNow(place, PAGE_PLACE_FOCUS_ATTRIBUTE);
      });
    },
    [opens, reducedMotion, services, stores],
  );
}
