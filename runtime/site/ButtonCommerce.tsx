/**
 * What button01's shop actions do (spec 000 §2; issue 12.5). The button reports its action on
 * the event bus; here, where both the cart and the catalogue are known, it takes effect:
 * - `cart` with a product: adds the product's first orderable variant through the catalogue's
 *   one add path (the card's); without a product: opens the cart;
 * - `product`: follows the product's own link (from the product the site has, or loaded by id).
 * The catalogue's and the cart's code are imported only when such a button is pressed. Admin only reports the
 * actions (policies catalogueCartActions, cartOpensOnClick, followLinks).
 */
import { useEffect } from 'react';
import { usePolicy, useRuntimeBasics } from '../core/runtime-context';
import { usePageSettings } from '../page/page-settings-context';

/** The cart's store: a page whose buttons never touch the shop does not load it. */
const loadCartStore = () => import('../cart/cart-store');

export function ButtonCommerce() {
  const { services, stores, t } = useRuntimeBasics();
  const settings = usePageSettings();
  const opens = usePolicy('cartOpensOnClick');
  const adds = usePolicy('catalogueCartActions');
  const follows = usePolicy('followLinks');

  useEffect(
    () =>
      services.events.on('button:action', ({ elementId, action }) => {
        if (action.type !== 'cart' && action.type !== 'product') return;
        // A press that cannot take effect says why beside the button (Button01) and to screen readers.
        const refuse = (text: string) => {
          services.events.emit('button:refused', { elementId, text });
          services.events.emit('site:announce', { text });
        };
        const productId = typeof action.productId === 'string' ? action.productId : null;
        if (action.type === 'cart' && productId === null) {
          // The cart's code is here already on a page with a cart widget (the one part that shows it).
          if (opens) {
            loadCartStore().then(
              ({ cartStoreOf }) => cartStoreOf(stores).getState().openCart('button'),
              (error: unknown) => {
                services.log.warn(`button ${elementId}: the cart could not be opened: its code did not load`, error);
                refuse(t('runtime::open_failed'));
              },
            );
          }
          return;
        }
        // The product is known only once pressed, so the button cannot be disabled ahead.
        if (productId === null || (action.type === 'cart' ? !adds : !follows)) return;
        Promise.all([import('../catalogue'), loadCartStore()])
          .then(async ([catalogue, { cartStoreOf }]) => {
            const product = await catalogue.findProduct(catalogue.catalogueStoreOf(stores), services.request, settings.projectId, productId);
            if (!product) {
              services.log.warn(`button ${elementId}: product "${productId}" was not found`);
              return refuse(t('ecommerce::button::not_found'));
            }
            if (action.type === 'product') {
              if (product.link) services.navigate(product.link, { blank: action.blank === true });
              else services.log.warn(`button ${elementId}: product "${productId}" has no link`);
              return;
            }
            const variant = catalogue.defaultVariant(product, settings.ecommerce);
            const refusal = catalogue.orderRefusal(variant, settings.ecommerce);
            if (refusal !== null || variant === null) return refuse(t(catalogue.REFUSAL_KEYS[refusal ?? 'no_variant']));
            if (!catalogue.addVariantToCart(cartStoreOf(stores), product, variant, settings.ecommerce)) return refuse(t('ecommerce::button::stock_limit'));
            const count = cartStoreOf(stores).getState().items.find((item) => item.productId === product.id && item.variantId === variant.id)?.count ?? 0;
            services.events.emit('site:announce', { text: t('ecommerce::card::added', { name: product.title, count }) });
          })
          .catch((error: unknown) => {
            services.log.warn(`button ${elementId}: the product "${productId}" could not be loaded`, error);
            refuse(t('ecommerce::button::load_failed'));
          });
      }),
    [services, stores, t, settings, opens, adds, follows],
  );
  return null;
}
