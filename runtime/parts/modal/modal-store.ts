/**
 * The site's dialog service (one per site, created by the stores factory): the stack of open
 * dialogs (every dialog of the runtime registers itself while it is open: page modals, the pay
 * modal, the options modal, the lightbox, and later the cart, checkout and captcha), which
 * page modals (the page JSON's `modals`) are asked open, what their parts keep while they are
 * closed, and the news that came for a part after it went (page-modal-keeps.ts). Plain zustand,
 * without immer: every page creates it, and its rules (modal-stack.ts) already return new lists.
 */
import { createStore } from 'zustand/vanilla';
import { pushModal, removeModal, requestModal } from './modal-stack';

interface ModalStoreState {
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
  /** Closes every page modal (a link in one to a place on the page behind them: PageModals.tsx). */
  closeAll(): void;
  setKnown(ids: string[]): void;
  /** What a page modal's part kept as the modal closed (page-modal-keeps.ts), by the part's id; undefined: nothing. */
  kept(partId: string): KeptInPageModal | undefined;
  /** Keeps what a page modal's part holds now, for the next time it is shown; null forgets it. */
  keep(partId: string, kept: KeptInPageModal | null): void;
  /**
   * Gives a page modal's part news that came after it went (a form's lead answered after its
   * pop-up closed): the part shown again under that id hears it now (`listen`), or it is held
   * until the part next mounts (the newest replaces an older one). Heard once. True when a part
   * shown now heard it.
   */
  tell(partId: string, news: unknown): boolean;
  /** A mounted part's ear for its news: news held for it is heard at once. Returns what stops it. */
  listen(partId: string, hear: (news: unknown) => void): () => void;
}

/**
 * What a part of a page modal keeps, with the shape it had then (for a form, its fields' kinds of
 * value): a part whose shape the owner changed since (a live edit) is given nothing back.
 */
interface KeptInPageModal {
  shape: string;
  value: unknown;
}

/** Whether the page has the page modal `id` (a link, a button or a form's action may name one it lacks). */
export const hasModal = (state: Pick<ModalStoreState, 'known'>, id: string): boolean => state.known.includes(id);

export function createModalStore() {
  // Outside the state: nothing renders from it (a part reads it as it mounts), and a keystroke in
  // a modal's form, kept at once, wakes none of the store's subscribers.
  const keeps = new Map<string, KeptInPageModal>();
  // The same for the news parts have not heard yet, and the parts mounted to hear it.
  const held = new Map<string, unknown>();
  const ears = new Map<string, Set<(news: unknown) => void>>();
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
      closeAll() {
        if (get().requested.length > 0) set({ requested: [] });
      },
      setKnown(ids) {
        set(({ requested }) => ({ known: ids, requested: requested.filter((id) => ids.includes(id)) }));
      },
      kept(partId) {
        return keeps.get(partId);
      },
      keep(partId, kept) {
        if (kept === null) keeps.delete(partId);
        else keeps.set(partId, kept);
      },
      tell(partId, news) {
        const hearing = ears.get(partId);
        if (!hearing || hearing.size === 0) {
          held.set(partId, news);
          return false;
        }
        for (const hear of [...hearing]) hear(news);
        return true;
      },
      listen(partId, hear) {
        const hearing = ears.get(partId) ?? new Set();
        ears.set(partId, hearing);
        hearing.add(hear);
        if (held.has(partId)) {
          const news = held.get(partId);
          held.delete(partId);
          hear(news);
        }
        return () => {
          hearing.delete(hear);
          if (hearing.size === 0 && ears.get(partId) === hearing) ears.delete(partId);
        };
      },
    }),
  );
}

type ModalStore = ReturnType<typeof createModalStore>;

declare module '../../core/site-stores' {
  interface SiteStores {
    modals: ModalStore;
  }
}
