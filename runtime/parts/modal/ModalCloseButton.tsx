import { __iconData as xIcon } from 'lucide-react/icons/x';
import { Glyph } from '../glyph';
import { VISUAL_TOKENS } from '../../page/visual-tokens';

/**
 * A modal's close button: the cross icon, its label for screen readers, focused when the modal opens.
 * The modal system's bar (ModalDialog.tsx), the product-options modal and the lightbox each give it
 * their own class. No stylesheet of its own, so a dialog that uses it brings only its own.
 */
export function ModalCloseButton({ label, onClose, className }: { label: string; onClose(): void; className: string }) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onClose} autoFocus>
      <Glyph icon={xIcon} size={VISUAL_TOKENS.icon.dialog} />
    </button>
  );
}
