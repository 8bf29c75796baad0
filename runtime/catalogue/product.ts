/**
 * The catalogue's product model (spec 000 §3 Product, Variant, Option; spec 001 §3 Product) and
 * the one function that turns a product answer of GET /api/ecommerce/products/ (or a product
 * embedded in the page) into it.
 *
 * Answers are read leniently and never throw: a product with no id is refused with a reason; a
 * price given as a string is read as a number, an unreadable price (or one too high for the cart
 * to add up) as "no price"; a product with no variants gets no orderable variant (its card says
 * so); an option value that no variant uses stays (its card shows it disabled); an unknown option
 * widget falls back to `vertical_list`; unreadable stock counts as none (never oversold); an
 * unreadable old price is left out; an image's keys the runtime does not read (the platform's x
 * and y, a file's size) are ignored, and the image kept (page/schema/image-check.ts).
 * Every such repair is reported as a problem, so the section can say what happened.
 */
import type { Image } from '../page/page-schema';
import { checkImage } from '../page/schema/image-check';
import { PRODUCT_OPTION_WIDGETS } from '../page/schema/constants';
import { isRecord } from '../safety/is-record';
import { safeServerLink } from '../safety/url-safety';
import { isCartPrice, UNLIMITED_QUANTITY } from '../cart/model';

/** Spec 000 §3 Option widget types. */
export const OPTION_WIDGETS = PRODUCT_OPTION_WIDGETS;
export type OptionWidget = (typeof OPTION_WIDGETS)[number];
export const DEFAULT_OPTION_WIDGET: OptionWidget = 'vertical_list';

export interface OptionValue {
  id: string;
  name: string;
  /** The combined id (spec 000 §3: option ids combine the option id and the value id). */
  key: string;
  data: { color: string | null; contrast: string | null; type: string | null };
}

export interface ProductOption {
  id: string;
  name: string;
  widget: OptionWidget;
  values: OptionValue[];
}

/** Spec 000 §3 Variant; the availability info (fields "not shown") is stock and an orderable flag. */
export interface Variant {
  id: string;
  productId: string;
  price: number | null;
  oldPrice: number | null;
  article: string;
  availability: {
    /** Units in stock; UNLIMITED_QUANTITY for no limit. */
    quantity: number;
    /**
     * False when the shop does not take orders for it whatever the stock: the server's flag, and
     * false for every variant of a product the shop hid (normaliseProduct says why).
     */
    orderable: boolean;
  };
  /** The default image of the variant: the one it names, else the first of its own images. */
  imageId: string | null;
  /**
   * Spec 001 §3 variant images (spec 000 §3: "a variant provides its images"): its own, shown on its
   * card and for its cart line in place of the product's (variants.ts variantImages); empty when it
   * gives none, and the product's are shown.
   */
  images: Image[];
  /** Combined option keys (optionValueKey) of the values that make up this variant. */
  optionKeys: string[];
  visible: boolean;
  /** Spec 001 §3 variant optionsInfo: the server's own words for the chosen options, when it gives them. */
  optionsInfo: { name: string }[] | null;
}

export interface Product {
  id: string;
  title: string;
  link: string | null;
  /** Owner markup; shown only through the text rule. */
  description: string;
  images: Image[];
  options: ProductOption[];
  article: string;
  isOldPrice: boolean;
  hasOptions: boolean;
  defaultImageId: string | null;
  variants: Variant[];
  /** Spec 001 §3 Product visible: false when the shop hid it (the cart shows its lines as not available). */
  visible: boolean;
  /** Spec 001 §3 displayImage: the image the shop shows for the product, when it names one. */
  displayImage: Image | null;
  /** Spec 001 §3 optionsInfo at the product level, when the answer gives it. */
  optionsInfo: { name: string }[] | null;
  /** Ours: when this browser asked the shop's API for it (Date.now()); absent for the page's own products. A cart line takes it as its `checkedAt`. */
  loadedAt?: number;
}

export interface ProductProblem {
  productId: string | null;
  message: string;
}

export type NormalisedProduct = { ok: true; product: Product; problems: ProductProblem[] } | { ok: false; problems: ProductProblem[] };

/** Spec 000 §3: the id of an option value as the catalogue knows it. */
export function optionValueKey(optionId: string, valueId: string): string {
  return `${optionId}:${valueId}`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const idOf = (value: unknown): string | null => {
  const read = text(value).trim();
  return read ? read : null;
};

/**
 * A price as a number; strings like "14.50" or "1 299,00" are read, anything else is null, and so
 * is a price the cart cannot add up (above MAX_CART_PRICE: 1e308 summed to Infinity, "$∞").
 */
export function readPrice(value: unknown): number | null {
  if (typeof value === 'number') return isCartPrice(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const price = Number(cleaned);
  return isCartPrice(price) ? price : null;
}

/** Stock: absent, "infinite" or negative is unlimited; unreadable stock is none, so nothing is oversold. */
function readQuantity(value: unknown): number | null {
  if (value === 'infinite' || value === null || value === undefined) return UNLIMITED_QUANTITY;
  const quantity = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(quantity)) return null;
  return quantity < 0 ? UNLIMITED_QUANTITY : Math.floor(quantity);
}

/** Whose images are read: the product's own (no prefix), or a variant's (`variant "v1": `), and what shows without them. */
interface ImagesOwner {
  prefix: string;
  without: string;
}
const PRODUCT_IMAGES: ImagesOwner = { prefix: '', without: 'shown without images' };
const variantImagesOwner = (variantId: string): ImagesOwner => ({ prefix: `variant "${variantId}": `, without: `shown with the product's` });

/**
 * A list of images (spec 000 §3 Image), the product's or a variant's: an image the check refuses
 * (no id, an unknown ext, no size…) is left out, each a problem; keys it does not read are not refused.
 */
function readImages(value: unknown, productId: string, problems: ProductProblem[], owner: ImagesOwner = PRODUCT_IMAGES): Image[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    problems.push({ productId, message: `${owner.prefix}images is not a list; ${owner.without}` });
    return [];
  }
  const images: Image[] = [];
  for (const raw of value) {
    const checked = checkImage(raw);
    if (checked.ok) images.push(checked.image);
    else problems.push({ productId, message: `${owner.prefix}an image was left out: ${checked.problem}` });
  }
  return images;
}

function readOptions(value: unknown, productId: string, problems: ProductProblem[]): ProductOption[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    problems.push({ productId, message: 'options is not a list; shown without options' });
    return [];
  }
  const options: ProductOption[] = [];
  // An option's id, and a value's within its option, make the keys a choice is kept and sent by
  // (optionValueKey): a repeat would be a second button for one choice, so the first one read stays.
  const optionIds = new Set<string>();
  for (const raw of value) {
    const id = isRecord(raw) ? idOf(raw.id) : null;
    if (!isRecord(raw) || id === null) {
      problems.push({ productId, message: 'an option without an id was left out' });
      continue;
    }
    if (optionIds.has(id)) {
      problems.push({ productId, message: `option "${id}" is repeated; the repeat is left out` });
      continue;
    }
    const widgetName = text(raw.widget ?? raw.widget_type ?? raw.type);
    let widget = DEFAULT_OPTION_WIDGET;
    if ((OPTION_WIDGETS as readonly string[]).includes(widgetName)) widget = widgetName as OptionWidget;
    else if (widgetName) problems.push({ productId, message: `option "${id}" has an unknown widget type "${widgetName}"; shown as ${DEFAULT_OPTION_WIDGET}` });
    const values: OptionValue[] = [];
    const valueIds = new Set<string>();
    for (const rawValue of Array.isArray(raw.values) ? raw.values : []) {
      const valueId = isRecord(rawValue) ? idOf(rawValue.id) : null;
      if (!isRecord(rawValue) || valueId === null) {
        problems.push({ productId, message: `option "${id}" has a value without an id; left out` });
        continue;
      }
      if (valueIds.has(valueId)) {
        problems.push({ productId, message: `option "${id}" repeats the value "${valueId}"; the repeat is left out` });
        continue;
      }
      valueIds.add(valueId);
      const data = isRecord(rawValue.data) ? rawValue.data : {};
      values.push({
        id: valueId,
        name: text(rawValue.name) || valueId,
        key: optionValueKey(id, valueId),
        data: { color: text(data.color) || null, contrast: text(data.contrast) || null, type: text(data.type) || null },
      });
    }
    if (values.length === 0) {
      problems.push({ productId, message: `option "${id}" has no values; left out` });
      continue;
    }
    optionIds.add(id);
    options.push({ id, name: text(raw.name) || id, widget, values });
  }
  return options;
}

/** Which option keys a variant's value ids stand for; value ids are unique within a product. */
function variantKeys(valueIds: string[], options: ProductOption[]): string[] {
  const keys: string[] = [];
  for (const option of options) {
    const value = option.values.find((candidate) => valueIds.includes(candidate.id) || valueIds.includes(candidate.key));
    if (value) keys.push(value.key);
  }
  return keys;
}

function readVariants(value: unknown, productId: string, productVisible: boolean, options: ProductOption[], problems: ProductProblem[]): Variant[] {
  if (!Array.isArray(value)) {
    problems.push({ productId, message: 'the product has no variants; it cannot be ordered' });
    return [];
  }
  const variants: Variant[] = [];
  // A variant's id is its cart line's and its order's: a repeat would be two variants for one line, so the first one read stays.
  const variantIds = new Set<string>();
  for (const raw of value) {
    const id = isRecord(raw) ? idOf(raw.id) : null;
    if (!isRecord(raw) || id === null) {
      problems.push({ productId, message: 'a variant without an id was left out' });
      continue;
    }
    if (variantIds.has(id)) {
      problems.push({ productId, message: `variant "${id}" is repeated; the repeat is left out` });
      continue;
    }
    variantIds.add(id);
    const rawPrice = raw.price;
    const price = readPrice(rawPrice);
    if (price === null && rawPrice !== null && rawPrice !== undefined) problems.push({ productId, message: `variant "${id}" has an unreadable price ${JSON.stringify(rawPrice)}; shown without a price` });
    const rawOldPrice = raw.oldPrice ?? raw.old_price;
    const oldPrice = readPrice(rawOldPrice);
    if (oldPrice === null && rawOldPrice !== null && rawOldPrice !== undefined) problems.push({ productId, message: `variant "${id}" has an unreadable old price ${JSON.stringify(rawOldPrice)}; left out` });
    const quantity = readQuantity(raw.quantity);
    if (quantity === null) problems.push({ productId, message: `variant "${id}" has an unreadable stock ${JSON.stringify(raw.quantity)}; treated as out of stock` });
    const valueIds = Array.isArray(raw.optionValueIds) ? raw.optionValueIds.map(text).filter(Boolean) : [];
    const optionKeys = variantKeys(valueIds, options);
    if (optionKeys.length !== options.length) problems.push({ productId, message: `variant "${id}" does not name a value for every option` });
    const images = readImages(raw.images, productId, problems, variantImagesOwner(id));
    variants.push({
      id,
      productId,
      price,
      oldPrice,
      article: text(raw.article ?? raw.vendor_code),
      availability: { quantity: quantity ?? 0, orderable: raw.orderable !== false && productVisible },
      imageId: idOf(raw.imageId ?? raw.image_id) ?? images[0]?.id ?? null,
      images,
      optionKeys,
      visible: raw.visible !== false,
      optionsInfo: readOptionsInfo(raw.optionsInfo),
    });
  }
  if (variants.length === 0) problems.push({ productId, message: 'the product has no variants; it cannot be ordered' });
  return variants;
}

/** Spec 001 §3 displayImage: an image, or absent. */
function readDisplayImage(value: unknown): Image | null {
  const checked = checkImage(value);
  return checked.ok ? checked.image : null;
}

/** Spec 001 §3 optionsInfo: a list of `{ name }`; anything else is absent. */
function readOptionsInfo(value: unknown): { name: string }[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((entry) => (isRecord(entry) && typeof entry.name === 'string' ? [{ name: entry.name }] : []));
}

/** Reads one product answer; see the module comment for how bad input is repaired. */
export function normaliseProduct(raw: unknown): NormalisedProduct {
  if (!isRecord(raw)) return { ok: false, problems: [{ productId: null, message: 'a product that is not an object was left out' }] };
  const id = idOf(raw.id);
  if (id === null) return { ok: false, problems: [{ productId: null, message: 'a product without an id was left out' }] };
  const problems: ProductProblem[] = [];
  const images = readImages(raw.images, id, problems);
  const options = readOptions(raw.options, id, problems);
  const visible = raw.visible !== false;
  // Spec 000 §3: a variant answers whether an order is permitted. A product the shop hid shows on a
  // page published before it was hidden, but its cart line could never be ordered (spec 001 §3, §4
  // not_available) and would hold up the checkout: none of its variants takes an order, so every
  // path that adds one (the card, its options modal, a button01 cart action) refuses it and the
  // card reads "Not available for order", as for a variant the shop closed.
  const variants = readVariants(raw.variants, id, visible, options, problems);
  const givenLink = text(raw.link).trim();
  // Followed from a card: it must be http(s) or a path of the site once the browser reads it.
  const link = safeServerLink(givenLink);
  if (givenLink !== '' && link === null) problems.push({ productId: id, message: `the product link "${givenLink}" is not an http(s) address or a path of the site; the card shows no link` });
  const defaultImageId = idOf(raw.default_image_id ?? raw.defaultImageId) ?? images[0]?.id ?? null;
  return {
    ok: true,
    problems,
    product: {
      id,
      title: text(raw.title ?? raw.name),
      link,
      description: text(raw.description),
      images,
      options,
      article: text(raw.article),
      // Spec 000 §3: the server's flag, read as given; derived from the variants only when it is absent.
      isOldPrice: typeof raw.isOldPrice === 'boolean' ? raw.isOldPrice : variants.some((variant) => variant.oldPrice !== null),
      hasOptions: options.length > 0,
      defaultImageId,
      variants,
      visible,
      displayImage: readDisplayImage(raw.displayImage),
      optionsInfo: readOptionsInfo(raw.optionsInfo),
    },
  };
}

/** Reads a list of product answers: the products that could be read, and every problem met. */
export function normaliseProducts(raw: readonly unknown[]): { products: Product[]; problems: ProductProblem[] } {
  const products: Product[] = [];
  const problems: ProductProblem[] = [];
  for (const entry of raw) {
    const result = normaliseProduct(entry);
    problems.push(...result.problems);
    if (result.ok) products.push(result.product);
  }
  return { products, problems };
}
