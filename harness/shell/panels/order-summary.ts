/**
 * What an order (a lead from the cart's order form: its `products` name a product_id) says, for the
 * Leads panel: the lines, the shipping method and address, the promotions and the sum to pay, read
 * from the payload as the sandbox got it. A lead that is no order, or a payload it cannot read,
 * gives null and is shown as a plain lead.
 */
export interface OrderSummary {
  lines: { title: string; count: number; price: number | null }[];
  shipping: string | null;
  address: string | null;
  promotions: string[];
  pay: number | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function orderSummary(payload: unknown): OrderSummary | null {
  if (!isRecord(payload) || typeof payload.products !== 'string') return null;
  let products: unknown;
  try {
    products = JSON.parse(payload.products) as unknown;
  } catch {
    return null;
  }
  if (!Array.isArray(products) || !products.some((line) => isRecord(line) && 'product_id' in line)) return null;
  const lines = products.filter(isRecord).map((line) => ({
    title: typeof line.title === 'string' ? line.title : '?',
    count: typeof line.count === 'number' ? line.count : 0,
    price: typeof line.price === 'number' ? line.price : null,
  }));
  const hidden = new Map<string, string>();
  if (Array.isArray(payload.advanced)) for (const field of payload.advanced.filter(isRecord)) if (typeof field.name === 'string' && typeof field.value === 'string') hidden.set(field.name, field.value);
  const shippingFields = Array.isArray(payload.shipping) ? payload.shipping.filter(isRecord) : [];
  const pickup = [...hidden].filter(([name]) => name.startsWith('shipping[address]')).map(([, value]) => value);
  const typed = shippingFields.map((field) => field.value).filter((value): value is string => typeof value === 'string' && value !== '');
  const address = [...typed, ...pickup].join(', ');
  const shippingName = hidden.get('shipping[name]');
  const shippingPrice = hidden.get('shipping[price]');
  const pay = Number(hidden.get('pay[price]'));
  return {
    lines,
    shipping: shippingName ? `${shippingName} (${hidden.get('shipping[type]') ?? '?'}${shippingPrice ? `, ${shippingPrice}` : ', price agreed later'})` : null,
    address: address === '' ? null : address,
    promotions: [hidden.get('promotions[discount]') && `discount ${hidden.get('promotions[discount]')}`, hidden.get('promotions[promocode]') && `promocode ${hidden.get('promotions[promocode]')}`].filter((text): text is string => Boolean(text)),
    pay: Number.isFinite(pay) && pay > 0 ? pay : null,
  };
}
