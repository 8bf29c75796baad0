/**
 * Per-site stores (DESIGN.md §2): created by a factory for each mounted site and provided through
 * the runtime context, never module singletons, so the harness and tests can mount many sites.
 *
 * The kernel knows its own store (first-time visibility). The stores every page uses (media,
 * modals) are added to `SiteStores` by declaration merging, beside the store's code:
 * `declare module '../core/site-stores' { interface SiteStores { modals: ModalStore } }`;
 * `site/site-stores.ts` creates them with the site.
 *
 * A shop's stores (cart, catalogue, promotions, shipping) are domain stores instead (`domainStore`
 * below): created for a site the first time a part asks for one, by the module that defines it. A
 * page without a shop then loads none of their code (issue 17: the first script).
 */
import { createStore } from 'zustand/vanilla';
import type { VisibilityState } from '../platform/visibility';
import type { StorageService } from '../platform/storage';
import type { EcommerceSettings } from '../page/page-schema';
import type { RuntimeClock } from './clock';

type FirstSeen = VisibilityState['first'];

interface VisibilityStoreState {
  /** First-time visibility flags per part id; they outlive re-renders and mode switches. */
  firstSeen: Record<string, FirstSeen>;
  record(partId: string, state: VisibilityState): void;
}

/** First-time flags seen before, and since: each flag is set once either has it. */
export function mergeFirstSeen(before: FirstSeen, since: FirstSeen): FirstSeen {
  const merged = { ...since };
  for (const key of Object.keys(merged) as (keyof FirstSeen)[]) merged[key] ||= before[key];
  return merged;
}

/** Plain zustand, without immer: every page creates it, and its one update is a line. */
export function createVisibilityStore() {
  return createStore<VisibilityStoreState>()(
    (set, get) => ({
      firstSeen: {},
      record(partId, state) {
        const previous = get().firstSeen[partId];
        const changed = !previous || (Object.keys(state.first) as (keyof FirstSeen)[]).some((key) => state.first[key] && !previous[key]);
        if (!changed) return;
        set(({ firstSeen }) => ({ firstSeen: { ...firstSeen, [partId]: previous ? mergeFirstSeen(previous, state.first) : { ...state.first } } }));
      },
    }),
  );
}

export type VisibilityStore = ReturnType<typeof createVisibilityStore>;

/** The stores of one site; domains add theirs by declaration merging (see above). */
export interface SiteStores {
  visibility: VisibilityStore;
  /** The site's domain stores created so far, and what they are created with (`domainStore`). */
  readonly domains: DomainStores;
}

/** What a domain store is created with: the site's storage, session storage and clock, and the shop's settings. */
interface DomainStoreContext {
  /** Where a store keeps what outlives a reload (the cart's items, the promocode, the shipping method). */
  readonly storage?: StorageService;
  /** Where a store keeps what outlives a reload for the tab's session only (the typed delivery address). */
  readonly sessionStorage?: StorageService;
  /** The site's runtime clock, for a store's own timers (a host holding the clock holds them too). */
  readonly clock?: RuntimeClock;
  /** The shop's settings of the page the site renders (`configureShop`). */
  readonly shop?: EcommerceSettings;
}

export interface DomainStores {
  context: DomainStoreContext;
  readonly created: Map<symbol, { store: unknown; follow(context: DomainStoreContext): void; dispose(): void }>;
}

export function createDomainStores(storage?: StorageService, clock?: RuntimeClock, sessionStorage?: StorageService): DomainStores {
  return { context: { storage, sessionStorage, clock }, created: new Map() };
}

/** What a domain store does over its life beyond being created, each optional (see `domainStore`). */
interface DomainStoreLife<Store> {
  follow?: (store: Store, context: DomainStoreContext) => void;
  dispose?: (store: Store) => void;
}

/**
 * A domain's store, created for a site the first time something asks for it (`cartStoreOf(stores)`),
 * and then the same for that site. `follow` keeps a store in step with the shop's settings, at its
 * creation and whenever the site configures its shop again; `dispose` lets go of what the store
 * holds beyond the site (timers, a watch on other tabs) when the site goes (`disposeDomainStores`).
 */
export function domainStore<Store>(name: string, create: (context: DomainStoreContext) => Store, { follow, dispose }: DomainStoreLife<Store> = {}): (stores: SiteStores) => Store {
  const key = Symbol(name);
  return (stores) => {
    const made = stores.domains.created.get(key);
    if (made) return made.store as Store;
    const store = create(stores.domains.context);
    const entry = { store, follow: (context: DomainStoreContext) => follow?.(store, context), dispose: () => dispose?.(store) };
    stores.domains.created.set(key, entry);
    entry.follow(stores.domains.context);
    return store;
  };
}

/**
 * The site is going (a host showing another page in its place): each domain store created for it
 * lets go of its timers and watches, so none fires for, or writes the storage of, a site no longer
 * shown. The stores are not used after this.
 */
export function disposeDomainStores(stores: SiteStores): void {
  for (const { dispose } of stores.domains.created.values()) dispose();
}

/** The shop's settings of the page a site renders: the stores created so far follow them, and those created later start from them. */
export function configureShop(stores: SiteStores, shop: EcommerceSettings): void {
  stores.domains.context = { ...stores.domains.context, shop };
  for (const { follow } of stores.domains.created.values()) follow(stores.domains.context);
}
