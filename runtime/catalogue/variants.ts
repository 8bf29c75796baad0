/**
 * Options and variants of a card (spec 000 §3 Variant, §4 Card options, §5 Add to order).
 *
 * A selection names one value per option (by its combined key). The current variant is the
 * visible variant made of exactly those values. Values are:
 * - `available`: choosing it keeps the other options and lands on a variant;
 * - `locked`: a variant with it exists, but not with the other options as they are; choosing it
 *   moves the other options to the nearest variant that has it (tip: not in this combination);
 * - `disabled`: no visible variant has it at all; it cannot be chosen (tip: not available).
 * An order is refused when there is no variant, the shop does not take orders for it (nor for any
 * variant of a product it hid: product.ts), it has no price (unless the shop allows priceless
 * orders), it is out of stock (unless the shop takes preorders) or the cart already holds all of
 * its stock; the refusal's message key is the tip the card shows.
 */
import type { Image } from '../page/page-schema';
import type { MessageKey } from '../platform/i18n';
import { countCartTakes, UNLIMITED_QUANTITY, type CartItemData, type EcommerceSettings } from '../cart/model';
import { own } from '../safety/own-records';
import type { OptionValue, Product, ProductOption, Variant } from './product';

/**
 * Option id → combined value key. Option ids are the shop's data, any text ("__proto__",
 * "constructor"): a selection is built from entries, spreads and computed keys and read with
 * `own` (safety/own-records.ts), never assigned `selection[id] = …` nor read `selection[id]`.
 */
export type Selection = Readonly<Record<string, string>>;

export type ValueState = 'available' | 'locked' | 'disabled';

export const VALUE_TIP_KEYS = {
  locked: 'ecommerce::option::locked',
  disabled: 'ecommerce::option::disabled',
} as const satisfies Record<Exclude<ValueState, 'available'>, MessageKey>;

export type OrderRefusal = 'no_variant' | 'out_of_stock' | 'not_orderable' | 'no_price' | 'stock_limit';

export const REFUSAL_KEYS = {
  no_variant: 'ecommerce::order::no_variant',
  out_of_stock: 'ecommerce::order::out_of_stock',
  not_orderable: 'ecommerce::order::not_orderable',
  no_price: 'ecommerce::order::no_price',
  // The words button01's shop action says when the cart refuses its add (site/ButtonCommerce.tsx): one refusal, one text.
  stock_limit: 'ecommerce::button::stock_limit',
} as const satisfies Record<OrderRefusal, MessageKey>;

/** What the shop takes beyond a priced variant in stock (spec 001 §3 ecommerce settings). */
export type OrderRules = Pick<EcommerceSettings, 'allowPreorder' | 'allowPriceless'>;

/** A shop that takes neither preorders nor priceless orders (the settings' defaults). */
export const STRICT_ORDER_RULES: OrderRules = { allowPreorder: false, allowPriceless: false };

const visibleVariants = (product: Product) => product.variants.filter((variant) => variant.visible);

/** Whether a variant is made of the selected values (a product without options matches any selection). */
function matches(variant: Variant, product: Product, selection: Selection): boolean {
  return product.options.every((option) => variant.optionKeys.includes(own(selection, option.id) ?? ''));
}

export function selectionOf(variant: Variant, product: Product): Selection {
  return Object.fromEntries(
    product.options.flatMap((option) => {
      const key = option.values.find((value) => variant.optionKeys.includes(value.key))?.key;
      return key ? [[option.id, key]] : [];
    }),
  );
}

/**
 * Whether the cart, holding `inCart` of the variant, takes one more: the cart store's own cap
 * (cart/stock.ts), the stock unless the shop takes preorders (or the variant is unlimited), and
 * MAX_ITEM_COUNT always.
 */
export function cartTakesOneMore(variant: Variant, inCart: number, rules: OrderRules = STRICT_ORDER_RULES): boolean {
  return countCartTakes({ type: 'product', quantity: variant.availability.quantity }, inCart + 1, rules.allowPreorder) > inCart;
}

/**
 * Spec 000 §5: whether the variant allows an order, and why not. With preorders allowed (spec 001
 * §3 allowPreorder) no stock is no refusal; without allowPriceless a variant with no price is
 * refused, as the cart would list it as not available (spec 001 §4) and hold up the order.
 * `inCart`, how many of the variant the cart holds: once that is all the cart takes, the add is
 * refused too, so the button says so rather than a click doing nothing (the cart would refuse it).
 */
export function orderRefusal(variant: Variant | null, rules: OrderRules = STRICT_ORDER_RULES, inCart = 0): OrderRefusal | null {
  if (!variant) return 'no_variant';
  if (!variant.availability.orderable) return 'not_orderable';
  if (variant.price === null && !rules.allowPriceless) return 'no_price';
  if (variant.availability.quantity === 0 && !rules.allowPreorder) return 'out_of_stock';
  if (!cartTakesOneMore(variant, inCart, rules)) return 'stock_limit';
  return null;
}

/**
 * The refusal that applies to the options-modal action: the modal is where another variant is
 * chosen, so it stays open while any visible variant can be ordered; when none can, the current
 * variant's reason (or the first variant's) is the tip.
 */
export function productRefusal(product: Product, current: OrderRefusal | null, rules: OrderRules = STRICT_ORDER_RULES): OrderRefusal | null {
  const variants = visibleVariants(product);
  if (variants.some((variant) => orderRefusal(variant, rules) === null)) return null;
  return current ?? orderRefusal(variants[0] ?? null, rules);
}

/**
 * The selection a card starts with: the first visible variant that can be ordered under the shop's
 * rules (a shop that takes priceless orders or preorders can order variants the strict rules
 * refuse), else the first visible one; options a variant does not name start at their first value.
 */
export function initialSelection(product: Product, rules: OrderRules = STRICT_ORDER_RULES): Selection {
  const variants = visibleVariants(product);
  const start = variants.find((variant) => orderRefusal(variant, rules) === null) ?? variants[0];
  const started = start ? selectionOf(start, product) : {};
  return Object.fromEntries(product.options.map((option) => [option.id, own(started, option.id) ?? option.values[0]!.key]));
}

/**
 * The current variant, or null when no visible variant has the selected values. Where several have
 * them (a product without options matches any selection; options that do not tell two variants
 * apart), the first that can be ordered under the shop's rules, else the first: the variant
 * initialSelection starts at, so the card and a button01 cart action (defaultVariant) agree.
 */
export function variantFor(product: Product, selection: Selection, rules: OrderRules = STRICT_ORDER_RULES): Variant | null {
  const matching = visibleVariants(product).filter((variant) => matches(variant, product, selection));
  return matching.find((variant) => orderRefusal(variant, rules) === null) ?? matching[0] ?? null;
}

export function valueState(product: Product, selection: Selection, option: ProductOption, value: OptionValue): ValueState {
  const withValue = visibleVariants(product).filter((variant) => variant.optionKeys.includes(value.key));
  if (withValue.length === 0) return 'disabled';
  return withValue.some((variant) => matches(variant, product, { ...selection, [option.id]: value.key })) ? 'available' : 'locked';
}

/**
 * The selection after a value is chosen: the other options stay where a variant allows it;
 * otherwise they move to the nearest variant with the value (most options kept, then one that
 * can be ordered). A disabled value leaves the selection as it was.
 */
export function chooseValue(product: Product, selection: Selection, option: ProductOption, value: OptionValue, rules: OrderRules = STRICT_ORDER_RULES): Selection {
  const wanted = { ...selection, [option.id]: value.key };
  const candidates = visibleVariants(product).filter((variant) => variant.optionKeys.includes(value.key));
  if (candidates.length === 0) return selection;
  if (candidates.some((variant) => matches(variant, product, wanted))) return wanted;
  const kept = (variant: Variant) => product.options.filter((other) => variant.optionKeys.includes(own(selection, other.id) ?? '')).length;
  const best = [...candidates].sort((a, b) => kept(b) - kept(a) || Number(orderRefusal(a, rules) !== null) - Number(orderRefusal(b, rules) !== null))[0]!;
  return { ...selectionOf(best, product), [option.id]: value.key };
}

/**
 * The images a card's slider slides through, in their order: the variant's own when it gives any
 * (spec 001 §3 variant images), else the product's. variantImages puts the one to show first.
 */
export function variantSlides(product: Product, variant: Variant | null): Image[] {
  return variant !== null && variant.images.length > 0 ? variant.images : product.images;
}

/**
 * Spec 000 §3: a variant's images ("a variant provides its images"), its default image first, then
 * the others: its own images when it gives any, else the product's (the product's default image
 * leading when the variant names none).
 */
export function variantImages(product: Product, variant: Variant | null): Image[] {
  const images = variantSlides(product, variant);
  const firstId = variant?.imageId ?? product.defaultImageId;
  const first = images.find((image) => image.id === firstId);
  return first ? [first, ...images.filter((image) => image !== first)] : images;
}

/** One cart line per variant. */
export const cartItemId = (productId: string, variantId: string) => `${productId}:${variantId}`;

/** Spec 000 §3: the variant's cart data. */
export function cartData(product: Product, variant: Variant, count = 1): CartItemData {
  const image = variantImages(product, variant)[0] ?? product.displayImage ?? undefined;
  // The server's own words for the options win; otherwise "Option: Value" from the product's options.
  const optionsInfo =
    variant.optionsInfo ??
    product.options.flatMap((option) => {
      const value = option.values.find((candidate) => variant.optionKeys.includes(candidate.key));
      return value ? [{ name: `${option.name}: ${value.name}` }] : [];
    });
  return {
    id: cartItemId(product.id, variant.id),
    type: 'product',
    productId: product.id,
    variantId: variant.id,
    count,
    price: variant.price,
    orderPrice: variant.price,
    title: product.title,
    img: image ? { id: image.id, ext: image.ext, ...(image.unq_id ? { unq_id: image.unq_id } : {}) } : null,
    quantity: variant.availability.quantity,
    vendorCode: variant.article || product.article,
    optionsInfo,
    // Spec 001 §3: a product or variant the shop hid is a line that cannot be ordered.
    hidden: !product.visible || !variant.visible,
    ...(product.loadedAt !== undefined ? { checkedAt: product.loadedAt } : {}),
  };
}

export type AvailabilityLabel =
  | { key: 'ecommerce::available::unlimited' | 'ecommerce::available::out' | 'ecommerce::available::preorder' | 'ecommerce::available::not_orderable' | 'ecommerce::available::none' }
  | { key: 'ecommerce::available::count'; count: number };

/** The shop's settings for how stock reads (spec 001 §3 "Ecommerce settings"). */
export type StockDisplay = Pick<EcommerceSettings, 'allowPreorder' | 'inStockStatus' | 'outOfStockStatus'>;

/** A shop's defaults: counts shown, out of stock read as such. */
const COUNTS_SHOWN: StockDisplay = { allowPreorder: false, inStockStatus: 'items_in_stock', outOfStockStatus: 'preorder' };

/**
 * What the `available` card element says of the current variant, by the stock statuses the cart
 * reads too (spec 001 §3, §4): a stock count unless the shop shows stock as plain "in stock"
 * (`inStockStatus`); out of stock reads "preorder" where the shop takes preorders, or "in stock"
 * where it shows those so (`outOfStockStatus`).
 */
export function availabilityLabel(variant: Variant | null, display: StockDisplay = COUNTS_SHOWN): AvailabilityLabel {
  if (!variant) return { key: 'ecommerce::available::none' };
  if (!variant.availability.orderable) return { key: 'ecommerce::available::not_orderable' };
  if (variant.availability.quantity === UNLIMITED_QUANTITY) return { key: 'ecommerce::available::unlimited' };
  if (variant.availability.quantity === 0) {
    if (!display.allowPreorder) return { key: 'ecommerce::available::out' };
    return { key: display.outOfStockStatus === 'in_stock' ? 'ecommerce::available::unlimited' : 'ecommerce::available::preorder' };
  }
  if (display.inStockStatus === 'in_stock') return { key: 'ecommerce::available::unlimited' };
  return { key: 'ecommerce::available::count', count: variant.availability.quantity };
}

/** The old price is shown only when the product's `isOldPrice` (spec 000 §3) says so and it is above the price. */
export function shownOldPrice(variant: Variant | null, isOldPrice: boolean): number | null {
  if (!isOldPrice || !variant || variant.oldPrice === null || variant.price === null) return null;
  return variant.oldPrice > variant.price ? variant.oldPrice : null;
}

/**
 * Every amount a product's card may show, whichever variant is chosen: each variant's price, and
 * its old price where it is above the price (a publishing server formats them ahead, platform/format.ts).
 */
export function productAmounts(product: Product): number[] {
  return product.variants.flatMap((variant) => [variant.price, shownOldPrice(variant, true)].filter((amount): amount is number => amount !== null));
}
