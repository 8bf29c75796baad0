/**
 * The site's dialog service (one per site, created by the stores factory): the stack of open
 * dialogs (every dialog of the runtime registers itself while it is open: page modals, the pay
 * modal, the options modal, the lightbox, and later the cart, checkout and captcha), and which
 * page modals (the page JSON's `modals`) are asked open. Plain zustand, without immer: every page
 * creates it, and its rules (modal-stack.ts) already return new lists.
 */
import { createStore } from 'zustand/vanilla';
import { pushModal, removeModal, requestModal } from './modal-stack';

export interface ModalStoreState {
  /** Open dialogs, bottom to top. */
  stack: string[];
  /** Page modal ids asked open, bottom to top. */
  requested: string[];
  /** Page modal ids this page has (set by the site), so `#id` links know what they may open. */
  known: string[];
  register(key: string): void;
  unregister(key: string): void;
  /** Asks a page modal open; false (nothing happens) for an id the page does not have. */
  open(id: string): boolean;
  close(id: string): void;
  setKnown(ids: string[]): void;
}

/** Whether the page has the page modal `id` (a link, a button or a form's action may name one it lacks). */
export const hasModal = (state: Pick<ModalStoreState, 'known'>, id: string): boolean => state.known.includes(id);

export function createModalStore() {
  return createStore<ModalStoreState>()(
    (set, get) => ({
      stack: [],
      requested: [],
      known: [],
      register(key) {
        set(({ stack }) => ({ stack: pushModal(stack, key) }));
      },
      unregister(key) {
        set(({ stack }) => ({ stack: removeModal(stack, key) }));
      },
      open(id) {
        if (!hasModal(get(), id)) return false;
        set(({ requested }) => ({ requested: requestModal(requested, id) }));
        return true;
      },
      close(id) {
        set(({ requested }) => ({ requested: removeModal(requested, id) }));
      },
      setKnown(ids) {
        set(({ requested }) => ({ known: ids, requested: requested.filter((id) => ids.includes(id)) }));
      },
    }),
  );
}

export type ModalStore = ReturnType<typeof createModalStore>;

declare module '../../core/site-stores' {
  interface SiteStores {
    modals: ModalStore;
  }
}
