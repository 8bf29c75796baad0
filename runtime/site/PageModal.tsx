/** One open page modal (site/PageModals.tsx loads this on demand): its dialog and its elements. */
import { Suspense } from 'react';
import type { LoadedModal } from '../page/parse-page';
import { useRuntimeBasics } from '../core/runtime-context';
import { ModalDialog } from '../parts/modal/ModalDialog';
import { InPageModalContext } from '../parts/modal/page-modal-keeps';
import { ElementView } from '../elements/element-view';

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
    >
      <div className="rt-page-modal__elements">
        {/* The elements' code loads with the page; a modal opened before it is there waits in its own place. */}
        <Suspense fallback={<div className="rt-block-loading" data-block-loading="" />}>
          {/* Its elements go as it closes: what they keep for its next open (a form's typed values) is in the dialog service. */}
          <InPageModalContext value>
            {modal.elements.map((part, index) => (
              <ElementView key={part.ok ? `e:${part.value.id}` : `broken:${index}`} part={part} path={`modal ${modal.id}.elements[${index}]`} />
            ))}
          </InPageModalContext>
        </Suspense>
      </div>
    </ModalDialog>
  );
}
