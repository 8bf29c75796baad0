/**
 * The page's own modals (the page JSON's `modals`, issue 11): each is a part like a section (a
 * broken one shows its error box in admin and nothing for visitors). They open through the site's
 * dialog service: a button01 `modal` action or a link to `#<modal id>` asks it (in preview and
 * run, policy pageModalsOpenOnClick), the editor panel asks it in admin. A modal renders its
 * elements with the same element frame as a section, in the basic or grid kind.
 */
import { Suspense, useCallback, useEffect, useMemo, type MouseEvent } from 'react';
import { useStore } from '../platform/use-store';
import type { LoadedModal, Part } from '../page/parse-page';
import { usePolicy, useRuntime } from '../core/runtime-context';
import { BrokenPartBox } from '../parts/parts';
import { ModalDialog } from '../parts/modal/ModalDialog';
import { ElementView } from '../elements/element-view';

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
  return (
    <>
      {modals.map((part, index) => (!part.ok ? <BrokenPartBox key={`broken:${index}`} part={part} kind="modal" /> : null))}
      {requested.map((id) => {
        const modal = valid.find((candidate) => candidate.id === id);
        return modal ? <PageModal key={id} modal={modal} /> : null;
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

function PageModal({ modal }: { modal: LoadedModal }) {
  const { stores, t } = useRuntime();
  return (
    <ModalDialog
      kind={modal.kind}
      title={modal.title}
      label={modal.title ? undefined : t('modal::dialog')}
      width={modal.width}
      onClose={() => stores.modals.getState().close(modal.id)}
      className="rt-page-modal"
      data={{ 'data-modal-id': modal.id }}
    >
      <div className="rt-page-modal__elements">
        {/* The elements' code loads with the page; a modal opened before it is there waits in its own place. */}
        <Suspense fallback={<div className="rt-block-loading" data-block-loading="" />}>
          {modal.elements.map((part, index) => (
            <ElementView key={part.ok ? `e:${part.value.id}` : `broken:${index}`} part={part} path={`modal ${modal.id}.elements[${index}]`} />
          ))}
        </Suspense>
      </div>
    </ModalDialog>
  );
}
