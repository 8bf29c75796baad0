/** The card's behaviour, shared by the card and its options modal: its variant and its add to cart. */
import { useMemo } from 'react';
import { useStore, useStoreOnceHydrated } from '../platform/use-store';
import { usePolicyAtEvent, useRuntimeBasics } from '../core/runtime-context';
import { usePageSettings } from '../page/page-settings-context';
import { countInCart } from '../cart/model';
import { addVariantToCart } from './add-to-cart';
import { cardKey } from './catalogue-store';
import type { Product } from './product';
import { cartItemId, initialSelection, orderRefusal, variantFor, type Selection } from './variants';
import { cartStoreOf } from '../cart/model';
import { catalogueStoreOf } from './catalogue-store';

/**
 * The card's current selection and variant, shared by the card and its options modal, and why it
 * cannot be ordered, the cart's count of the variant included (spec 000 §5: once the cart holds
 * all the stock, the add is refused). The refusal is what is read from the cart, so the card
 * re-renders when it changes, not on every add; the server's (an empty cart's) until the page has
 * hydrated.
 */
export function useCardVariant(sectionId: string, product: Product) {
  const { stores } = useRuntimeBasics();
  const key = cardKey(sectionId, product.id);
  const stored = useStore(catalogueStoreOf(stores), (state) => state.selections[key]);
  const { ecommerce } = usePageSettings();
  const initial = useMemo(() => initialSelection(product, ecommerce), [product, ecommerce]);
  // A saved choice that no longer names a variant (the product changed since) gives way to the start.
  const kept = stored ? variantFor(product, stored, ecommerce) : null;
  const selection = stored && kept ? stored : initial;
  const variant = kept ?? variantFor(product, initial, ecommerce);
  // The server renders with an empty cart (it knows no visitor's): so does the hydration, and the
  // cart this browser kept counts from the host's hand-over on (platform/use-store.ts).
  const refusal = useStoreOnceHydrated(
    cartStoreOf(stores),
    (state) => orderRefusal(variant, ecommerce, variant ? countInCart(cartItemId(product.id, variant.id))(state) : 0),
    orderRefusal(variant, ecommerce),
  );
  const select = (next: Selection) => catalogueStoreOf(stores).getState().select(key, next);
  return { selection, variant, refusal, select };
}

/** Adds the card's current variant to the cart, or only reports it while editing. */
export function useAddToCart(sectionId: string, product: Product) {
  const { services, stores, t } = useRuntimeBasics();
  // Read at the click: a mode switch does not re-render every card for it.
  const policyAtEvent = usePolicyAtEvent();
  const { ecommerce } = usePageSettings();
  return (variantId: string, action: 'cart' | 'modal') => {
    const variant = product.variants.find((candidate) => candidate.id === variantId);
    if (!variant || orderRefusal(variant, ecommerce)) return false;
    const applied = policyAtEvent('catalogueCartActions') && addVariantToCart(cartStoreOf(stores), product, variant, ecommerce);
    services.events.emit('catalogue:cart', { sectionId, productId: product.id, variantId, action, applied });
    if (applied) {
      const count = countInCart(cartItemId(product.id, variant.id))(cartStoreOf(stores).getState());
      services.events.emit('site:announce', { text: t('ecommerce::card::added', { name: product.title, count }) });
    }
    return applied;
  };
}
