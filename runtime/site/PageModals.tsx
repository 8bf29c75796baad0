/**
 * The page's own modals (the page JSON's `modals`, issue 11): each is a part like a section (a
 * broken one shows its error box in admin and nothing for visitors). They open through the site's
 * dialog service: a button01 `modal` action or a link to `#<modal id>` asks it (in preview and
 * run, policy pageModalsOpenOnClick), the editor panel asks it in admin. A modal renders its
 * elements with the same element frame as a section, in the basic or grid kind.
 */
import { useCallback, useEffect, useMemo, type MouseEvent } from 'react';
import { useStore } from '../platform/use-store';
import type { LoadedModal, Part } from '../page/parse-page';
import { usePolicy, useRuntime } from '../core/runtime-context';
import { BrokenPartBox } from '../parts/parts';
import { quietLazyPart } from './lazy-part';

/**
 * An open modal's dialog: its code (the dialog, its focus trap and scroll lock) loads once the page
 * is there, so a page's first script does without it, and is usually there by the first click.
 * Until it is, a requested modal shows nothing (no section waits for it).
 */
const PageModalDialog = quietLazyPart(() => import('./PageModal').then((module) => module.PageModal));

/** The ids of the page's valid modals. */
export function pageModalIds(page: { modals: Part<LoadedModal>[] }): string[] {
  return page.modals.flatMap((part) => (part.ok ? [part.value.id] : []));
}

export function PageModals({ modals }: { modals: Part<LoadedModal>[] }) {
  const { stores } = useRuntime();
  const valid = useMemo(() => modals.flatMap((part) => (part.ok ? [part.value] : [])), [modals]);
  const requested = useStore(stores.modals, (state) => state.requested);
  useEffect(() => {
    stores.modals.getState().setKnown(pageModalIds({ modals }));
  }, [stores, modals]);
  const hasModals = valid.length > 0;
  useEffect(() => {
    if (hasModals) void PageModalDialog.preload().catch(() => undefined);
  }, [hasModals]);
  return (
    <>
      {modals.map((part, index) => (!part.ok ? <BrokenPartBox key={`broken:${index}`} part={part} kind="modal" /> : null))}
      {requested.map((id) => {
        const modal = valid.find((candidate) => candidate.id === id);
        return modal ? <PageModalDialog.component key={id} modal={modal} /> : null;
      })}
    </>
  );
}

/**
 * The site root's click handler: a click on any link to `#<modal id>` of this page (an element's
 * link, a link in owner text) opens that modal instead of moving the hash, in preview and run.
 */
export function usePageModalLinks(): (event: MouseEvent) => void {
  const { stores } = useRuntime();
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
