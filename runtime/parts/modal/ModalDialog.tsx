import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { usePolicy, useRuntimeBasics } from '../../core/runtime-context';
import { useModalDialog, type DialogHistory } from './use-modal-dialog';
import { ModalCloseButton } from './ModalCloseButton';
import { DialogAnnouncer } from '../announcer';
import './modal.css';

/**
 * The kinds of the modal system (spec 001 §2 "Other modals"): `basic` (one column; on mobile its
 * close button sticks to the top while the modal scrolls) and `grid` (its content laid out in
 * columns). The product-options modal and the lightbox use the same base (useModalDialog) with
 * their own frames; the cart-changes confirmation and the captcha are `basic` modals of their
 * domains (later issues).
 */
export type ModalKind = 'basic' | 'grid';

interface ModalDialogProps {
  kind?: ModalKind;
  /** The heading; also the dialog's accessible name. */
  title?: ReactNode;
  /** The accessible name when there is no visible title. */
  label?: string;
  /** The panel's largest width in px. */
  width?: number;
  onClose(): void;
  children: ReactNode;
  /** Extra attributes for tests and styling. */
  className?: string;
  data?: Record<`data-${string}`, string>;
  /** Its history entry, for a dialog the visitor opens: Back closes it (use-modal-dialog.ts). */
  history?: DialogHistory;
}

/** A modal of the site's dialog system: overlay, panel, title and close button. */
export function ModalDialog({ kind = 'basic', title, label, width, onClose, children, className, data, history }: ModalDialogProps) {
  const { t } = useRuntimeBasics();
  const reducedMotion = usePolicy('reducedMotion');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { shown, handlers, modalKey } = useModalDialog(dialog, onClose, { history });
  const style = width ? ({ '--rt-modal-width': `${width}px` } as CSSProperties) : undefined;
  return (
    <dialog
      ref={dialog}
      className={className ? `rt-modal ${className}` : 'rt-modal'}
      data-kind={kind}
      data-state={shown ? 'open' : 'opening'}
      data-reduced-motion={reducedMotion || undefined}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      style={style}
      {...data}
      {...handlers}
    >
      <div className="rt-modal__panel">
        <ModalCloseBar label={t('modal::close')} onClose={onClose} />
        {/* The page outside is inert while this is open: the site's news is spoken here. */}
        <DialogAnnouncer modalKey={modalKey} />
        {title && (
          <h2 className="rt-modal__title" id={titleId}>
            {title}
          </h2>
        )}
        <div className="rt-modal__content">{children}</div>
      </div>
    </dialog>
  );
}

/** The bar at the top of every modal panel: its close button, focused when the modal opens. */
export function ModalCloseBar({ label, onClose, className }: { label: string; onClose(): void; className?: string }) {
  return (
    <div className="rt-modal__bar">
      <ModalCloseButton label={label} onClose={onClose} className={className ? `rt-modal__close ${className}` : 'rt-modal__close'} />
    </div>
  );
}
