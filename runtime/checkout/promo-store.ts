/**
 * The site's promotions (spec 001 §4 "Promocode input", §7 promotion loads, §8 promocode errors):
 * the text in the promocode field, the promocode's state, and the discount list.
 *
 * - States: empty, loading, applied, error (a union; the error carries its key and, for the
 *   amount error, the minimum: a server's amount refusal that names none is the default error).
 *   An empty code is the not-found error without a call. Typing clears an error; the amount
 *   (total) error goes back to empty by itself after PROMOCODE_TOTAL_ERROR_RESET_MS (3 s),
 *   through the clock.
 * - The last apply wins: an answer that comes back after a newer apply or a removal is dropped.
 *   The code's minimum is checked against the subtotal the cart has when the answer comes (the
 *   visitor may change a count while the code is being checked), not the one it had at the click.
 * - A failed call (the network, a server error: the default error) is no verdict on any code: an
 *   apply that fails so over an applied code leaves that code applied (and kept), and the field
 *   says beside it that the new one could not be checked (`unchecked`). A definite refusal of the
 *   new code (not found, over, below its minimum) replaces the applied one, as its success would.
 * - The last discount-list load wins too: an older list answering late never replaces a newer one.
 * - The applied code is kept in the site's storage (as the cart is) and read back with
 *   suspicion, so it survives a reload; a re-check (the cart opening, a 409) loads it again and
 *   drops it only on a definite refusal, never on a network failure. An accepted order that went
 *   with it spends it (spec 002 §4 "the form resets"): the emptied cart shows it no longer, and
 *   neither the visitor's next order nor the next visitor of a shared computer gets it.
 * - The code applied or taken away on another page of the site (another tab, or while this page
 *   was in the back-forward cache) is taken in here (follow-storage.ts), so the order this page
 *   sends goes with it; the field's text follows unless the visitor typed another code here.
 * - The store makes no call itself: the loaders come from the caller (the request helper and the
 *   page's project), so the store runs the same in tests, stories and admin (which never calls).
 */
import { createStore } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
import { realClock, type RuntimeClock, type TimerHandle } from '../core/clock';
import { domainStore } from '../core/site-stores';
import { followStorage } from '../platform/follow-storage';
import type { StorageService } from '../platform/storage';
import { isRecord } from '../safety/is-record';
import { normalisePromocode, stripPromocodeInput } from './promocode';
import { promocodeProblem, readPromocode, refusalError, type Discount, type Promocode, type PromocodeError } from './promotions';
import type { DiscountsLoader, PromocodeLoader } from './promotions-api';

/** Spec 001 §4, §9: the promocode's total error resets after 3 s. */
export const PROMOCODE_TOTAL_ERROR_RESET_MS = 3000;

export const PROMOCODE_STORAGE_KEY = 'promocode';
const STORAGE_VERSION = 1;

export type PromoStatus =
  | { kind: 'empty' }
  | { kind: 'loading'; code: string }
  | { kind: 'applied'; code: string; promocode: Promocode }
  | { kind: 'error'; code: string; error: PromocodeError; minimum: number | null };

type AppliedStatus = Extract<PromoStatus, { kind: 'applied' }>;

export type DiscountList = { kind: 'idle' } | { kind: 'loading' } | { kind: 'loaded'; discounts: Discount[] } | { kind: 'failed' };

export interface PromoStoreState {
  /** The field's text, stripped as typed (promocode.ts). */
  draft: string;
  status: PromoStatus;
  /**
   * The code the last apply could not check (its call failed) while the code applied before it
   * stayed applied: the field says so beside that code. Null otherwise; typing, another apply, a
   * removal or another page's code clears it.
   */
  unchecked: string | null;
  discounts: DiscountList;
  /** The visitor typed: the text is stripped, and an error (or the unchecked note) clears (spec 001 §4). */
  type(raw: string): void;
  /** Applies the field's code against the cart's subtotal as `subtotal` reads it when the answer is in; resolves then. */
  apply(load: PromocodeLoader, subtotal: () => number): Promise<void>;
  /** Loads the applied code again (spec 001 §8: on a 409; ours: when the cart opens). */
  recheck(load: PromocodeLoader): Promise<void>;
  /** Takes the applied code (or the error) away; the field empties. */
  remove(): void;
  /**
   * An order that went with `code` (as it sent it: promotions[promocode], the promocode's own
   * spelling) was accepted (spec 002 §4 "the form resets"): the code is no longer applied nor
   * kept, and the field lets go of it. A code applied since stays.
   */
  spent(code: string): void;
  /** Loads the discount list (spec 001 §4: when the cart opens; §8: on a 409); a failure keeps the last list; only the newest load's answer counts. */
  loadDiscounts(load: DiscountsLoader): Promise<void>;
  /** Stops the reset timer and the following of other pages (a site going away). */
  dispose(): void;
}

export interface PromoStoreOptions {
  clock?: RuntimeClock;
}

/** The kept promocode in the spec's field names, so it is read back by the same reader as the server's. */
function saved(code: string, promocode: Promocode) {
  return {
    version: STORAGE_VERSION,
    code,
    promocode: {
      id: promocode.id,
      code: promocode.code,
      discount_type: promocode.discountType,
      discount_amount: promocode.amount,
      active_from: promocode.activeFrom,
      delivery_free: promocode.deliveryFree,
      usage_with_any_discount: promocode.usageWithAnyDiscount,
      isActive: promocode.isActive,
      isAvailable: promocode.isAvailable,
    },
  };
}

/** What storage holds of an applied code, as text: two pages holding the same text hold the same code. */
const savedText = (applied: { code: string; promocode: Promocode } | null): string | null => (applied ? JSON.stringify(saved(applied.code, applied.promocode)) : null);

/**
 * What storage holds, checked: a code that is already normalised and non-empty, and a readable
 * promocode, whose code is the kept one when it names none (as a copy kept before answers without
 * a code were read so holds).
 */
export function readSavedPromocode(value: unknown): { code: string; promocode: Promocode } | null {
  if (!isRecord(value) || value.version !== STORAGE_VERSION || typeof value.code !== 'string') return null;
  const code = normalisePromocode(value.code);
  const promocode = readPromocode(value.promocode, code);
  if (code === '' || code !== value.code || promocode === null) return null;
  return { code, promocode };
}

export function createPromoStore(storage?: StorageService, options: PromoStoreOptions = {}) {
  const clock = options.clock ?? realClock;
  const kept = readSavedPromocode(storage?.get<unknown>(PROMOCODE_STORAGE_KEY));
  let resetTimer: TimerHandle | undefined;
  /** Rises on every apply, recheck and removal: an answer for an older one is dropped. */
  let generation = 0;
  /** Rises on every discount-list load: only the newest one's answer (or failure) is taken. */
  let discountsGeneration = 0;
  /**
   * While an apply loads: the code applied before it, which storage keeps meanwhile and a failed
   * call gives back (null: none was applied). Read only in the loading state.
   */
  let replaced: AppliedStatus | null = null;

  const stopReset = () => {
    clock.clearTimeout(resetTimer);
    resetTimer = undefined;
  };

  const store = createStore<PromoStoreState>()(
    immer((set, get) => {
      const settle = (status: PromoStatus, unchecked: string | null = null) => {
        stopReset();
        set((draft) => {
          draft.status = status;
          draft.unchecked = unchecked;
        });
        if (status.kind === 'error' && status.error === 'total') {
          resetTimer = clock.setTimeout(() => {
            resetTimer = undefined;
            if (get().status === status) set((draft) => void (draft.status = { kind: 'empty' }));
          }, PROMOCODE_TOTAL_ERROR_RESET_MS, 'promocode minimum error reset');
        }
      };
      return {
        draft: kept?.code ?? '',
        status: kept ? { kind: 'applied', code: kept.code, promocode: kept.promocode } : { kind: 'empty' },
        unchecked: null,
        discounts: { kind: 'idle' },
        type(raw) {
          const text = stripPromocodeInput(raw);
          const { status, draft, unchecked } = get();
          if (text === draft && status.kind !== 'error' && unchecked === null) return;
          if (status.kind === 'error') stopReset();
          set((state) => {
            state.draft = text;
            state.unchecked = null;
            if (state.status.kind === 'error') state.status = { kind: 'empty' };
          });
        },
        async apply(load, subtotal) {
          const code = normalisePromocode(get().draft);
          const mine = ++generation;
          if (code === '') return settle({ kind: 'error', code, error: 'notfound', minimum: null });
          const { status } = get();
          // An apply pressed again while one loads gives back what that one would have.
          if (status.kind !== 'loading') replaced = status.kind === 'applied' ? status : null;
          settle({ kind: 'loading', code });
          set((state) => void (state.draft = code));
          const answer = await load(code);
          if (mine !== generation) return;
          // A failed call says nothing of this code nor of the applied one (as for a re-check): that one stays.
          if (answer.kind === 'refused' && answer.error === 'default' && replaced) return settle(replaced, code);
          if (answer.kind === 'refused') return settle({ kind: 'error', code, ...refusalError(answer.error, answer.minimum) });
          const problem = promocodeProblem(answer.promocode, subtotal());
          if (problem === null) return settle({ kind: 'applied', code, promocode: answer.promocode });
          settle({ kind: 'error', code, error: problem, minimum: problem === 'total' ? answer.promocode.activeFrom : null });
        },
        async recheck(load) {
          const { status } = get();
          if (status.kind !== 'applied') return;
          const mine = ++generation;
          const answer = await load(status.code);
          if (mine !== generation || get().status !== status) return;
          if (answer.kind === 'found') {
            if (!answer.promocode.isActive) return settle({ kind: 'error', code: status.code, error: 'notfound', minimum: null });
            if (!answer.promocode.isAvailable) return settle({ kind: 'error', code: status.code, error: 'timeout', minimum: null });
            // Below its minimum now: the code stays applied and its line says so (the subtotal may rise again).
            return settle({ ...status, promocode: answer.promocode }, get().unchecked);
          }
          // A network failure is no verdict on the code: it stays as it was.
          if (answer.error === 'default') return;
          settle({ kind: 'error', code: status.code, ...refusalError(answer.error, answer.minimum) });
        },
        remove() {
          generation += 1;
          settle({ kind: 'empty' });
          set((state) => void (state.draft = ''));
        },
        spent(code) {
          const { status, draft } = get();
          // An apply on its way settles over nothing: a failed call no longer gives the spent code
          // back, and storage, which kept it meanwhile for a reload, lets it go now.
          if (status.kind === 'loading') {
            if (replaced?.promocode.code !== code) return;
            replaced = null;
            storage?.remove(PROMOCODE_STORAGE_KEY);
            return;
          }
          if (status.kind !== 'applied' || status.promocode.code !== code) return;
          // A re-check on its way answers for a code no longer applied.
          generation += 1;
          settle({ kind: 'empty' });
          // The field lets go of the code, unless the visitor typed another one there.
          if (draft === status.code) set((state) => void (state.draft = ''));
        },
        async loadDiscounts(load) {
          const mine = ++discountsGeneration;
          if (get().discounts.kind !== 'loaded') set((state) => void (state.discounts = { kind: 'loading' }));
          let discounts: Discount[];
          try {
            discounts = await load();
          } catch {
            if (mine === discountsGeneration && get().discounts.kind !== 'loaded') set((state) => void (state.discounts = { kind: 'failed' }));
            return;
          }
          if (mine === discountsGeneration) set((state) => void (state.discounts = { kind: 'loaded', discounts }));
        },
        dispose() {
          stopReset();
          stopFollowing();
        },
      };
    }),
  );

  /** Another page applied a code, or took it away (storage holds none). */
  const takeOtherPages = (value: unknown) => {
    const incoming = readSavedPromocode(value);
    const { status, draft } = store.getState();
    const held = status.kind === 'applied' ? status : status.kind === 'loading' ? replaced : null;
    if (savedText(incoming) === savedText(held)) return;
    const next: AppliedStatus | null = incoming ? { kind: 'applied', ...incoming } : null;
    // An apply on its way settles over the other page's code as it would have over one applied here.
    if (status.kind === 'loading') {
      replaced = next;
      return;
    }
    // The field follows the code, unless the visitor typed another one here.
    const fieldFollows = draft === (held?.code ?? '');
    stopReset();
    store.setState((state) => {
      state.status = next ?? { kind: 'empty' };
      state.unchecked = null;
      if (fieldFollows) state.draft = next?.code ?? '';
    });
  };
  const stopFollowing = storage
    ? followStorage(store, storage, PROMOCODE_STORAGE_KEY, {
        write(state, previous) {
          if (state.status === previous.status) return;
          if (state.status.kind === 'applied') storage.set(PROMOCODE_STORAGE_KEY, saved(state.status.code, state.status.promocode));
          // While a new code loads, the kept one stays: a reload in the middle keeps what was applied.
          else if (state.status.kind !== 'loading') storage.remove(PROMOCODE_STORAGE_KEY);
        },
        take: takeOtherPages,
      })
    : () => undefined;
  return store;
}

export type PromoStore = ReturnType<typeof createPromoStore>;

/** The applied promocode, or null (a selector). */
export const appliedPromocode = (state: PromoStoreState): Promocode | null => (state.status.kind === 'applied' ? state.status.promocode : null);

/** The loaded discount list; empty while none is loaded (a selector). */
const NO_DISCOUNTS: Discount[] = [];
export const loadedDiscounts = (state: PromoStoreState): Discount[] => (state.discounts.kind === 'loaded' ? state.discounts.discounts : NO_DISCOUNTS);

/** The site's promocode and discounts, created the first time a part asks for them; their reset timer stops when the site goes. */
export const promoStoreOf = domainStore('promotions', ({ storage, clock }) => createPromoStore(storage, clock ? { clock } : {}), {
  dispose: (promo) => promo.getState().dispose(),
});
