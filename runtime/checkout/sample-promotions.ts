/**
 * The promotions admin shows (spec 001 §6: promotion logic is skipped while editing, and the
 * discount and promocode lines are always shown): a sample discount and a sample promocode, so
 * the owner sees and styles both lines without a call to the server.
 */
import type { Discount, Promocode } from './promotions';

export const SAMPLE_DISCOUNT: Discount = { id: 'sample-discount', discountType: 'percent', amount: 5, activeFrom: 0 };

export const SAMPLE_PROMOCODE: Promocode = {
  id: 'sample-promocode',
  code: 'sample10',
  discountType: 'percent',
  amount: 10,
  activeFrom: 0,
  deliveryFree: false,
  usageWithAnyDiscount: true,
  isActive: true,
  isAvailable: true,
};
