import { StorySite } from '../support/StorySite';
import { shopSeed } from '../../scenarios/shop/seed';
import { createShopStorySite } from '../support/shop-site';

export default { title: 'Elements / button01' };

export const LinkAction = () => (
  <StorySite elements={[{ id: 'go', type: 'button01', data: { text: 'See the menu', action: { type: 'link', href: '#menu' }, style: { shadow: true, icon: 'arrow-right' } } }]} />
);

export const Styles = () => (
  <StorySite
    elements={[
      { id: 'filled', type: 'button01', layout: { desktop: { span: 3 } }, data: { text: 'Filled', action: { type: 'cart' } } },
      { id: 'outline', type: 'button01', layout: { desktop: { span: 3 } }, data: { text: 'Outline', action: { type: 'modal', modalId: 'm1' }, style: { fill: 'rgba(0,0,0,0)', border: { color: '#b4532a', width: 2, radius: 99 }, text: { color: '#b4532a' } } } },
      { id: 'gradient', type: 'button01', layout: { desktop: { span: 3 } }, data: { text: 'Gradient, high', action: { type: 'cart' }, style: { fill: 'linear-gradient(135deg, #b4532a, #e0a458)', high: true, shadow: true } } },
      { id: 'underline', type: 'button01', layout: { desktop: { span: 3 } }, data: { text: 'Underlined link', action: { type: 'link', href: 'https://example.com', blank: true }, style: { fill: 'rgba(0,0,0,0)', underline: true, text: { color: '#1f1a17' } } } },
      { id: 'wide', type: 'button01', data: { text: 'Wide button with icon', action: { type: 'cart' }, style: { wide: true, icon: 'cart' } } },
    ]}
  />
);

/** A javascript: link is dropped by the URL-safety rule: the button renders as a plain button. */
export const UnsafeLink = () => <StorySite elements={[{ id: 'evil', type: 'button01', data: { text: 'Unsafe link', action: { type: 'link', href: 'javascript:alert(1)' } } }]} />;

const SHOP_SETTINGS = { projectId: shopSeed.projectId, country: 'US' };

/**
 * Shop actions in a shop without preorders (spec 000 §2): one button adds a product, one names a
 * sold-out product, one a product the shop no longer has. A press that cannot take effect says
 * why under its button.
 */
export const ShopActions = () => (
  <StorySite
    createSite={createShopStorySite}
    settings={SHOP_SETTINGS}
    elements={[
      { id: 'add', type: 'button01', layout: { desktop: { span: 4 } }, data: { text: 'Add the discovery box', action: { type: 'cart', productId: '1' }, style: { icon: 'cart' } } },
      { id: 'sold-out', type: 'button01', layout: { desktop: { span: 4 } }, data: { text: 'Add the sold-out beans', action: { type: 'cart', productId: '10' }, style: { icon: 'cart' } } },
      { id: 'gone', type: 'button01', layout: { desktop: { span: 4 } }, data: { text: 'Add a retired blend', action: { type: 'cart', productId: '9999' }, style: { icon: 'cart' } } },
    ]}
  />
);
