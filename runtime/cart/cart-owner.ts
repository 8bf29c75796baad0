/**
 * Which CART widget shows the site's cart. A site has one cart (one store, one `#cart`), but a page
 * may hold more than one CART widget: an owner's copy, or one per viewport, both mounted while
 * editing (admin marks a widget hidden on its viewport instead of removing it). Each shows its
 * button, which opens the one cart; one widget alone, the cart's owner, shows the overlay, opens it
 * from the address and for the editor, writes `#cart` and refreshes the lines. (Every widget did:
 * opening the cart put up one dialog per widget, stacked, each with its own checkout and its own
 * 20-minute refresh.)
 *
 * The owner is the first mounted of the widgets shown in the current viewport, else the first
 * mounted: in admin the cart the editor opens is that viewport's widget's (its title, its order
 * form). When the owner goes (deleted, its viewport switched away), the next takes over, an open
 * cart too: the store keeps it open (its lines, and the order form's typed values in the session),
 * and what the owner wrote for it is the site's (`cartAddressOf`), so the next owner closes it as
 * the first would have.
 */
import { useEffect, useId } from 'react';
import { createStore } from 'zustand/vanilla';
import { domainStore } from '../core/site-stores';
import { useStore } from '../platform/use-store';
import type { CartOpenState } from './cart-store';

/** A mounted CART widget's claim on the cart, by the widget's own key. */
export interface CartClaim {
  key: string;
  /** Shown in the current viewport (not one admin marks as hidden here). */
  shownHere: boolean;
}

/** The key of the claim that owns the cart: the first shown here, else the first; null with none. */
export function cartOwner(claims: readonly CartClaim[]): string | null {
  return (claims.find((claim) => claim.shownHere) ?? claims[0])?.key ?? null;
}

export interface CartClaimsState {
  /** First mounted first. */
  claims: readonly CartClaim[];
  /** Adds a widget's claim, as not shown here until `showHere` says; returns what takes it back. */
  claim(key: string): () => void;
  showHere(key: string, shownHere: boolean): void;
}

export function createCartClaims() {
  return createStore<CartClaimsState>()((set, get) => ({
    claims: [],
    claim(key) {
      set({ claims: [...get().claims, { key, shownHere: false }] });
      return () => set({ claims: get().claims.filter((claim) => claim.key !== key) });
    },
    showHere(key, shownHere) {
      const { claims } = get();
      if (!claims.some((claim) => claim.key === key && claim.shownHere !== shownHere)) return;
      set({ claims: claims.map((claim) => (claim.key === key ? { ...claim, shownHere } : claim)) });
    },
  }));
}

export type CartClaims = ReturnType<typeof createCartClaims>;

/** The site's claims on its one cart. */
export const cartClaimsOf = domainStore('cart claims', () => createCartClaims());

/**
 * What the cart's owner wrote for the open cart: the site's, not the widget's. Each owner kept its
 * own, so one that took over an open cart (the owner before deleted, or hidden on this viewport)
 * found none: closing it left `#cart` in the address, and the open was told again. Used by the
 * owner only, in its effects and handlers: nothing renders from it.
 */
export interface CartAddress {
  /** Keeps the hash to put back as the cart closes: the one before `#cart` came ('' for none); `atArrival`, the address the page came with. */
  keepPrior(hash: string, atArrival?: boolean): void;
  /** The open cart came from the address the page arrived with (or reloaded with): it has no history entry of its own. */
  openedAtArrival(): boolean;
  /** The hash to put back now the cart closes, forgotten with the open: null when `#cart` is none of the cart's doing. */
  takePrior(): string | null;
  /** True the first time for `open` (the owner tells the site: `cart:open`); false for an open told already. */
  firstNews(open: CartOpenState): boolean;
}

function createCartAddress(): CartAddress {
  let prior: string | null = null;
  let arrival = false;
  let told: CartOpenState | null = null;
  return {
    keepPrior(hash, atArrival = false) {
      prior = hash;
      arrival = atArrival;
    },
    openedAtArrival: () => arrival,
    takePrior() {
      const hash = prior;
      prior = null;
      arrival = false;
      told = null;
      return hash;
    },
    firstNews(open) {
      if (told === open) return false;
      told = open;
      return true;
    },
  };
}

/** The site's cart address (one per site, as the cart is). */
export const cartAddressOf = domainStore('cart address', () => createCartAddress());

/**
 * Whether this CART widget owns the site's cart (the module's comment). False until its claim is
 * in, after its first render: the server, which renders no overlay, renders none either.
 */
export function useOwnsCart(claims: CartClaims, shownHere: boolean): boolean {
  const key = useId();
  useEffect(() => claims.getState().claim(key), [claims, key]);
  useEffect(() => claims.getState().showHere(key, shownHere), [claims, key, shownHere]);
  return useStore(claims, (state) => cartOwner(state.claims) === key);
}
