/**
 * The site's dialog service (one per site, created by the stores factory): the stack of open
 * dialogs (every dialog of the runtime registers itself while it is open: page modals, the pay
 * modal, the options modal, the lightbox, and later the cart, checkout and captcha), and which
 * page modals (the page JSON's `modals`) are asked open.
 */
import { createStore } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
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

export function createModalStore() {
  return createStore<ModalStoreState>()(
    immer((set, get) => ({
      stack: [],
      requested: [],
      known: [],
      register(key) {
        set((draft) => {
          draft.stack = pushModal(draft.stack, key);
        });
      },
      unregister(key) {
        set((draft) => {
          draft.stack = removeModal(draft.stack, key);
        });
      },
      open(id) {
        if (!get().known.includes(id)) return false;
        set((draft) => {
          draft.requested = requestModal(draft.requested, id);
        });
        return true;
      },
      close(id) {
        set((draft) => {
          draft.requested = removeModal(draft.requested, id);
        });
      },
      setKnown(ids) {
        set((draft) => {
          draft.known = ids;
          draft.requested = draft.requested.filter((id) => ids.includes(id));
        });
      },
    })),
  );
}

export type ModalStore = ReturnType<typeof createModalStore>;

declare module '../../core/site-stores' {
  interface SiteStores {
    modals: ModalStore;
  }
}
