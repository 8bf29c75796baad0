/**
 * The default registry: every registered type of spec 002 §2. Adding a type is one entry here
 * (and its schema in page/schema/). Types whose behaviour a later issue builds are registered
 * as not implemented: admin shows a labelled box, visitors see nothing.
 */
import { createElement, Suspense } from 'react';
import { BundleSection } from '../blocks/bundle/BundleSection';
import { FreeSection } from '../blocks/free/FreeSection';
import { Button01 } from '../elements/button01/Button01';
import { Contacts01 } from '../elements/contacts01/Contacts01';
import { Figure } from '../elements/figure/Figure';
import { Hr01 } from '../elements/hr01/Hr01';
import { Icon01 } from '../elements/icon01/Icon01';
import { Media01 } from '../elements/media01/Media01';
import { Rotator01 } from '../elements/rotator01/Rotator01';
import { lazyPart, quietLazyPart } from './lazy-part';
import type { ProductsSectionData } from '../blocks/products/ProductsSection';
import type { Form01Element, Widget } from '../page/page-schema';
import type { Registry } from '../parts/registry-context';

/** The catalogue is the largest block: its code (cards, options, modal, stores' views) loads only on pages with one. */
const products = lazyPart<{ section: ProductsSectionData }>(() => import('../blocks/products/ProductsSection').then((module) => module.ProductsSection));

/** Forms (fields, masks, rules) load only on pages with a form; a form waits in its own place, not its section's. */
const form01 = lazyPart<{ element: Form01Element }>(() => import('../forms').then((module) => module.Form01));
function LazyForm01(props: { element: Form01Element }) {
  return createElement(Suspense, { fallback: createElement('div', { className: 'rt-form-loading', 'data-form-loading': '' }) }, createElement(form01.component, props));
}
/** The cart widget and its overlay load only on pages with a CART widget; the page never waits for them. */
const cart = quietLazyPart<{ widget: Widget }>(() => import('../blocks/cart/CartWidgetPart').then((module) => module.CartWidgetPart));
/** The anchors widget floats over the page as well: only pages with an ANCHORS widget load it, and nothing waits for it. */
const anchors = quietLazyPart<{ widget: Widget }>(() => import('../widgets/anchors/Anchors').then((module) => module.Anchors));

export const DEFAULT_REGISTRY: Registry = {
  elements: {
    figure: { component: Figure, implemented: true },
    hr01: { component: Hr01, implemented: true },
    icon01: { component: Icon01, implemented: true },
    button01: { component: Button01, implemented: true },
    media01: { component: Media01, implemented: true },
    form01: { component: LazyForm01, implemented: true, preload: form01.preload },
    rotator01: { component: Rotator01, implemented: true },
    contacts01: { component: Contacts01, implemented: true },
  },
  blocks: {
    FREE: { component: FreeSection, implemented: true },
    BUNDLE: { component: BundleSection, implemented: true },
    PRODUCTS: { component: products.component, implemented: true, preload: products.preload },
  },
  widgets: {
    CART: { component: cart.component, implemented: true, preload: cart.preload },
    ANCHORS: { component: anchors.component, implemented: true, preload: anchors.preload },
  },
};
