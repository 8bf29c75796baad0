/**
 * The shop's shipping methods (spec 001 §3 "Shipping method"; spec 002 §3 "Shipping method",
 * "Address fields"), written by the owner in the page's ecommerce settings. The specs do not say
 * where the methods come from: OUR CHOICE is the page's `settings.ecommerce.shipping`, as the
 * builder publishes the shop's other settings there. The figures a visitor sees (the current
 * price, untilFree, untilMinTotal, blocked) are worked out from the cart (checkout/shipping.ts).
 */
import { z } from 'zod';
import { ADDRESS_FIELDS, SHIPPING_TYPES } from './constants';
import { id } from './fields';

const money = z.number().nonnegative().max(1e9);

/**
 * One address field's flags (spec 002 §3). Both optional, with no default here: a flag the owner
 * leaves out keeps the field's own default (checkout/address.ts DEFAULT_ADDRESS_FIELDS_CONFIG),
 * which differs per field (addressLine1 is shown and required), so `{ required: true }` alone
 * must not hide addressLine1.
 */
export const AddressFieldConfigSchema = z
  .object({
    show: z.boolean().optional().describe("absent: the field's default (addressLine1 shown, the others hidden)"),
    required: z.boolean().optional().describe("only a shown field can be required; absent: the field's default (addressLine1 required, the others optional)"),
  })
  .strict();

/** A pickup point's (or the shop's) own address (spec 001 §3 Shipping method `address`). */
export const ShippingAddressSchema = z
  .object({
    addressLine1: z.string().max(300).default(''),
    addressLine2: z.string().max(300).default(''),
    country: z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code such as US or RU').optional(),
    region: z.string().max(200).default(''),
    city: z.string().max(200).default(''),
    zipCode: z.string().max(40).default(''),
  })
  .strict();

export const ShippingMethodSchema = z
  .object({
    id: id,
    title: z.string().min(1).max(200),
    type: z.enum(SHIPPING_TYPES),
    price: z
      .object({
        current: money.default(0).describe('the price of the method'),
        notFixedPrice: z.boolean().default(false).describe('the price is agreed after the order ("not fixed"); no figure is shown'),
        minTotal: money.optional().describe('the method can be chosen only from this cart subtotal (see useMinTotal)'),
        freeFrom: money.optional().describe('free from this cart subtotal'),
      })
      .strict()
      .prefault({}),
    useMinTotal: z.boolean().default(true).describe('whether price.minTotal applies (the owner can keep the figure and switch it off)'),
    prices: z
      .array(z.object({ from: money, current: money }).strict())
      .max(50)
      .default([])
      .describe('price tiers: from this cart subtotal the method costs `current` (the highest tier reached wins over price.current)'),
    address: ShippingAddressSchema.optional().describe('pickup: where the order is collected (sent with the order as shipping[address])'),
    isInternationalDelivery: z.boolean().default(false).describe('the visitor chooses the country (then shown and required)'),
    availableCountry: z.array(z.string().regex(/^[A-Z]{2}$/)).default([]).describe('international delivery: the countries it ships to; empty means every country'),
    deliveryAddressEnabled: z.boolean().default(true).describe('delivery: whether the address block is shown at all (spec 002 §4)'),
    addressFieldsConfig: z
      .partialRecord(z.enum(ADDRESS_FIELDS), AddressFieldConfigSchema)
      .default({})
      .describe('which address fields show and which are required; absent fields and flags keep the defaults (addressLine1 shown and required, the rest hidden)'),
  })
  .strict();

export type AddressFieldConfig = z.infer<typeof AddressFieldConfigSchema>;
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;
export type ShippingMethod = z.infer<typeof ShippingMethodSchema>;
