/**
 * The site's shipping choice and address (spec 001 §3, §7, §8; spec 002 §3–§5): the type and
 * the method the visitor chose, the address they typed, the countries and states per language,
 * and the shipping status. A reload in the middle of checkout keeps the chosen method and the
 * typed address; both are read back with suspicion.
 *
 * - The choice is kept in the site's storage, as the cart is, and every page of the site shares
 *   it: what the visitor chose on another page (another tab, or while this one was in the
 *   back-forward cache) is taken in here (follow-storage.ts); and this page writes only what it
 *   changed over what storage holds, so a change here never writes back another page's choice.
 * - The choice is remembered per type: switching to pickup and back finds the delivery method again.
 * - The typed address is kept in the tab's session storage, as the order form's own values are
 *   (CheckoutForm CHECKOUT_VALUES_KEY): a street, a city and a postal code are the visitor's, and
 *   a checkout left without ordering must not leave them on a shared computer for its next
 *   visitor. A tab's session storage is its own, but another page of the site in the same tab may
 *   change it while this one is in the back-forward cache: that is taken in when it is shown again. An
 *   address an older version left in the site's storage is dropped there, not carried over.
 * - The address is one set of values for every delivery method: a visitor who switches methods
 *   keeps what they typed; each method shows the fields it asks for (address.ts). It goes once the
 *   order is accepted (spec 002 §4 "the form resets"); the chosen method stays.
 * - addressCheck counts the submits the address refused: each makes the address fields show every
 *   error (spec 002 §5; the order form focuses the first). Not stored: a reload starts unchecked.
 * - serverErrors: the server's violations on the address fields of the order last sent (spec 001
 *   §5 "field errors named by property path"), a message per field. A field's goes as the visitor
 *   changes it, all of them at the next submit (its check) and with the address. Not stored.
 * - Metadata loads once per language (metadata.ts); a failed load stays failed for the page's life.
 *   A loaded list takes in the country and state typed as free text while it could not load (a
 *   reload later): text that names an option becomes that option's code, so the select shows what
 *   the order sends; text that names none is kept as typed (AddressFields shows it as chosen).
 * - Shipping status (spec 001 §8): `not-found` when the order answer says "Shipping not found":
 *   the method is marked and the first other method is chosen. The order's 409 sets it.
 * - The shop's settings a 409 carried (order.ts `readConflictSettings`): its ecommerce settings
 *   as the server has them now, over the page's own for the page's life (not stored: a reload
 *   reads the page again, and its next order learns them again).
 */
import { createStore } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
import { domainStore } from '../core/site-stores';
import type { AddressField, ShippingMethod, ShippingType } from '../page/page-schema';
import { ADDRESS_FIELDS, SHIPPING_TYPES } from '../page/schema/constants';
import type { Language } from '../platform/i18n';
import { followStorage } from '../platform/follow-storage';
import { RequestError, type RequestFunction } from '../platform/request';
import type { StorageService } from '../platform/storage';
import { isRecord } from '../safety/is-record';
import { cleanAddressValue, type AddressValues } from './address';
import { listedValue, loadMetadata, type MetadataStatus } from './metadata';
import type { ConflictSettings } from './order';
import { NO_SHIPPING_CHOICE, type ShippingChoice } from './shipping';

/** The chosen method, in the site's storage. */
export const SHIPPING_STORAGE_KEY = 'shipping';
const SAVED_VERSION = 1;
/** The typed address, in the tab's session storage. */
export const SHIPPING_ADDRESS_KEY = 'shipping-address';

/** Spec 001 §8: "Shipping not found" marks the method with an error. */
export type ShippingStatus = { kind: 'ok' } | { kind: 'not-found'; methodId: string };

export interface ShippingStoreState {
  choice: ShippingChoice;
  address: AddressValues;
  /** How many submits the address refused (0: none yet, or none since the last accepted order). */
  addressCheck: number;
  /** The server's message per address field, from the answer to the order last sent. */
  serverErrors: Partial<Record<AddressField, string>>;
  status: ShippingStatus;
  metadata: Partial<Record<Language, MetadataStatus>>;
  /** The shop's settings the server sent with a 409, over the page's own. */
  server: ConflictSettings;
  chooseType(type: ShippingType): void;
  chooseMethod(method: Pick<ShippingMethod, 'id' | 'type'>): void;
  setAddress(field: AddressField, value: string): void;
  /** A submit the address refused: the address fields show their errors. */
  checkAddress(): void;
  /** The server's violations on the address fields (replacing the last answer's; none: they go). */
  setServerErrors(errors: Partial<Record<AddressField, string>>): void;
  /** The order was accepted: the typed address goes (from the session storage too), the choice of method stays. */
  clearAddress(): void;
  /** Spec 001 §8: the server knows no such method; it is marked and the first other method is chosen. */
  shippingNotFound(methodId: string, methods: readonly ShippingMethod[]): void;
  /** A 409 carried the shop's settings as the server has them now: they replace the page's own from here on. */
  serverSettings(settings: ConflictSettings): void;
  /** Loads the countries and states for `language` unless they were asked for already. */
  ensureMetadata(language: Language, request: RequestFunction): Promise<void>;
  /** Stops following the other pages and keeping the address (a site going away). */
  dispose(): void;
}

/** What the site's storage keeps of the shipping store: the choice alone. */
interface SavedShipping {
  version: typeof SAVED_VERSION;
  choice: ShippingChoice;
}

const isType = (value: unknown): value is ShippingType => typeof value === 'string' && (SHIPPING_TYPES as readonly string[]).includes(value);

/** The choice the site's storage held, checked: anything not of the expected shape is left out. */
export function readSavedChoice(raw: unknown): ShippingChoice {
  if (!isRecord(raw) || raw.version !== SAVED_VERSION || !isRecord(raw.choice)) return NO_SHIPPING_CHOICE;
  const choice: ShippingChoice = { type: null, methods: {} };
  if (isType(raw.choice.type)) choice.type = raw.choice.type;
  const methods = raw.choice.methods;
  if (isRecord(methods)) for (const type of SHIPPING_TYPES) if (typeof methods[type] === 'string') choice.methods[type] = methods[type];
  return choice;
}

/** The address the session storage held, checked field by field: anything but an address field's text is left out. */
export function readSavedAddress(raw: unknown): AddressValues {
  const address: AddressValues = {};
  if (!isRecord(raw)) return address;
  for (const field of ADDRESS_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string' && value !== '') address[field] = cleanAddressValue(value);
  }
  return address;
}

const sameChoice = (a: ShippingChoice, b: ShippingChoice) => a.type === b.type && SHIPPING_TYPES.every((type) => a.methods[type] === b.methods[type]);

/**
 * What this page changed (from `before` to `now`) put over what storage holds (`stored`: another
 * page may have written there since this one last heard): the type and the method per type. The
 * rest stays as stored.
 */
export function mergedChoice(stored: ShippingChoice, before: ShippingChoice, now: ShippingChoice): ShippingChoice {
  const choice: ShippingChoice = { type: now.type === before.type ? stored.type : now.type, methods: { ...stored.methods } };
  for (const type of SHIPPING_TYPES) {
    const method = now.methods[type];
    if (method === before.methods[type]) continue;
    if (method === undefined) delete choice.methods[type];
    else choice.methods[type] = method;
  }
  return choice;
}

/**
 * `storage`: the site's, for the chosen method; `tabStorage`: the tab's session storage, for the typed address.
 * Without one, what it would keep is kept in memory alone (admin's sample cart, tests).
 */
export function createShippingStore(storage?: StorageService, tabStorage?: StorageService) {
  const stored = storage?.get<unknown>(SHIPPING_STORAGE_KEY);
  const savedChoice = readSavedChoice(stored);
  // An older version kept the typed address here, with no end: it goes now, not carried over to
  // the session (it may be another visitor's, left on a shared computer); the choice stays.
  if (storage && isRecord(stored) && 'address' in stored) {
    const value: SavedShipping = { version: SAVED_VERSION, choice: savedChoice };
    storage.set(SHIPPING_STORAGE_KEY, value);
  }
  const store = createStore<ShippingStoreState>()(
    immer((set, get) => ({
      choice: savedChoice,
      address: readSavedAddress(tabStorage?.get<unknown>(SHIPPING_ADDRESS_KEY)),
      addressCheck: 0,
      serverErrors: {},
      status: { kind: 'ok' },
      metadata: {},
      server: {},
      chooseType(type) {
        if (get().choice.type === type) return;
        set((draft) => {
          draft.choice.type = type;
        });
      },
      chooseMethod(method) {
        const { choice } = get();
        if (choice.type === method.type && choice.methods[method.type] === method.id) return;
        set((draft) => {
          draft.choice.type = method.type;
          draft.choice.methods[method.type] = method.id;
        });
      },
      setAddress(field, value) {
        const cleaned = cleanAddressValue(value);
        if ((get().address[field] ?? '') === cleaned) return;
        set((draft) => {
          if (cleaned === '') delete draft.address[field];
          else draft.address[field] = cleaned;
          // The server judged the value it was sent, not this one.
          delete draft.serverErrors[field];
        });
      },
      checkAddress() {
        set((draft) => {
          draft.addressCheck += 1;
        });
      },
      setServerErrors(errors) {
        if (Object.keys(errors).length === 0 && Object.keys(get().serverErrors).length === 0) return;
        set((draft) => {
          draft.serverErrors = { ...errors };
        });
      },
      clearAddress() {
        const { address, addressCheck, serverErrors } = get();
        if (Object.keys(address).length === 0 && addressCheck === 0 && Object.keys(serverErrors).length === 0) return;
        set((draft) => {
          draft.address = {};
          draft.addressCheck = 0;
          draft.serverErrors = {};
        });
      },
      shippingNotFound(methodId, methods) {
        const next = methods.find((method) => method.id !== methodId);
        set((draft) => {
          draft.status = { kind: 'not-found', methodId };
          if (next) {
            draft.choice.type = next.type;
            draft.choice.methods[next.type] = next.id;
          }
        });
      },
      serverSettings(settings) {
        if (Object.keys(settings).length === 0) return;
        set((draft) => {
          draft.server = { ...draft.server, ...settings };
        });
      },
      async ensureMetadata(language, request) {
        if (get().metadata[language] !== undefined) return;
        set((draft) => {
          draft.metadata[language] = { kind: 'loading' };
        });
        let status: MetadataStatus;
        try {
          status = { kind: 'loaded', metadata: await loadMetadata(request, language) };
        } catch (error) {
          status = { kind: 'failed', reason: error instanceof RequestError ? error.kind : 'unknown' };
        }
        set((draft) => {
          draft.metadata[language] = status;
          if (status.kind !== 'loaded') return;
          const lists = { country: status.metadata.countries, state: status.metadata.states };
          for (const field of ['country', 'state'] as const) {
            const typed = draft.address[field];
            const listed = typed === undefined ? null : listedValue(lists[field], typed);
            if (listed !== null && listed !== typed) draft.address[field] = listed;
          }
        });
      },
      dispose() {
        stopFollowing();
        stopKeepingAddress();
      },
    })),
  );

  /** Another page's choice, as storage holds it now (every page's changes, merged). */
  const takeOtherPages = (raw: unknown) => {
    // Removed, cleared, or written by another version: nothing to take in; this page's next change writes its own again.
    if (!isRecord(raw) || raw.version !== SAVED_VERSION) return;
    const incoming = readSavedChoice(raw);
    if (sameChoice(store.getState().choice, incoming)) return;
    store.setState((draft) => {
      draft.choice = incoming;
    });
  };
  const stopFollowing = storage
    ? followStorage(store, storage, SHIPPING_STORAGE_KEY, {
        write(state, previous) {
          if (state.choice === previous.choice) return;
          const value: SavedShipping = { version: SAVED_VERSION, choice: mergedChoice(readSavedChoice(storage.get<unknown>(SHIPPING_STORAGE_KEY)), previous.choice, state.choice) };
          storage.set(SHIPPING_STORAGE_KEY, value);
        },
        take: takeOtherPages,
      })
    : () => undefined;
  // The tab's own: written whole, an emptied address removed; what another page of the site in
  // this tab left there while this one was in the back-forward cache taken in field by field (an
  // order placed there emptied it: this page's next keystroke would have written the old one back).
  const takeAddress = (raw: unknown) => {
    const incoming = readSavedAddress(raw);
    store.setState((draft) => {
      for (const field of ADDRESS_FIELDS) {
        const value = incoming[field];
        if (draft.address[field] === value) continue;
        if (value === undefined) delete draft.address[field];
        else draft.address[field] = value;
        // The server judged the value it was sent, not this one.
        delete draft.serverErrors[field];
      }
    });
  };
  const stopKeepingAddress = tabStorage
    ? followStorage(store, tabStorage, SHIPPING_ADDRESS_KEY, {
        write({ address }, previous) {
          if (address === previous.address) return;
          if (Object.keys(address).length === 0) tabStorage.remove(SHIPPING_ADDRESS_KEY);
          else tabStorage.set(SHIPPING_ADDRESS_KEY, address);
        },
        take: takeAddress,
      })
    : () => undefined;
  return store;
}

export type ShippingStore = ReturnType<typeof createShippingStore>;

/** The site's shipping choice and address, created the first time a part asks for them; it stops following the other pages when the site goes. */
export const shippingStoreOf = domainStore('shipping', ({ storage, sessionStorage }) => createShippingStore(storage, sessionStorage), {
  dispose: (shipping) => shipping.getState().dispose(),
});
