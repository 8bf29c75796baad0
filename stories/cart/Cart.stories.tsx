import { useState, type CSSProperties } from 'react';
import { CartWidget, DEFAULT_ECOMMERCE_SETTINGS, type CartItemData, type EcommerceSettings, type StockStatus } from '../../runtime/cart';
import { CartOverlay, createSampleCart, SAMPLE_ITEMS } from '../../runtime/cart/overlay';
import { createSiteStores } from '../../runtime/site/site-stores';
import '../../runtime/parts/modal/modal.css';
import '../../runtime/cart/cart.css';
import { StoryRuntime } from '../support/StoryRuntime';
import { cartStoreOf } from '../../runtime/cart/cart-store';

export default { title: 'Cart / Cart' };

const frame: CSSProperties = { maxWidth: 560, margin: '0 auto', padding: '32px 20px', display: 'grid', gap: 12, font: '15px system-ui, sans-serif' };
const filler: CSSProperties = { height: 1400, background: 'linear-gradient(#f6efe8, #e9dccf)', borderRadius: 12 };

const mug = SAMPLE_ITEMS[0]!;
const PREORDER: EcommerceSettings = { ...DEFAULT_ECOMMERCE_SETTINGS, allowPreorder: true };

/** One line for each stock status (spec 001 §4), with the settings that give it. */
const STATUS_LINES: Record<StockStatus, { item: Partial<CartItemData>; settings?: EcommerceSettings }> = {
  not_available: { item: { hidden: true } },
  in_stock: { item: { quantity: -1 } },
  items_in_stock: { item: { quantity: 4, count: 2 } },
  preorder: { item: { quantity: 0 }, settings: PREORDER },
  out_of_stock: { item: { quantity: 0 } },
  items_left_in_stock: { item: { quantity: 2, count: 3 } },
};

/** A cart with these lines (kept in memory), open, under these settings. */
function OpenCart({ items, settings = DEFAULT_ECOMMERCE_SETTINGS }: { items: readonly CartItemData[]; settings?: EcommerceSettings }) {
  const [stores] = useState(() => {
    const created = createSiteStores();
    // Added under preorder so that no stock caps what the story shows; the story's settings then apply.
    cartStoreOf(created).getState().configure({ ...settings, allowPreorder: true });
    for (const item of items) cartStoreOf(created).getState().add(item);
    cartStoreOf(created).setState({ settings, added: 0 });
    cartStoreOf(created).getState().openCart('button');
    return created;
  });
  return (
    <StoryRuntime stores={stores}>
      <div style={frame}>
        <div style={filler} data-page-filler="" />
      </div>
      <CartWidget widget={{ id: 'cart', type: 'CART', data: { button: 'always' } }} loadProducts={null} />
    </StoryRuntime>
  );
}

function statusStory(status: StockStatus) {
  const { item, settings } = STATUS_LINES[status];
  const Story = () => <OpenCart items={[{ ...mug, id: `status:${status}`, title: `Harbor Mug (${status})`, ...item }]} settings={settings} />;
  return Story;
}

export const StatusNotAvailable = statusStory('not_available');
export const StatusInStock = statusStory('in_stock');
export const StatusItemsInStock = statusStory('items_in_stock');
export const StatusPreorder = statusStory('preorder');
export const StatusOutOfStock = statusStory('out_of_stock');
export const StatusItemsLeftInStock = statusStory('items_left_in_stock');

/** The open cart with several lines; the button, #cart and counts work as on a page. */
export const Open = () => <OpenCart items={SAMPLE_ITEMS.slice(0, 3)} />;

/** The open cart with nothing in it. */
export const Empty = () => <OpenCart items={[]} />;

/** A closed cart with one line: the button opens it; "Add one more" makes it blink. */
export const Closed = () => {
  const [stores] = useState(() => {
    const created = createSiteStores();
    cartStoreOf(created).getState().add({ ...mug, quantity: -1 });
    return created;
  });
  return (
    <StoryRuntime stores={stores}>
      <div style={frame}>
        <button type="button" onClick={() => cartStoreOf(stores).getState().add({ ...mug, quantity: -1 })}>
          Add one more
        </button>
        <a href="#cart">Open the cart with a #cart link</a>
        <div style={filler} data-page-filler="" />
      </div>
      <CartWidget widget={{ id: 'cart', type: 'CART', data: { button: 'always' } }} loadProducts={null} />
    </StoryRuntime>
  );
};

/** Admin's forced open (spec 001 §6): sample lines of every status; removal disabled in admin; nothing stored. */
export const ForcedOpen = () => {
  const [sample] = useState(() => createSampleCart(DEFAULT_ECOMMERCE_SETTINGS));
  const [open, setOpen] = useState(true);
  return (
    <StoryRuntime>
      <div style={frame}>
        <button type="button" onClick={() => setOpen(true)}>
          Force open again
        </button>
      </div>
      {open && <CartOverlay store={sample} forced onClosed={() => setOpen(false)} />}
    </StoryRuntime>
  );
};
