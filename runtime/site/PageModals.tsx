/**
 * The page's own modals (the page JSON's `modals`, issue 11): each is a part like a section (a
 * broken one shows its error box in admin and nothing for visitors). They open through the site's
 * dialog service: a button01 `modal` action or a link to `#<modal id>` asks it (in preview and
 * run, policy pageModalsOpenOnClick), the editor panel asks it in admin. A modal renders its
 * elements with the same element frame as a section, in the basic or grid kind.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, type ComponentType, type MouseEvent } from 'react';
import { useStore } from '../platform/use-store';
import type { LoadedModal, Part } from '../page/parse-page';
import { usePolicy, useRuntimeBasics } from '../core/runtime-context';
import { BrokenPartBox } from '../parts/parts';
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

/**
 * The site root's click handler: a click on any link to `#<modal id>` of this page (an element's
 * link, a link in owner text) opens that modal instead of moving the hash, in preview and run.
 */
export function usePageModalLinks(): (event: MouseEvent) => void {
  const { stores } = useRuntimeBasics();
  const opens = usePolicy('pageModalsOpenOnClick');
  return useCallback(
    (event: MouseEvent) => {
      if (!opens || event.defaultPrevented || !(event.target instanceof Element)) return;
      const href = event.target.closest('a[href^="#"]')?.getAttribute('href');
      if (!href || href.length < 2) return;
      let id: string;
      try {
        id = decodeURIComponent(href.slice(1));
      } catch {
        return;
      }
      if (stores.modals.getState().open(id)) event.preventDefault();
    },
    [opens, stores],
  );
}
