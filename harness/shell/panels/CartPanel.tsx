import { useState, type FormEvent } from 'react';
import type { CartLine } from '../../protocol';
import type { VariantChange } from '../../../sandbox/catalogue-changes';

/** What the panel says a stock of -1 is. */
const UNLIMITED = 'unlimited';

/**
 * The visitor's cart as the page holds it (issue 12.6), and a form per line to change that
 * variant's price or stock in the sandbox's shop, as the owner would between two refreshes: the
 * cart shows the change when it next reloads its products (on open, and every 20 min while open).
 */
export function CartPanel({ cart, onChange }: { cart: { lines: CartLine[]; open: boolean; changed: Record<string, VariantChange> }; onChange(variantId: string, change: VariantChange): void }) {
  if (cart.lines.length === 0) return <p className="shell__empty">The cart is empty. Add a product on the page.</p>;
  return (
    <div className="shell__cart">
      <p className="shell__hint">
        The cart is {cart.open ? 'open' : 'closed'}. A change below reaches the cart when it next refreshes its products: when it opens, and every 20
        minutes while it is open.
      </p>
      <ul className="shell__events" aria-label="Cart lines">
        {cart.lines.map((line) => (
          <CartLineRow key={line.id} line={line} changed={cart.changed[line.variantId]} onChange={onChange} />
        ))}
      </ul>
    </div>
  );
}

function CartLineRow({ line, changed, onChange }: { line: CartLine; changed: VariantChange | undefined; onChange(variantId: string, change: VariantChange): void }) {
  const [price, setPrice] = useState(String(changed?.price ?? line.price ?? ''));
  const [stock, setStock] = useState(String(changed?.quantity ?? line.quantity));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change = readChange(price, stock);
    if (typeof change === 'string') return setProblem(change);
    setProblem(null);
    onChange(line.variantId, change);
  };
  const label = `${line.title}${line.options ? ` (${line.options})` : ''}`;
  return (
    <li data-cart-line={line.id} data-variant-id={line.variantId}>
      <strong>{label}</strong> <span>{`× ${line.count} · ${line.price === null ? 'no price' : line.price} · stock ${line.quantity === -1 ? UNLIMITED : line.quantity} · ${line.status.replace(/_/g, ' ')}`}</span>
      <form className="shell__cart-form" onSubmit={submit} aria-label={`Change ${label} in the sandbox`}>
        <label>
          Price <input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} placeholder="none" size={7} />
        </label>
        <label>
          Stock <input inputMode="numeric" value={stock} onChange={(e) => setStock(e.target.value)} size={5} title="-1 for unlimited" />
        </label>
        <button type="submit">Change in the sandbox</button>
        {changed && <span className="shell__cart-changed">changed</span>}
        {problem && (
          <span role="alert" className="shell__cart-problem">
            {problem}
          </span>
        )}
      </form>
    </li>
  );
}

/** The form's text as a change, or what is wrong with it. An empty price means no price. */
export function readChange(price: string, stock: string): VariantChange | string {
  const priceText = price.trim().replace(',', '.');
  const priceValue = priceText === '' ? null : Number(priceText);
  if (priceValue !== null && !(Number.isFinite(priceValue) && priceValue >= 0)) return 'The price is a number of 0 or more, or empty for no price.';
  const stockValue = Number(stock.trim());
  if (stock.trim() === '' || !(Number.isInteger(stockValue) && stockValue >= -1)) return 'The stock is a whole number of 0 or more, or -1 for unlimited.';
  return { price: priceValue, quantity: stockValue };
}
