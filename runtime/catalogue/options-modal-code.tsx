/**
 * The product-options modal on demand (OptionsModal.tsx, with the dialog's focus trap and scroll
 * lock): a shop hydrates without it, since most cards add to the cart at once. Its code loads as a
 * visitor reaches for a card whose cart action opens it (the pointer over its button, name or photo,
 * a press, the keyboard's focus), so it is usually there by the click; a modal asked open before
 * shows once it is. A failed load is logged and the modal closed again: the next open tries again.
 */
import { useRuntimeBasics } from '../core/runtime-context';
import { cachedImport, useCodeWhileNeeded } from '../platform/cached-import';
import type { OptionsModalProps } from './OptionsModal';
import { reportOpenFailed } from '../parts/open-failed';

const optionsModalCode = cachedImport(() => import('./OptionsModal').then((module) => module.OptionsModal));

/** For the controls that open the modal: the visitor reaching for one starts its code (not again within a failed import's cool-down). */
const reachFor = () => void optionsModalCode.preloadAhead().catch(() => undefined);
export const OPTIONS_MODAL_INTENT = { onPointerEnter: reachFor, onPointerDown: reachFor, onFocus: reachFor } as const;

export function OptionsModalOnDemand(props: OptionsModalProps) {
  const { services, t } = useRuntimeBasics();
  const Modal = useCodeWhileNeeded(optionsModalCode, true, {
    // The visitor asked for the options: they are told, and the next ask imports again.
    report: reportOpenFailed({ services, t }, 'the product options could not be shown: their code did not load'),
    undo: props.onClose,
  });
  // The module's export, loaded once (useCodeWhileNeeded), not a component made in render.
  // eslint-disable-next-line react-hooks/static-components
  return Modal ? <Modal {...props} /> : null;
}
