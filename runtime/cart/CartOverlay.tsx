/**
 * The cart overlay (spec 001 §2 "Cart overlay", §4 "Cart open and closed"; spec 002 §2, §4): a
 * modal of the site's dialog system (scroll locked without a layout shift, focus kept inside),
 * listing each line with its image, title, options, price, count and stock status, and the
 * totals in the page's language and currency. It closes with its close link always; with
 * Escape (key code 27, CART_ESCAPE_KEY_CODE) and the overlay only where policy
 * cartEscapeOverlayClose allows (not while editing). Closing fades for CART_CLOSE_FADE_MS
 * (350 ms) before `onClosed`.
 */
import { __iconData as minusIcon } from 'lucide-react/icons/minus';
import { __iconData as plusIcon } from 'lucide-react/icons/plus';
import { __iconData as xIcon } from 'lucide-react/icons/x';
import { Glyph } from '../parts/glyph';
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useStore } from '../platform/use-store';
import { usePolicy, useRuntimeBasics } from '../core/runtime-context';
import type { TimerHandle } from '../core/clock';
import { imagePath, IMAGE_MIN_WIDTH, IMAGE_QUALITY } from '../media/image/image-url';
import { ModalCloseBar } from '../parts/modal/ModalDialog';
import { focusables, useModalDialog, type DialogHistory } from '../parts/modal/use-modal-dialog';
import { DialogAnnouncer } from '../parts/announcer';
import { useListFocus } from '../parts/list-focus';
import { usePageSettings } from '../page/page-settings-context';
import { CartPromotions, CheckoutForm, CheckoutStoresProvider, noPriceText, ShippingPicker, type CheckoutLine } from '../checkout';
import type { CartWidgetData } from '../page/page-schema';
import { currencyDecimals, currencyFor, formatPrice } from '../platform/format';
import type { MessageKey, Translate } from '../platform/i18n';
import type { CartItemData } from './cart-item';
import type { CartNotice, CartStore } from './cart-store';
import { blocksOrder, countHeldByStock, countsCutToStock, readCountInput, stockStatus, type EcommerceSettings, type StockStatus } from './stock';
import { CART_CLOSE_FADE_MS, cartSubtotal, lineTotal } from './totals';
import { cartChangeNews } from './cart-news';
import { focusMainAfterClose } from './focus-after-close';
import { VISUAL_TOKENS } from '../page/visual-tokens';

const STATUS_KEYS = {
  not_available: 'cart::status::not_available',
  in_stock: 'cart::status::in_stock',
  items_in_stock: 'cart::status::items_in_stock',
  preorder: 'cart::status::preorder',
  out_of_stock: 'cart::status::out_of_stock',
  items_left_in_stock: 'cart::status::items_left_in_stock',
} as const satisfies Record<StockStatus, MessageKey>;

export interface CartOverlayProps {
  store: CartStore;
  /** The owner's heading; "Cart" in the page's language when absent. */
  title?: string | undefined;
  /** Admin's forced open with sample lines: said at the top. */
  forced?: boolean;
  /** Called when the fade is over: the cart is closed then. */
  onClosed(): void;
  /** Its history entry (the widget's cartHistory): Back closes it as its close link does. */
  history?: DialogHistory;
  /** The CART widget's order form and id; none: the cart takes no orders. */
  order?: { widgetId: string; form: NonNullable<CartWidgetData['order']> } | undefined;
  /** Loads the lines' products again (a 409 asks for it); resolves when the lines are fresh. */
  refresh?: (() => Promise<void>) | undefined;
}

/** The lines as the order reads them, each with whether the stock rule blocks it (spec 001 §5). */
export function checkoutLines(items: readonly CartItemData[], settings: EcommerceSettings): CheckoutLine[] {
  return items.map((item) => ({
    id: item.id,
    type: item.type,
    productId: item.productId,
    variantId: item.variantId,
    count: item.count,
    price: item.price,
    title: item.title,
    img: item.img,
    hidden: item.hidden,
    blocksOrder: blocksOrder(stockStatus(item, settings)),
  }));
}

export function CartOverlay({ store, title, forced = false, onClosed, history, order, refresh }: CartOverlayProps) {
  const { services, t } = useRuntimeBasics();
  const dismissible = usePolicy('cartEscapeOverlayClose');
  const adminNotes = usePolicy('adminNotes');
  const reducedMotion = usePolicy('reducedMotion');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [closing, setClosing] = useState(false);
  const fade = useRef<TimerHandle | undefined>(undefined);
  useEffect(() => () => services.clock.clearTimeout(fade.current), [services]);
  const requestClose = () => {
    if (closing) return;
    if (reducedMotion) return onClosed();
    setClosing(true);
    fade.current = services.clock.setTimeout(onClosed, CART_CLOSE_FADE_MS, 'cart close fade');
  };
  // A focus the dialog cannot give back, its opener gone with the last line (the cart button), goes
  // to the page's main content. Not for the editor's forced open, closed from the harness's shell:
  // the focus is the shell's there.
  const { shown, handlers, modalKey } = useModalDialog(dialog, requestClose, { dismissible, focusWhenOpenerGone: forced ? undefined : focusMainAfterClose, history });
  const items = useStore(store, (state) => state.items);
  const settings = useStore(store, (state) => state.settings);
  const notices = useStore(store, (state) => state.notices);
  // The order that went, from this overlay or from one closed while it was on its way: its form
  // stays (the thanks, the pay start or its offer) while the cart is empty.
  const placed = useStore(store, (state) => state.placed);
  const page = usePageSettings();
  const { language } = useRuntimeBasics();
  const currency = currencyFor(page.country, page.currency);
  // Stable, so a line whose item did not change is not rendered again (CartLine is memoised).
  const money = useCallback((value: number) => formatPrice(value, language, currency), [language, currency]);
  // Sums are worked in the currency's minor unit (whole yen, cents, fils): the total shown is the total paid.
  const decimals = currencyDecimals(currency);
  const subtotal = cartSubtotal(items, decimals);
  // The overlay is a modal dialog, so the page's live region outside it is not heard: the cart has its own.
  const [news, setNews] = useState('');
  useEffect(() => store.subscribe((state, previous) => state.items !== previous.items && setNews((last) => cartChangeNews(previous, state, t).join('. ') || last)), [store, t]);
  // A line removed 5 s after its count went to 0 (or left out of an order) takes its focused control
  // with it: the focus goes to the next line's control, else the previous line's, else the dialog's first.
  const lines = useRef<HTMLUListElement>(null);
  const firstControl = () => (dialog.current ? focusables(dialog.current)[0] : undefined);
  const keepFocus = useListFocus(lines, items.map((item) => item.id), firstControl);

  return (
    <dialog
      ref={dialog}
      className="rt-modal rt-cart"
      data-state={closing ? 'closing' : shown ? 'open' : 'opening'}
      data-reduced-motion={reducedMotion || undefined}
      data-forced={forced || undefined}
      aria-labelledby={titleId}
      {...handlers}
    >
      <div className="rt-modal__panel rt-cart__panel">
        <ModalCloseBar label={t('cart::close')} onClose={requestClose} className="rt-cart__close" />
        <h2 className="rt-modal__title" id={titleId}>
          {title?.trim() || t('cart::title')}
        </h2>
        {forced && (
          <p className="rt-cart__forced" role="note">
            {t('cart::forced_admin')}
          </p>
        )}
        <p className="rt-sr-only" role="status" aria-live="polite" aria-atomic="true" data-cart-news="">
          {news}
        </p>
        {/* The site's news while the cart is on top ("Added to cart" from an options modal the cart opened over). */}
        <DialogAnnouncer modalKey={modalKey} />
        {notices.length > 0 && (
          <Notices notices={notices} money={money} noPrice={noPriceText(settings.noPriceLabel, t)} t={t} onDismiss={() => store.getState().clearNotices()} />
        )}
        {/* The sample cart's checkout keeps what the owner types, chooses and applies in memory alone ("nothing is stored"). */}
        <CheckoutStoresProvider sample={forced}>
          {items.length === 0 ? (
            <p className="rt-cart__empty" data-cart-empty="">
              {t('cart::empty')}
            </p>
          ) : (
            <>
              <ul ref={lines} className="rt-cart__lines" {...keepFocus}>
                {items.map((item) => (
                  <CartLine key={item.id} store={store} item={item} settings={settings} decimals={decimals} money={money} />
                ))}
              </ul>
              <div className="rt-cart__totals">
                <span>{t('cart::units', { count: items.reduce((sum, item) => sum + (item.hidden ? 0 : item.count), 0) })}</span>
                <span>
                  {t('cart::subtotal')}: <strong data-cart-subtotal="">{money(subtotal)}</strong>
                </span>
              </div>
              {/* Checkout (issue 15): shipping and the address, below the totals. */}
              <ShippingPicker subtotal={subtotal} money={money} />
            </>
          )}
          {/* Checkout: promotions (the promocode field, the discount lines, the total). Mounted with the overlay, so opening loads the discount list. */}
          <CartPromotions subtotal={subtotal} empty={items.length === 0} money={money} />
          {order && (items.length > 0 || placed) && (
            <CheckoutForm
              placed={placed}
              widgetId={order.widgetId}
              form={order.form}
              lines={checkoutLines(items, settings)}
              subtotal={subtotal}
              money={money}
              refresh={async () => {
                await refresh?.();
                // A count the stock cut is cut in the cart too: the order can go again with it (its
                // line no longer blocks the submit), and the changes list it as a quantity changed.
                const { items: refreshed, settings: now, setCount } = store.getState();
                for (const { id, count } of countsCutToStock(refreshed, now.allowPreorder)) setCount(id, count);
                const fresh = store.getState();
                // What an order sent again carries: not the lines that cannot be ordered, which the
                // confirm leaves out (the cart's own subtotal still counts them: they block its submit).
                const sentAgain = fresh.items.filter((item) => !blocksOrder(stockStatus(item, fresh.settings)));
                return { lines: checkoutLines(fresh.items, fresh.settings), subtotal: cartSubtotal(sentAgain, decimals) };
              }}
              leaveOut={(ids) => {
                for (const id of ids) store.getState().setCount(id, 0);
              }}
              onAccepted={(ordered, accepted) => store.getState().orderAccepted(ordered, accepted)}
            />
          )}
          {items.length > 0 && !order && adminNotes && (
            <p className="rt-cart__no-order" role="note">
              {t('cart::order::missing_admin')}
            </p>
          )}
        </CheckoutStoresProvider>
      </div>
    </dialog>
  );
}

/** A notice's text; a price that is no more (or was none) reads as the line says it: `noPrice`, the shop's label. */
function noticeText(notice: CartNotice, money: (value: number) => string, noPrice: string, t: Translate): string {
  const price = (value: number | null) => (value === null ? noPrice : money(value));
  switch (notice.kind) {
    case 'storage-repaired':
      return t('cart::notice::storage_repaired');
    case 'merged':
      return t('cart::notice::merged');
    case 'price':
      return t('cart::notice::price', { name: notice.title, from: price(notice.from), to: price(notice.to) });
    case 'stock':
      return t('cart::notice::stock', { name: notice.title, count: notice.quantity });
    case 'sold-out':
      return t('cart::notice::sold_out', { name: notice.title });
    case 'gone':
      return t('cart::notice::gone', { name: notice.title });
    case 'refresh-failed':
      return t('cart::notice::refresh_failed');
  }
}

function Notices({ notices, money, noPrice, t, onDismiss }: { notices: readonly CartNotice[]; money: (value: number) => string; noPrice: string; t: Translate; onDismiss(): void }) {
  return (
    <div className="rt-cart__notices" role="status">
      <ul>
        {notices.map((notice, index) => (
          <li key={index} data-notice={notice.kind}>
            {noticeText(notice, money, noPrice, t)}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="rt-cart__dismiss"
        onClick={(event) => {
          // The messages go with this button: a keyboard user's focus goes on to the control after
          // them (the first line's), else the one before, not to the page's body.
          const button = event.currentTarget;
          const dialog = button.closest('dialog');
          if (dialog && button === button.ownerDocument.activeElement) {
            const controls = focusables(dialog);
            const at = controls.indexOf(button);
            (controls[at + 1] ?? controls[at - 1])?.focus();
          }
          onDismiss();
        }}
      >
        {t('cart::notice::dismiss')}
      </button>
    </div>
  );
}

/**
 * One line of the cart. Memoised: opening the overlay (its shown state), a refresh and a count
 * change render again only the lines whose item changed (a cart of 50 lines rendered every line twice on open).
 */
const CartLine = memo(function CartLine({ store, item, settings, decimals, money }: { store: CartStore; item: CartItemData; settings: EcommerceSettings; decimals: number; money: (value: number) => string }) {
  const { services, t } = useRuntimeBasics();
  const editable = usePolicy('cartCountEdits');
  const removal = usePolicy('cartItemRemoval');
  const status = stockStatus(item, settings);
  const total = lineTotal(item, decimals);
  // The stock held the count below what the visitor asked for (One more at the stock, a typed 10
  // of 4): said on the line and to screen readers, rather than a press that does nothing or a typed
  // number that turns into another without a word. `heldAt` is the count it held the line at: the
  // note goes once the count is another (changed here, in another tab, or by a 409's refresh).
  const [heldAt, setHeldAt] = useState<number | null>(null);
  const stockNote = () => t('cart::status::items_left_in_stock', { count: Math.max(0, item.quantity) });
  const setCount = (count: number) => {
    store.getState().setCount(item.id, count, { removal });
    const taken = store.getState().items.find((line) => line.id === item.id)?.count ?? count;
    const held = countHeldByStock(item, settings.allowPreorder, count, taken);
    setHeldAt(held ? taken : null);
    if (held) services.events.emit('site:announce', { text: stockNote() });
  };
  // The count the line had before it went to 0 (Remove, One less, a typed 0): "Undo" puts it back.
  // Changing the count cancels the removal too (spec 001 §4), but One more gives 1: a visitor who
  // removed 3 by mistake would lose the other 2 without a word. Adjusted as it renders (React's way
  // of state that follows a prop), so the line keeps it while it waits at 0.
  const [countBefore, setCountBefore] = useState(item.count);
  if (item.count > 0 && item.count !== countBefore) setCountBefore(item.count);
  const removeButton = useRef<HTMLButtonElement>(null);
  /** One less is refused: the count is 0 already, or at 1 where lines may not be removed. */
  const fewestCount = item.count === 0 || (!removal && item.count <= 1);
  const priceText = total === null ? noPriceText(settings.noPriceLabel, t) : money(total);
  return (
    <li className="rt-cart__line" data-item-id={item.id} data-status={status} data-removing={item.count === 0 || undefined}>
      <div className="rt-cart__image">{item.img && <img src={imagePath(item.img, { width: IMAGE_MIN_WIDTH, quality: IMAGE_QUALITY.jpg })} alt="" width={64} height={64} loading="lazy" />}</div>
      <div className="rt-cart__info">
        <p className="rt-cart__name">{item.title}</p>
        {item.optionsInfo.length > 0 && <p className="rt-cart__options">{item.optionsInfo.map((option) => option.name).join(', ')}</p>}
        <p className="rt-cart__status" data-status={status}>
          {t(STATUS_KEYS[status], { count: Math.max(0, item.quantity) })}
        </p>
        {heldAt === item.count && item.count > 0 && (
          <p className="rt-cart__limit" data-stock-limit="">
            {stockNote()}
          </p>
        )}
        {item.count === 0 && <p className="rt-cart__removing">{t('cart::removing')}</p>}
        {item.count === 0 && countBefore > 0 && (
          <button
            type="button"
            className="rt-cart__undo"
            aria-label={t('cart::undo_removal_label', { name: item.title })}
            disabled={!editable}
            onClick={() => {
              setCount(countBefore);
              // The button goes with the removal: the focus goes to the line's Remove, not the page's body (WCAG 2.4.3).
              removeButton.current?.focus();
            }}
          >
            {t('cart::undo_removal')}
          </button>
        )}
      </div>
      <div className="rt-cart__count">
        {/* Refused at a count of 0 (or of 1 where removal is off): aria-disabled, not disabled, as is
            Remove at 0. A disabled button drops the keyboard focus that pressed it to the body (WCAG 2.4.3);
            this one keeps it, and a press does nothing. Disabled only where the policy turns editing off. */}
        <button
          type="button"
          aria-label={t('cart::decrease', { name: item.title })}
          disabled={!editable}
          aria-disabled={fewestCount || undefined}
          onClick={() => {
            if (!fewestCount) setCount(item.count - 1);
          }}
        >
          <Glyph icon={minusIcon} size={VISUAL_TOKENS.icon.inline} />
        </button>
        <CountInput item={item} disabled={!editable} onCount={setCount} />
        <button type="button" aria-label={t('cart::increase', { name: item.title })} disabled={!editable} onClick={() => setCount(item.count + 1)}>
          <Glyph icon={plusIcon} size={VISUAL_TOKENS.icon.inline} />
        </button>
      </div>
      <p className="rt-cart__price" data-line-total="">
        {priceText}
      </p>
      <button
        ref={removeButton}
        type="button"
        className="rt-cart__remove"
        aria-label={t('cart::remove', { name: item.title })}
        title={removal ? undefined : t('cart::removal_disabled_admin')}
        disabled={!removal || !editable}
        aria-disabled={item.count === 0 || undefined}
        onClick={() => {
          if (item.count > 0) setCount(0);
        }}
      >
        <Glyph icon={xIcon} size={VISUAL_TOKENS.icon.inline} />
      </button>
    </li>
  );
});

/**
 * Spec 002 §5: the count input takes the absolute value. What is no number yet (empty, a lone
 * "-", a letter) is kept as typed and changes nothing: it waits for the next key, and the blur
 * shows the count again.
 */
function CountInput({ item, disabled, onCount }: { item: CartItemData; disabled: boolean; onCount(count: number): void }) {
  const { t } = useRuntimeBasics();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      className="rt-cart__input"
      type="text"
      inputMode="numeric"
      aria-label={t('cart::count', { name: item.title })}
      value={draft ?? String(item.count)}
      disabled={disabled}
      onChange={(event) => {
        const count = readCountInput(event.target.value);
        if (count === null) return setDraft(event.target.value);
        setDraft(null);
        onCount(count);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
