/**
 * The CART widget (spec 002 §2, §4; spec 001 §2, §4, §6): the cart button with the number of
 * items, which blinks when something is added, and the overlay it opens.
 *
 * - Opens from the button, from a `#cart` address (a link or a typed address), by itself on the
 *   first add when the shop's autoOpenCart is set (the store), and in admin from the editor panel
 *   with sample lines (policy cartForceOpen; the `editor:cart` event).
 * - Open: `#cart` in the address (policy hashWrites), as a history entry of its own when the
 *   visitor opened it (the button, an add, a followed `#cart` link): Back closes the cart, and
 *   closing it goes back over that entry, so the next Back does what it did before
 *   (parts/modal/dialog-entries.ts). A cart opened by the address it arrived with has no entry:
 *   closing puts back the hash that was there, or the bare path, in place. The products are
 *   refreshed on open and every 20 min while open, and at once when the page is shown again
 *   after 20 min or comes back online after a failed refresh (refresh.ts), where product loads
 *   run (policy catalogueLoads).
 * - The button's visibility: policy cartButtonVisibility (admin and preview always; run as the
 *   widget's data says). An order accepted after the cart closed (it was on its way) is said at
 *   once, and the button stays, with a check for its count, until the cart has been opened and
 *   closed again: the cart says thanks and offers the payment its form could not start.
 * - A page with more than one CART widget (an owner's copy, one per viewport): each shows its
 *   button; the overlay, the address, the editor's open and the refresh are one widget's, the
 *   cart's owner (cart-owner.ts).
 */
import { __iconData as checkIcon } from 'lucide-react/icons/check';
import { __iconData as shoppingCartIcon } from 'lucide-react/icons/shopping-cart';
import { Glyph } from '../parts/glyph';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '../platform/use-store';
import { usePolicy, useRuntimeBasics, useViewport } from '../core/runtime-context';
import { isHiddenHere } from '../core/policies';
import type { CartWidgetData, Widget } from '../page/page-schema';
import { cachedImport, useCodeWhileNeeded } from '../platform/cached-import';
import { cartUnits, type CartOpenSource, type CartStoreState } from './cart-store';
import { refreshCart, startCartRefresh, type CartProductsLoader } from './refresh';
import { pageReturnsOf } from '../platform/time-away';
import { CART_BLINK_MS, CART_HASH } from './totals';
import { VISUAL_TOKENS } from '../page/visual-tokens';
import { cartStoreOf } from './cart-store';
import { reportOpenFailed } from '../parts/open-failed';
import { cartAddressOf, cartClaimsOf, useOwnsCart } from './cart-owner';
import { isAtBottom, reserveCartButtonRoom } from './button-room';
import { loadedDialogEntries } from '../parts/modal/dialog-entries-loaded';
import type { DialogHistory } from '../parts/modal/use-modal-dialog';
import type { LocationService } from '../platform/location';

declare module '../platform/event-bus' {
  interface RuntimeEvents {
    /** The editor asks the cart to open with sample lines (admin's forced open, spec 001 §6), or to close. */
    'editor:cart': { open: boolean };
    /** The cart opened or closed, and why (for the harness and analytics). */
    'cart:open': { open: boolean; source: string };
  }
}

/** The widget's data when it says nothing (the schema's defaults; a unit test keeps them equal). */
export const CART_WIDGET_DEFAULTS: CartWidgetData = { button: 'not-empty', position: 'bottom-right' };

/**
 * The overlay's code: its lines, checkout, the order form and the checks of what the server
 * answers (zod), and admin's sample lines. It loads when the cart is about to open — the pointer or
 * focus on the button, or an open by the address, an add or the editor — not with the page: a shop
 * page hydrates without it.
 */
const overlayCode = cachedImport(() =>
  Promise.all([import('./CartOverlay'), import('./sample-items')]).then(([overlay, sample]) => ({ Overlay: overlay.CartOverlay, createSampleCart: sample.createSampleCart })),
);

export interface CartWidgetProps {
  widget: Widget;
  /** Loads the products of the cart's lines (the catalogue's call); null where the page names no project. */
  loadProducts: CartProductsLoader | null;
}

/** The cart's key among the site's dialogs' history entries: the site's one cart, whichever widget shows it. */
const CART_ENTRY_KEY = 'cart';

/**
 * The cart's history entry for an open by `source` (read as the overlay opens): the button's and
 * an add's add one with `#cart`; a `#cart` the visitor followed (a link, Forward) is an entry the
 * browser added, taken as the cart's; the address the page arrived with, and the editor's open,
 * none (the address's, closed by a Back or Forward to an address without `#cart`), unless the
 * entry was the cart's before a reload.
 */
function cartHistory(source: CartOpenSource, atArrival: boolean, location: LocationService): DialogHistory {
  if (source === 'editor') return { key: CART_ENTRY_KEY, request: null };
  if (source === 'hash' && atArrival) {
    // Reloaded with the cart open that the visitor had opened: the entry is the cart's, as it was
    // (its mark of the earlier load). Taken again, its close goes back over it, as before the
    // reload; written in place, the close would leave the visitor a Back to the same address.
    if (location.earlierMark()?.key === CART_ENTRY_KEY) return { key: CART_ENTRY_KEY, request: { kind: 'adopt' } };
    // Opened by the address: Back to an entry without `#cart` (the one before a reload's) closes it.
    return { key: CART_ENTRY_KEY, request: null, asked: () => decodeHash(location.hash()) === CART_HASH };
  }
  return { key: CART_ENTRY_KEY, request: source === 'hash' ? { kind: 'adopt' } : { kind: 'push', hash: CART_HASH } };
}

function decodeHash(hash: string): string | null {
  const bare = hash.startsWith('#') ? hash.slice(1) : hash;
  if (bare === '') return null;
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}

export function CartWidget({ widget, loadProducts }: CartWidgetProps) {
  const { stores, services, t } = useRuntimeBasics();
  const store = cartStoreOf(stores);
  // One overlay for the site's one cart, however many CART widgets the page holds: this one's only if it owns the cart.
  const viewport = useViewport();
  const owns = useOwnsCart(cartClaimsOf(stores), !isHiddenHere(widget.hidden, viewport));
  // The page's loader read this data by its schema (page/parse-page.ts: defaults filled in, a
  // refused field left out and reported), so the widget carries no validator.
  const data = { ...CART_WIDGET_DEFAULTS, ...widget.data } as CartWidgetData;
  const opensOnClick = usePolicy('cartOpensOnClick');
  const forceOpen = usePolicy('cartForceOpen');
  const loads = usePolicy('catalogueLoads');
  // Spec 001 §6: no line is removed in admin, a removal started in preview included (the switch keeps the cart).
  const removal = usePolicy('cartItemRemoval');
  useEffect(() => {
    if (!owns) return;
    store.getState().allowRemoval(removal);
    // Gone with the widget (or its ownership): the store, which outlives it, holds no line back until the next owner says.
    return () => store.getState().allowRemoval(true);
  }, [owns, store, removal]);
  const open = useStore(store, (state) => state.open);
  // The hash to put back as the cart closes, and whether its open was told: the site's, not this
  // widget's, so a widget that takes an open cart over closes it as the owner before would have.
  const address = cartAddressOf(stores);
  const isOpen = open.kind === 'open';
  const forced = open.kind === 'open' && open.source === 'editor';
  const settings = useStore(store, (state) => state.settings);
  // The overlay once its code is there; an open cart whose code fails to load closes again, the
  // visitor is told (the next open imports again) and the log says why.
  const code = useCodeWhileNeeded(overlayCode, isOpen && owns, {
    report: reportOpenFailed({ services, t }, 'the cart could not be opened: its code did not load'),
    undo: () => store.getState().closeCart(),
  });
  const Overlay = code?.Overlay;
  // The editor's sample lines, in a store of their own: made once their code is here, anew if the shop's settings change.
  const sample = useMemo(() => code?.createSampleCart(settings) ?? null, [code, settings]);

  // `#cart` in the address opens the cart: at load, and on every change (a link, a typed address).
  // The hash to put back is the one the change left, read from the change itself: the anchors
  // widget pushes its hash with no event, so no hash seen earlier would do.
  useEffect(() => {
    if (!opensOnClick || !owns) return;
    const check = (previous: string, atArrival: boolean) => {
      if (decodeHash(services.location.hash()) !== CART_HASH || store.getState().open.kind !== 'closed') return;
      address.keepPrior(decodeHash(previous) === CART_HASH ? '' : previous, atArrival);
      store.getState().openCart('hash');
    };
    // An address that came with `#cart`: closing leaves the bare path.
    check('', true);
    return services.location.onHashChange((previous) => check(previous, false));
  }, [opensOnClick, owns, services, store, address]);

  // The editor's forced open (admin only).
  useEffect(() => {
    if (!owns) return;
    if (!forceOpen) {
      // Admin left (the switch to preview or run keeps the stores): the sample cart is the editor's
      // alone, so a visitor never sees its lines nor its note.
      const { open: now, closeCart } = store.getState();
      if (now.kind === 'open' && now.source === 'editor') closeCart();
      return;
    }
    return services.events.on('editor:cart', ({ open: wanted }) => {
      if (wanted) store.getState().openCart('editor');
      else store.getState().closeCart();
    });
  }, [owns, forceOpen, services, store]);

  // Open: the news. `#cart` comes with the cart's history entry (the overlay's, cartHistory) or
  // was the address already. An open cart taken over from the owner before (its widget gone) was told.
  useEffect(() => {
    if (open.kind !== 'open' || !owns) return;
    if (address.firstNews(open)) services.events.emit('cart:open', { open: true, source: open.source });
  }, [open, owns, services, address]);

  // An order accepted after the cart closed: its form, gone with the cart, said nothing. The news says
  // it now; the button (CartButton) and the cart opened again say it too.
  useEffect(() => {
    if (!owns) return;
    return store.subscribe((state, previous) => {
      if (state.placed !== null && state.placed !== previous.placed && state.open.kind === 'closed') services.events.emit('site:announce', { text: t('cart::order::placed') });
    });
  }, [owns, store, services, t]);

  // Refresh on open and every 20 min while open (not for the editor's sample lines); on the page
  // shown again once 20 min have gone by, and back online after a failed one (refresh.ts).
  useEffect(() => {
    if (!isOpen || !owns || forced || !loads || !loadProducts) return;
    return startCartRefresh(store, loadProducts, services.clock, services.log, pageReturnsOf(window));
  }, [isOpen, owns, forced, loads, loadProducts, store, services]);

  const closed = () => {
    store.getState().closeCart();
    services.events.emit('cart:open', { open: false, source: open.kind === 'open' ? open.source : 'button' });
    // The prior hash as it was read (an owner's `#/catalog/mugs` is no name of ours to encode).
    const prior = address.takePrior();
    // The cart's own history entry, gone back over: the address before it comes back with it.
    if (loadedDialogEntries(stores)?.leave(CART_ENTRY_KEY)) return;
    if (prior !== null && decodeHash(services.location.hash()) === CART_HASH) services.location.restoreHash(prior);
  };

  return (
    <>
      <CartButton data={data} onOpen={() => opensOnClick && store.getState().openCart('button')} />
      {isOpen && owns && Overlay && (
        // The overlay's module export, loaded once (useCodeWhileNeeded), not a component made in render.
        <Overlay
          store={forced && sample ? sample : store}
          title={data.title}
          forced={forced}
          history={cartHistory(open.source, address.openedAtArrival(), services.location)}
          onClosed={closed}
          order={data.order ? { widgetId: widget.id, form: data.order } : undefined}
          refresh={async () => {
            if (!forced && loads && loadProducts) await refreshCart(store, loadProducts, services.log);
          }}
        />
      )}
    </>
  );
}

/** Starts loading the overlay's code (a failure is said when the cart opens); what a host that shows the cart at once awaits. */
export function preloadCartOverlay(): Promise<void> {
  return overlayCode.preload().then(() => undefined);
}

/** For the button: the visitor reaching for it starts its code, but not again within a failed import's cool-down (a pointer crosses it often). */
function preloadOverlay() {
  overlayCode.preloadAhead().catch(() => undefined);
}

/**
 * The button's icon, made once: the same element every render, so React leaves it alone when the
 * button renders again (a switch to preview, where the button's visibility policy changes).
 */
const CART_GLYPH = <Glyph icon={shoppingCartIcon} size={VISUAL_TOKENS.icon.widget} />;
/** In the count's place, for an order placed while the cart was closed. */
const PLACED_GLYPH = <Glyph icon={checkIcon} size={VISUAL_TOKENS.icon.inline} />;

/** Selector: an order went while the cart was closed and the visitor has not opened it since (cart-store.ts `placed`). */
const placedUnseen = (state: CartStoreState) => state.placed !== null && state.open.kind === 'closed';

function CartButton({ data, onOpen }: { data: CartWidgetData; onOpen(): void }) {
  const { stores, services, t } = useRuntimeBasics();
  const visibility = usePolicy('cartButtonVisibility');
  const reducedMotion = usePolicy('reducedMotion');
  const units = useStore(cartStoreOf(stores), cartUnits);
  const added = useStore(cartStoreOf(stores), (state) => state.added);
  const placed = useStore(cartStoreOf(stores), placedUnseen);
  /** The add count whose blink is over: the button blinks while a newer add is not. */
  const [settled, setSettled] = useState(added);
  const blink = added !== settled && !reducedMotion;

  // The blink on add (spec 001 §9): every add that changed the cart restarts it.
  useEffect(() => {
    if (added === settled) return;
    const timer = services.clock.setTimeout(() => setSettled(added), CART_BLINK_MS, 'cart button blink');
    return () => services.clock.clearTimeout(timer);
  }, [added, settled, services]);

  // An order placed while the cart was closed keeps the button of an emptied cart: the way to its thanks.
  const shown = visibility === 'always' || data.button === 'always' || (data.button === 'not-empty' && (units > 0 || placed));
  // A button at the bottom: the page's end leaves it room while it shows (button-room.ts), from the
  // frame it first shows in (a layout effect, before the browser paints).
  const button = useRef<HTMLButtonElement>(null);
  const leavesRoom = shown && isAtBottom(data.position);
  useLayoutEffect(() => (leavesRoom && button.current ? reserveCartButtonRoom(button.current) : undefined), [leavesRoom]);
  if (!shown) return null;
  return (
    <button
      ref={button}
      type="button"
      className="rt-cart-button"
      data-position={data.position}
      data-blink={blink || undefined}
      data-order-placed={placed || undefined}
      aria-label={t(placed ? 'cart::button_placed' : 'cart::button', { count: units })}
      onClick={onOpen}
      // The visitor is about to open the cart: its code starts loading now.
      onPointerEnter={preloadOverlay}
      onFocus={preloadOverlay}
      onTouchStart={preloadOverlay}
    >
      {CART_GLYPH}
      <span className="rt-cart-button__count" data-cart-count="" key={blink ? `blink-${added}` : 'still'}>
        {placed && units === 0 ? PLACED_GLYPH : units}
      </span>
    </button>
  );
}
