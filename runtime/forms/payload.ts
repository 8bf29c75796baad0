/**
 * The lead payload (spec 002 §3 "Form submission payload", 001 §3 "Form fields submitted"): the
 * JSON a form sends, built from the form's values and the page's context. Pure.
 *
 * Decisions where the spec is silent:
 * - `products` is a JSON list as a string (the spec says "products (JSON list)" beside plain fields).
 * - `utmData` holds the `utm_*` parameters of the landing address (the address the visitor
 *   arrived with), as an object; none gives `{}`.
 * - The visitor's answers go in `fields`: one entry per field with id, name, type and value
 *   (lists for checkboxes and two-runner ranges). Hidden fields the visitor never sees are there too.
 * - `is_ajax` is 1: the form sends in the background and reads JSON back.
 */
import { utmFromUrl } from '../platform/landing';
import type { FieldKind, FieldValue } from './validation';

/** Spec 002 §3 Product item. */
export interface LeadProduct {
  id: string;
  title: string;
  img: string | null;
  price: number | null;
  count: number;
  strict: boolean;
}

/** Spec 001 §3 "Items sent on submit": a cart line as an order sends it (checkout/order.ts builds it). */
export interface OrderProduct {
  id: string;
  type: 'product' | 'custom';
  count: number;
  price: number | null;
  title: string;
  /** The image as the page names it, `{id}.{ext}`; null without one. */
  img: string | null;
  product_id: string;
  variant_id: string;
}

/** Spec 002 §3: shipping fields, each with value, id, type and name. */
export interface ShippingField {
  id: string;
  type: string;
  name: string;
  value: string;
}

/** Spec 002 §3: extra hidden advanced fields, each with type, name and value (pay[price], pay[desc], promotions…). */
export interface AdvancedField {
  type: string;
  name: string;
  value: string;
}

export interface LeadField {
  id: string;
  name: string;
  type: FieldKind;
  value: string | boolean | string[] | number[];
}

export interface LeadPayloadInput {
  /** The form element's id. */
  elementId: string;
  /** The form's numeric id (jsform). */
  formId: number;
  pageId: string | null;
  userId: string | null;
  /** The address the visitor landed with (full URL or just its query: platform/landing.ts). */
  landingUrl: string;
  abTest: string | null;
  roistatVisit: string | null;
  captchaToken: string | null;
  /** True where the server must refresh the products' data (order forms with cart items). */
  forceUpdateProduct: boolean;
  /** An order form's own products (002 §3), or the cart's lines (001 §3) for the cart's order. */
  products: readonly (LeadProduct | OrderProduct)[];
  fields: readonly { id: string; name: string; type: FieldKind; value: FieldValue }[];
  shipping: readonly ShippingField[];
  advanced: readonly AdvancedField[];
}

export interface LeadPayload {
  id: string;
  is_ajax: 1;
  forceUpdateProduct: boolean;
  /** A JSON list of LeadProduct or OrderProduct. */
  products: string;
  jsform: number;
  pageId: string | null;
  userId: string | null;
  utmData: Record<string, string>;
  abTest: string | null;
  roistatVisit: string | null;
  'captcha-token': string | null;
  fields: LeadField[];
  shipping: ShippingField[];
  advanced: AdvancedField[];
}

const copyValue = (value: FieldValue): LeadField['value'] => (typeof value === 'string' || typeof value === 'boolean' ? value : ([...value] as string[] | number[]));

export function buildLeadPayload(input: LeadPayloadInput): LeadPayload {
  return {
    id: input.elementId,
    is_ajax: 1,
    forceUpdateProduct: input.forceUpdateProduct,
    products: JSON.stringify(input.products),
    jsform: input.formId,
    pageId: input.pageId,
    userId: input.userId,
    utmData: utmFromUrl(input.landingUrl),
    abTest: input.abTest,
    roistatVisit: input.roistatVisit,
    'captcha-token': input.captchaToken,
    fields: input.fields.map((field) => ({ id: field.id, name: field.name, type: field.type, value: copyValue(field.value) })),
    shipping: input.shipping.map((field) => ({ ...field })),
    advanced: input.advanced.map((field) => ({ ...field })),
  };
}

/**
 * A lead's value kept in the site's storage (userId, abTest, roistat_visit: spec 002 §3), read with
 * suspicion: the storage holds whatever an older version, another script or a hand put there, and
 * `storage.get<string>` only names the type. Text goes as it is; a finite number as its text (an
 * analytics counter may keep its visit number as a number, and the lead's field is text); anything
 * else (an object, a list, a boolean, NaN) is no value, null, rather than a lead the server cannot read.
 */
export function storedLeadText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** 001 §3: a payment form's hidden fields, pay[price] and pay[desc]. */
export function paymentFields(price: number, description: string): AdvancedField[] {
  return [
    { type: 'hidden', name: 'pay[price]', value: String(price) },
    { type: 'hidden', name: 'pay[desc]', value: description },
  ];
}
