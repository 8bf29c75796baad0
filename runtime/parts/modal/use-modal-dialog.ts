import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject, type SyntheticEvent } from 'react';
import { useStore } from '../../platform/use-store';
import { usePolicy, useRuntimeBasics } from '../../core/runtime-context';
import { isTopModal, MODAL_OPEN_DELAY_MS } from './modal-stack';
import { dialogEntriesOf } from './dialog-entries';
import type { EntryRequest } from './dialog-history';
import { lifeBoundEntryKey } from './life-bound-entries';
import { lockScroll } from './scroll-lock';
import { OUT_OF_TAB_ORDER } from '../script-focus';

/** What Tab reaches inside a dialog: its controls, and a player's (an embedded player's frame, a video's own controls). */
const FOCUSABLE = ['a[href]', 'button:not([disabled])', 'input:not([disabled])', 'select:not([disabled])', 'textarea:not([disabled])', 'iframe', 'video[controls]', 'audio[controls]', '[tabindex]']
  .map((control) => `${control}:not(${OUT_OF_TAB_ORDER})`)
  .join(', ');

/**
 * The controls Tab reaches inside a dialog, in order (shown, not inert). Shown: laid out (and, where
 * the browser can tell, not in a subtree `content-visibility` skips: checkVisibility), and not
 * `visibility: hidden`, which takes no focus (a captcha provider's challenge waits so in the
 * dialog: captcha/challenge-layer.ts).
 */
export function focusables(node: HTMLElement): HTMLElement[] {
  return [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0 && (typeof element.checkVisibility !== 'function' || element.checkVisibility()) && isVisibilityShown(element),
  );
}

/**
 * Not hidden by `visibility` (hidden, or collapse), read from the computed style, which every
 * browser of the target answers (visibility is inherited: a control shown inside a hidden box is
 * shown). Not checkVisibility's option: Safari before 17.4 has no checkVisibility, and Chrome 111–120
 * and Firefox 114–121 know the option only as `checkVisibilityCSS`, ignoring `visibilityProperty`.
 */
function isVisibilityShown(element: HTMLElement): boolean {
  return element.ownerDocument.defaultView?.getComputedStyle(element).visibility === 'visible';
}

/**
 * Runs `run` once `node` is shown: at once, or, inside a dialog not open yet, as that dialog opens.
 * A part that mounts with its dialog (a page modal's form) runs its effects before the dialog's
 * own effect opens it (useModalDialog: showModal, after its children's effects): a focus given
 * then goes nowhere (nothing in a closed dialog is rendered), and a position reads as none. Called
 * back after showModal gave the dialog its first focus (its close button), which the part may take
 * over. Returns the function that stops waiting (the part went first).
 */
export function whenDialogOpen(node: Element, run: () => void): () => void {
  const dialog = node.closest('dialog');
  if (dialog === null || dialog.open) {
    run();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!dialog.open) return;
    observer.disconnect();
    run();
  });
  observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
  return () => observer.disconnect();
}

/**
 * While a dialog is open, a control that goes away with the focus on it (a button replaced by the
 * next view, a line removed, a form giving way to its thanks, a button disabled) would leave the
 * focus on the page's body, behind the dialog, for a keyboard user. The dialog's first control
 * takes it instead, once the change is in. A focus the visitor moved away themselves (a click on
 * the dialog's blank space) is left where they put it: the control they left is still there.
 * A part that knows a better place (the cart's next line: parts/list-focus.ts) moves the focus
 * first, and this finds it in place.
 */
function keepFocusInside(node: HTMLDialogElement, isTop: () => boolean): () => void {
  let lastFocused: HTMLElement | null = null;
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement && node.contains(event.target)) lastFocused = event.target;
  };
  const stillThere = (element: HTMLElement) => element.isConnected && node.contains(element) && !element.matches(':disabled') && element.getClientRects().length > 0;
  const observer = new MutationObserver(() => {
    // One layout read per change: the control last focused is gone, or can take no focus now.
    if (!node.open || !isTop() || lastFocused === null || stillThere(lastFocused)) return;
    const doc = node.ownerDocument;
    const active = doc.activeElement;
    // The focus went with it (to the body, the dialog itself, or it stays on the disabled control).
    if (active === null || active === doc.body || active === node || active === lastFocused) focusables(node)[0]?.focus({ preventScroll: true });
  });
  node.addEventListener('focusin', onFocusIn);
  observer.observe(node, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'inert'] });
  return () => {
    observer.disconnect();
    node.removeEventListener('focusin', onFocusIn);
  };
}

/** The handlers a dialog element takes from useModalDialog. */
interface ModalDialogHandlers {
  onKeyDown(event: KeyboardEvent<HTMLDialogElement>): void;
  onCancel(event: SyntheticEvent<HTMLDialogElement>): void;
  onClose(): void;
  onClick(event: MouseEvent<HTMLDialogElement>): void;
}

/** A dialog's history entry (dialog-entries.ts): Back closes it. */
export interface DialogHistory {
  /** Its key on the site, where another mount may show the same dialog (the one cart: `cart`); the dialog's own by default. */
  key?: string;
  /** How it gets its entry; null: none (opened by the address at arrival, by the editor). Read as the dialog opens. */
  request: EntryRequest | null;
  /**
   * For one the address opened at arrival (no entry): whether the address still asks for it. The
   * visitor's Back or Forward to an address that does not (the entry before a reload's `#cart`)
   * closes it as its close button would, so the address and the page agree.
   */
  asked?: () => boolean;
}

/** The entry of a dialog the visitor opens by a click: a new one, the address as it is. */
export const VISITOR_OPENED: DialogHistory = { request: { kind: 'push' } };

/**
 * The base of every dialog of the site (the modal system, issue 11): while mounted, the <dialog>
 * is open as modal (the page behind is inert), stands on the site's dialog stack, and locks the
 * page scroll without a layout shift. With `history`, opened in preview or run (policy
 * hashWrites: the editor's address is not the page's), it adds a history entry and the visitor's
 * Back closes it as its own close does; closed otherwise, it goes back over its entry. Escape and
 * a click on the overlay (the dialog element itself, around its content) close only the top
 * dialog; Tab and Shift+Tab stay inside; a
 * control that goes with the focus on it hands the focus to the dialog's first control; on
 * unmount the focus goes back to the element that had it before. `shown` turns true
 * MODAL_OPEN_DELAY_MS (30 ms, spec 001 §9) after opening: the dialog's fade-in starts then.
 * `modalKey` is the dialog's key on the stack, for the DialogAnnouncer it renders (parts/announcer.tsx).
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  onClose: () => void,
  /** `dismissible` false: Escape and the overlay do not close it (the cart while editing, spec 002 §2); its close link still does. */
  {
    dismissible = true,
    focusWhenOpenerGone,
    history,
  }: {
    dismissible?: boolean;
    history?: DialogHistory;
    /**
     * Where the focus goes when the element that had it before the dialog opened is gone by its
     * close (the cart's button, gone with the last line): given the open dialog (while it is in the
     * page), it returns what to do after the close. Read once, as the dialog opens.
     */
    focusWhenOpenerGone?: (dialog: HTMLDialogElement) => () => void;
  } = {},
): { shown: boolean; handlers: ModalDialogHandlers; modalKey: string } {
  const { stores, services } = useRuntimeBasics();
  const key = useId();
  const isTop = useStore(stores.modals, (state) => isTopModal(state.stack, key));
  const [shown, setShown] = useState(false);
  const close = useRef(onClose);
  const top = useRef(isTop);
  const openerGone = useRef(focusWhenOpenerGone);
  const hashWrites = usePolicy('hashWrites');
  // As the dialog opened: a later switch to admin leaves the entry it has (its close still goes back over it).
  const entry = useRef(history && hashWrites ? history : null);
  useEffect(() => {
    close.current = onClose;
    top.current = isTop;
  });

  // Its history entry; the visitor's Back closes it as its close button would (one the address
  // opened, with no entry, once Back or Forward leaves an address that asks for it). Before the effect
  // below: on unmount its entry is let go first, so what waits for the scroll to be free (a link
  // out of a page modal) also waits for the back over it (dialog-entries.ts whenSettled).
  useEffect(() => {
    const wanted = entry.current;
    if (!wanted) return;
    const detach = dialogEntriesOf(stores).attach(services.location, wanted.key ?? lifeBoundEntryKey(key), wanted.request, () => close.current());
    const { asked } = wanted;
    if (wanted.request !== null || !asked) return detach;
    const stopHearing = services.location.onHistoryMove(() => {
      if (!asked()) close.current();
    });
    return () => {
      stopHearing();
      detach();
    };
  }, [key, stores, services]);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const opener = node.ownerDocument.activeElement as HTMLElement | null;
    stores.modals.getState().register(key);
    const unlock = lockScroll(node.ownerDocument);
    if (!node.open) {
      if (typeof node.showModal === 'function') node.showModal();
      else node.setAttribute('open', '');
    }
    const timer = services.clock.setTimeout(() => setShown(true), MODAL_OPEN_DELAY_MS, 'dialog open delay');
    const stopKeepingFocus = keepFocusInside(node, () => top.current);
    const focusElsewhere = openerGone.current?.(node);
    return () => {
      stopKeepingFocus();
      services.clock.clearTimeout(timer);
      stores.modals.getState().unregister(key);
      if (node.open && typeof node.close === 'function') node.close();
      if (opener && typeof opener.focus === 'function' && opener.isConnected) opener.focus();
      else focusElsewhere?.();
      // The scroll last, once the focus is back: what waits for the page to scroll again (a link
      // out of a page modal to a section, scroll-lock.ts whenScrollFree) is not undone by the
      // focus going back to the opener, which scrolls it into view.
      unlock();
    };
  }, [dialog, key, stores, services]);

  const handlers: ModalDialogHandlers = {
    onKeyDown(event) {
      if (event.key === 'Escape') {
        // A control inside that took this Escape for itself (a dropdown's open list collapsing, a
        // refusal tip hiding) had it: the dialog stays, and the next Escape closes it.
        const takenInside = event.defaultPrevented;
        // Handled here for the top dialog only; the browser's own close is held back so that the
        // stack, not the top layer, decides (and nothing closes twice).
        event.preventDefault();
        if (isTop) {
          event.stopPropagation();
          if (dismissible && !takenInside) close.current();
        }
        return;
      }
      if (event.key !== 'Tab' || !isTop) return;
      const node = event.currentTarget;
      const list = focusables(node);
      if (list.length === 0) {
        event.preventDefault();
        return;
      }
      const first = list[0]!;
      const last = list[list.length - 1]!;
      const active = node.ownerDocument.activeElement;
      if (event.shiftKey && (active === first || !node.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !node.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    },
    onCancel(event) {
      event.preventDefault();
      if (isTop && dismissible) close.current();
    },
    onClose() {
      // Closed by the browser after all (a close request that could not be held back): keep the state in step.
      if (dialog.current && !dialog.current.open) close.current();
    },
    onClick(event) {
      // The dialog element itself is the dimmed area around the content: a click there is outside.
      // Not the second click of a double click (its first click, inside, may have shrunk the
      // content away from under the pointer: a double-clicked order whose thanks replaced the form
      // closed the cart); a double click that starts outside has closed it with its first click.
      if (event.detail > 1) return;
      if (event.target === event.currentTarget && isTop && dismissible) close.current();
    },
  };
  return { shown, handlers, modalKey: key };
}
