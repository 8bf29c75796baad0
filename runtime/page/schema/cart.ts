/** Spec 001 §3 Ecommerce settings (the shop's, in the page settings) and the CART widget's own data (spec 002 §2). */
import { z } from 'zod';
import { ShippingMethodSchema } from './shipping';
import { Form01DataSchema } from './form01';

export const EcommerceSettingsSchema = z
  .object({
    inStockStatus: z.enum(['in_stock', 'items_in_stock']).default('items_in_stock').describe('in stock: say "In stock", or show the count in stock'),
    outOfStockStatus: z.enum(['in_stock', 'preorder']).default('preorder').describe('with preorders allowed, an item out of stock reads "In stock" or "Preorder"'),
    allowPreorder: z.boolean().default(false).describe('items out of stock can still be ordered; the stock caps no count'),
    allowPriceless: z.boolean().default(false).describe('items without a price can be ordered'),
    noPriceLabel: z.string().max(100).default('').describe('what a priceless item shows instead of a price'),
    minTotalOrder: z.number().nonnegative().default(0),
    autoOpenCart: z.boolean().default(false).describe('the cart opens by itself when the first item is added (spec 001 §2)'),
    shipping: z.array(ShippingMethodSchema).max(100).optional().describe('the shipping methods the cart offers, delivery and pickup (spec 001 §3; where they come from is our choice); none: the cart asks for no shipping'),
  })
  .strict();

/** The CART widget's data (our shape: the specs say only that the button's visibility follows the settings in run). */
export const CartWidgetDataSchema = z
  .object({
    button: z
      .enum(['always', 'not-empty', 'never'])
      .default('not-empty')
      .describe('when visitors see the cart button on the published site (preview and admin always show it; spec 001 §6)'),
    position: z.enum(['bottom-right', 'bottom-left', 'top-right', 'top-left']).default('bottom-right'),
    title: z.string().max(200).optional().describe('the overlay heading; "Cart" by the page language when absent'),
    order: Form01DataSchema.omit({ kind: true, products: true, payment: true, disabled: true })
      .optional()
      .describe("the cart's order form (a form01 whose lead carries the cart's lines, shipping and promotions); action pay starts a payment of the total; none: the cart takes no orders"),
  })
  .strict();

export type EcommerceSettings = z.infer<typeof EcommerceSettingsSchema>;
export type CartWidgetData = z.infer<typeof CartWidgetDataSchema>;
