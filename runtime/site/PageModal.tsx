/**
 * One open page modal (site/PageModals.tsx loads this on demand): its dialog and its elements. And
 * the blocks a page read without scripts shows of the page modals, after its sections: the server
 * writes them (a published page's HTML), and the browser never renders them.
 */
import { Suspense, useContext, type CSSProperties } from 'react';
import type { LoadedModal, LoadedPage } from '../page/parse-page';
import { useRuntimeBasics } from '../core/runtime-context';
import { ModalDialog } from '../parts/modal/ModalDialog';
import { InPageModalContext } from '../parts/modal/page-modal-keeps';
import { ElementView } from '../elements/element-view';
import { NoScriptPlacesContext } from '../platform/no-script';
import { pageModalEntryKey } from './PageModals';

export function PageModal({ modal }: { modal: LoadedModal }) {
  const { stores, t } = useRuntimeBasics();
  return (
    <ModalDialog
      kind={modal.kind}
      title={modal.title}
      label={modal.title ? undefined : t('modal::dialog')}
      width={modal.width}
      onClose={() => stores.modals.getState().close(modal.id)}
      className="rt-page-modal"
      data={{ 'data-modal-id': modal.id }}
      // Opened by the visitor (a button, a link, a form's action: the editor's opens are admin's,
      // which adds no entry): Back closes it, the modal under it staying. Opened again from its
      // entry's mark after a reload (PageModals.tsx), it takes that entry instead (dialog-history.ts).
      history={{ key: pageModalEntryKey(modal.id), request: { kind: 'push' } }}
    >
      <div className="rt-page-modal__elements">
        {/* The elements' code loads with the page; a modal opened before it is there waits in its own place. */}
        <Suspense fallback={<div className="rt-block-loading" data-block-loading="" />}>
          {/* Its elements go as it closes: what they keep for its next open (a form's typed values) is in the dialog service. */}
          <InPageModalContext value>
            <PageModalElements modal={modal} />
          </InPageModalContext>
        </Suspense>
      </div>
    </ModalDialog>
  );
}

/** The page modals' content as a page read without scripts shows it, after the page's sections (PageModals.tsx, PageModalsWithoutScripts). */
export function PageModalBlocks({ modals }: Pick<LoadedPage, 'modals'>) {
  const places = useContext(NoScriptPlacesContext);
  return modals.flatMap((part) => (part.ok && places.has(part.value.id) ? [<PageModalBlock key={part.value.id} modal={part.value} />] : []));
}

/**
 * A page modal's content as a page read without scripts shows it, where no script opens the modal:
 * a block of the page, not an overlay (site/no-script.ts lays it out in the sections' column, its
 * content at the modal's width). Its title is an h2, as its dialog's is: the level of a part of the
 * page under the page's h1. Its elements are in the element frame, on the grid of its kind, as in
 * its dialog. Its id is the one the page's buttons and links to the modal lead to there, its copy's
 * own (modals-without-scripts.ts, pageModalBlockId, says why): the site gives it with the others.
 */
function PageModalBlock({ modal }: { modal: LoadedModal }) {
  const id = useContext(NoScriptPlacesContext).get(modal.id);
  return (
    <section id={id} className="rt-page-modal-block" data-kind={modal.kind} data-page-modal-block={modal.id} style={{ '--rt-modal-width': `${modal.width}px` } as CSSProperties}>
      {modal.title && <h2 className="rt-page-modal-block__title">{modal.title}</h2>}
      <div className="rt-page-modal__elements">
        <PageModalElements modal={modal} />
      </div>
    </section>
  );
}

/** A page modal's elements, each in the element frame, as its dialog and its block draw them. */
function PageModalElements({ modal }: { modal: LoadedModal }) {
  return modal.elements.map((part, index) => <ElementView key={part.ok ? `e:${part.value.id}` : `broken:${index}`} part={part} path={`modal ${modal.id}.elements[${index}]`} />);
}
