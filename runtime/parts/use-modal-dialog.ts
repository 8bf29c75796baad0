import { useEffect, type RefObject } from 'react';

/**
 * Opens a <dialog> as modal while mounted (focus stays inside, the page behind is inert) and,
 * on unmount, closes it and gives the focus back to the element that had it before.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const opener = node.ownerDocument.activeElement as HTMLElement | null;
    if (!node.open) {
      if (typeof node.showModal === 'function') node.showModal();
      else node.setAttribute('open', '');
    }
    return () => {
      if (node.open && typeof node.close === 'function') node.close();
      if (opener && typeof opener.focus === 'function' && opener.isConnected) opener.focus();
    };
  }, [dialog]);
}
