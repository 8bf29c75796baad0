/**
 * The page's own modals (the page JSON's `modals`, issue 11): each is a part like a section (a
 * broken one shows its error box in admin and nothing for visitors). They open through the site's
 * dialog service: a button01 `modal` action or a link to `#<modal id>` asks it (in preview and
 * run, policy pageModalsOpenOnClick), the editor panel asks it in admin. A modal renders its
 * elements with the same element frame as a section, in the basic or grid kind, only while it is
 * open; what they keep for its next open (a form's typed values) is in the dialog service
 * (parts/modal/page-modal-keeps.ts). One the visitor opened has a history entry of its own: Back
 * closes the top one (PageModal.tsx); one open when the page was loaded again opens again from
 * that entry's mark. A link in a modal to a place on the page behind it closes the
 * modals and goes there. A page read without scripts shows the modals' content after its sections
 * (PageModalsWithoutScripts), where a button to a modal leads to its block.
 */
import { Suspense, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, type ComponentType, type MouseEvent } from 'react';
import { useStore } from '../platform/use-store';
import type { LoadedModal, LoadedPage, Part } from '../page/parse-page';
import { isCommandHash } from '../page/section-targets';
import { usePolicy, useRuntimeBasics } from '../core/runtime-context';
import { BrokenPartBox } from '../parts/parts';
import { whenScrollFree } from '../parts/modal/scroll-lock';
import { loadedDialogEntries } from '../parts/modal/dialog-entries-loaded';
import { isLifeBound } from '../parts/modal/life-bound-entries';
import { focusForNow } from '../parts/script-focus';
import { asksForNewWindow, followedLinkScroll, followHash, inPageName } from '../parts/follow-link';
import { answeredOnPage, hashOwnersOf } from '../widgets/tabs/hash-owners';
import { cachedImport, useCodeWhileNeeded } from '../platform/cached-import';
import { inOwnTask } from '../platform/own-task';
import { reportOpenFailed } from '../parts/open-failed';
import type { HistoryMark } from '../platform/location';
import { NoScript, NoScriptPlacesContext } from '../platform/no-script';
import { lazyPart } from './lazy-part';

type PageModalView = ComponentType<{ modal: LoadedModal }>;

/**
 * An open modal's dialog: its code (the dialog, its focus trap and scroll lock) loads once a page
 * with modals has rendered, so a page's first script does without it, and it is usually there by
 * the first click. A modal asked open before it is there shows once it is; a failed load is logged,
 * the one who asked is told it could not open (a visitor who clicked would otherwise see nothing
 * happen), the modals asked open close again, and the next open tries the code again.
 */
const pageModalCode = cachedImport((): Promise<PageModalView> => import('./PageModal').then((module) => module.PageModal));

/** A page modal's key among the site's dialogs' history entries (parts/modal/dialog-entries.ts). */
export const pageModalEntryKey = (id: string): string => `modal:${id}`;

/** The page modal a history entry's mark is of, or null (none, or another dialog's). */
export function pageModalOfMark(mark: HistoryMark | null): string | null {
  const prefix = pageModalEntryKey('');
  return mark?.key.startsWith(prefix) ? mark.key.slice(prefix.length) : null;
}

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
  // A modal the visitor had open when the page was loaded again (a reload, the browser bringing a
  // dropped tab back) opens again from its mark on the entry (policy hashWrites, as the entries),
  // and takes that entry (dialog-history.ts): otherwise the visitor's first Back would land on the
  // same address and show nothing. So does an entry of that earlier life the visitor's Back or
  // Forward lands on, or the runtime's own back as a dialog over it closes (the modal under the top
  // one, where two were open). Only as the page loads: a later switch of mode (the harness's admin,
  // where the page loaded with none open, to run) is no reload, and opens nothing by itself.
  const reopens = usePolicy('hashWrites');
  const loadChecked = useRef(false);
  useEffect(() => {
    const atLoad = !loadChecked.current;
    loadChecked.current = true;
    if (!reopens || !hasModals) return;
    const reopen = () => {
      const id = pageModalOfMark(services.location.earlierMark());
      if (id !== null) stores.modals.getState().open(id);
    };
    if (atLoad) reopen();
    const stopMoves = services.location.onHistoryMove(reopen);
    const stopLandings = services.location.onBackLanded(reopen);
    return () => {
      stopMoves();
      stopLandings();
    };
  }, [reopens, hasModals, services, stores]);
  // The entry of a dialog open at that reload that no life opens again (the lightbox, a product's
  // options: life-bound-entries.ts) is gone back over as the page arrives, whether or not the page
  // has modals: the visitor's first Back would otherwise land on the same page with nothing to
  // close. Where it lands on an earlier life's page modal entry (a lightbox opened from a page
  // modal), that modal opens again (onBackLanded, above).
  const arrivalChecked = useRef(false);
  useEffect(() => {
    if (arrivalChecked.current) return;
    arrivalChecked.current = true;
    if (reopens) services.location.leaveEarlierEntries(isLifeBound);
  }, [reopens, services]);
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

/**
 * The modals' blocks for a page read without scripts: the server alone renders them (a browser
 * renders no <noscript>'s content), so their code, the elements' frame with the dialog's, stays out
 * of the page's first script; the server waits for it as it renders.
 */
const PageModalBlocks = lazyPart(() => import('./PageModal').then((module) => module.PageModalBlocks)).component;

/**
 * What a page read without scripts (turned off, blocked, failed: publish/first-paint.ts) shows of
 * its modals, which no button or link can open there: each valid modal's content but a form's
 * answer (modals-without-scripts.ts), in a <noscript> of the server's HTML after the page's
 * sections (Site.tsx puts it at the end of <main>), where a crawler reads it too. The modals are
 * those the site gives a place for (NoScriptPlacesContext, Site.tsx): only where buttons and links
 * open the modals (policy pageModalsOpenOnClick: admin opens them from the editor panel), and only
 * in the server's HTML and while it hydrates: with scripts its content is text the browser does not
 * parse, and React renders none of it; it goes once the page has hydrated.
 *
 * A button01 to a modal (its modal action, or a link to `#<modal id>`) leads there to the modal's
 * block instead: the site gives each block an id of its copy's own (modals-without-scripts.ts,
 * pageModalBlockId, says why not `#hours`), and the button writes a link to it in a <noscript>
 * (elements/button01/Button01.tsx), shown in place of the button or link that needs the script
 * (site/no-script.ts). A link to a modal in the owner's text stays text there: its href is the
 * owner's markup, the same for both copies.
 */
export function PageModalsWithoutScripts({ modals }: Pick<LoadedPage, 'modals'>) {
  if (useContext(NoScriptPlacesContext).size === 0) return null;
  return (
    <NoScript>
      {/* Its own place to wait for the code in: nothing else of the page waits for it. */}
      <Suspense fallback={null}>
        <PageModalBlocks modals={modals} />
      </Suspense>
    </NoScript>
  );
}

/** Marks a place a link out of a page modal took the focus to, while it holds it (modal.css: no ring, as a followed link shows none). */
export const PAGE_PLACE_FOCUS_ATTRIBUTE = 'data-modal-link-focus';

/**
 * Where a link inside a page modal leads on the page behind the modals, by `name` (decoded, without
 * its `#`): `place`, the element of that id (a section's anchor or id, an element's id, a card or
 * list a section bears), or null where no element bears the name but a section answers it (a
 * `#tab{id}` its tabs open, a `#product{id}` whose card the catalogue brings on screen:
 * widgets/tabs/hash-owners.ts). Null for no way out: a link outside the page modals; one to a hash
 * the runtime reads as a command (`#cart` opens the cart over the modal; page/section-targets.ts);
 * one to a place inside a dialog (a note further down the same modal: the browser scrolls there in
 * it) or to nothing of this site (the browser does what it does).
 */
function pageTargetOutOfModal(link: Element, name: string, site: Element, answeredOnPage: (name: string) => boolean): { place: HTMLElement | null } | null {
  if (!link.closest('dialog[data-modal-id]') || isCommandHash(name)) return null;
  const place = link.ownerDocument.getElementById(name);
  if (place && site.contains(place)) return place.closest('dialog') ? null : { place };
  return answeredOnPage(name) ? { place: null } : null;
}

/**
 * The site root's click handler, in preview and run: a click on any link to `#<modal id>` of this
 * page (an element's link, a link in owner text) opens that modal instead of moving the hash. A
 * link inside an open page modal to a place on the page behind it ("See our prices" to `#prices`)
 * would move the hash and scroll the page under the modal, locked and out of reach, while the
 * modal stayed: the visitor saw nothing happen. The modals close instead, and once the page
 * scrolls again (the last dialog has given the focus back and released the scroll) and the
 * modals' history entries are gone back over (parts/modal/dialog-entries.ts) the link is
 * followed: the address gets its hash, which the page's own code hears as after the browser's
 * (a BUNDLE opens the closed tab the place is in, a catalogue its `#tab{id}`), and a place on
 * screen is scrolled to and takes the focus; one in a panel still hidden is left to its tabs, which
 * bring it on screen once the panel shows.
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
      const id = href ? inPageName(href) : null;
      if (!link || id === null) return;
      const dialogs = stores.modals.getState();
      if (dialogs.open(id)) {
        event.preventDefault();
        return;
      }
      const answered = (name: string) => answeredOnPage(hashOwnersOf(stores).getState(), name);
      const target = event.currentTarget instanceof Element ? pageTargetOutOfModal(link, id, event.currentTarget, answered) : null;
      if (!target || asksForNewWindow(event)) return;
      event.preventDefault();
      stopWaiting.current();
      dialogs.closeAll();
      const follow = () => {
        stopWaiting.current = () => undefined;
        followHash(services.location, id, { heard: true });
        const { place } = target;
        // A place in a hidden panel (a closed tab) is its tabs' to bring on screen once it shows.
        if (!place?.isConnected || place.closest('[hidden]')) return;
        place.scrollIntoView(followedLinkScroll(reducedMotion));
        // The next Tab goes on from there, not from the button that opened the modal.
        focusForNow(place, PAGE_PLACE_FOCUS_ATTRIBUTE);
      };
      // Once the modals have gone back over their history entries: the link's hash is the entry
      // after the page's as it was, and the scroll comes after the browser's own on that back.
      stopWaiting.current = whenScrollFree(link.ownerDocument, () => {
        const entries = loadedDialogEntries(stores);
        if (entries) stopWaiting.current = entries.whenSettled(follow);
        else follow();
      });
    },
    [opens, reducedMotion, services, stores],
  );
}
