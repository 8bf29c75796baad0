/**
 * The default registry: every registered type of spec 002 §2. Adding a type is one entry here
 * (and its schema in page/schema/). Types whose behaviour a later issue builds are registered
 * as not implemented: admin shows a labelled box, visitors see nothing.
 */
import { createElement, Suspense, type ComponentType } from 'react';
import { lazyModule, lazyPart, quietLazyPart } from './lazy-part';
import type { ProductsSectionData } from '../blocks/products/ProductsSection';
import type { Form01Element, PageElement, Widget } from '../page/page-schema';
import type { LoadedSection } from '../page/parse-page';
import type { Registry } from '../parts/registry-context';
import { specialFieldSources } from '../fields/model';
import { SLIDER_SOURCE, sliderCode } from '../widgets/slider/slider-code';

/**
 * The standard blocks and elements (standard-parts.ts): one chunk, started with the page. Outside
 * the first script, so a published page's first script is React and the page's frame; a section
 * shows its prerendered HTML until this code is there, then hydrates. The page hydrates once it
 * is in (`withPage`).
 */
const standard = lazyModule(() => import('./standard-parts'));
type ElementOf<Type extends PageElement['type']> = { element: Extract<PageElement, { type: Type }> };
type SectionOf<Type extends LoadedSection['type']> = { section: Extract<LoadedSection, { type: Type }> };
/** The registration of a part the page hydrates with (`withPage`), whose code is `source` (from the project's root). */
const withPagePart = <Props extends object>(part: { component: ComponentType<Props>; preload: () => Promise<unknown> }, source: string) => ({
  component: part.component,
  implemented: true,
  preload: part.preload,
  source,
  withPage: true,
});
const standardPart = <Props extends object>(pick: (parts: typeof import('./standard-parts')) => ComponentType<Props>) => withPagePart(standard.part(pick), 'runtime/site/standard-parts.ts');
/**
 * Standard parts that only some pages have, each in a chunk of its own so that a page without them
 * does not load them: a BUNDLE block (with its tabs and their dropdown), a rotator, a media
 * element's slider (slider-code.ts). The page hydrates with them too.
 */
const bundle = lazyPart<SectionOf<'BUNDLE'>>(() => import('../blocks/bundle/BundleSection').then((module) => module.BundleSection));
const rotator = lazyPart<ElementOf<'rotator01'>>(() => import('../elements/rotator01/Rotator01').then((module) => module.Rotator01));

/** Loads every standard part's code: what a host that renders any page at once (a test, renderToString) awaits first. */
export const preloadStandardParts = () => Promise.all([standard.preload(), bundle.preload(), rotator.preload(), sliderCode.preload()]);

/**
 * A media element that shows a video renders the player, whose code Media01 imports on demand
 * (its controller and adapters load only on pages with a video). The server prerenders the player,
 * so a published page needs its stylesheet in the HTML: without it the player showed unstyled, and
 * 44 px taller, until its code came.
 */
export const VIDEO_PLAYER_SOURCE = 'runtime/media/video/VideoPlayer.tsx';

/** The catalogue is the largest block: its code (cards, options, modal, stores' views) loads only on pages with one. */
const products = lazyPart<{ section: ProductsSectionData }>(() => import('../blocks/products/ProductsSection').then((module) => module.ProductsSection));

/** Forms (fields, masks, rules) load only on pages with a form; a form waits in its own place, not its section's. */
const formsModule = () => import('../forms');
const form01 = lazyPart<{ element: Form01Element }>(() => formsModule().then((module) => module.Form01));
function LazyForm01(props: { element: Form01Element }) {
  return createElement(Suspense, { fallback: createElement('div', { className: 'rt-form-loading', 'data-form-loading': '' }) }, createElement(form01.component, props));
}
/** The cart widget and its overlay load only on pages with a CART widget; the page never waits for them. */
const cart = quietLazyPart<{ widget: Widget }>(() => import('../blocks/cart/CartWidgetPart').then((module) => module.CartWidgetPart));
/** The anchors widget floats over the page as well: only pages with an ANCHORS widget load it, and nothing waits for it. */
const anchors = quietLazyPart<{ widget: Widget }>(() => import('../widgets/anchors/Anchors').then((module) => module.Anchors));

export const DEFAULT_REGISTRY: Registry = {
  elements: {
    figure: standardPart<ElementOf<'figure'>>((parts) => parts.Figure),
    hr01: standardPart<ElementOf<'hr01'>>((parts) => parts.Hr01),
    icon01: standardPart<ElementOf<'icon01'>>((parts) => parts.Icon01),
    button01: standardPart<ElementOf<'button01'>>((parts) => parts.Button01),
    media01: {
      ...standardPart<ElementOf<'media01'>>((parts) => parts.Media01),
      codeFor: ({ element }) => (element.data.kind === 'slider' ? [sliderCode.preload] : []),
      // Only the server reads it (see form01's).
      sourcesFor: import.meta.env.SSR ? ({ element }) => (element.data.kind === 'video' ? [VIDEO_PLAYER_SOURCE] : element.data.kind === 'slider' ? [SLIDER_SOURCE] : []) : undefined,
    },
    form01: {
      component: LazyForm01,
      implemented: true,
      preload: form01.preload,
      preloadFor: (props) => formsModule().then((module) => module.formFieldsReady(props)),
      source: 'runtime/forms/index.ts',
      // Only the server reads it: the visitor's build (import.meta.env.SSR false) leaves the function,
      // the module names and the fields' kinds out of the first script.
      sourcesFor: import.meta.env.SSR ? ({ element }) => specialFieldSources(element.data.fields.map((field) => field.type)) : undefined,
    },
    rotator01: withPagePart(rotator, 'runtime/elements/rotator01/Rotator01.tsx'),
    contacts01: standardPart<ElementOf<'contacts01'>>((parts) => parts.Contacts01),
  },
  blocks: {
    FREE: standardPart<SectionOf<'FREE'>>((parts) => parts.FreeSection),
    BUNDLE: withPagePart(bundle, 'runtime/blocks/bundle/BundleSection.tsx'),
    PRODUCTS: { component: products.component, implemented: true, preload: products.preload, source: 'runtime/blocks/products/ProductsSection.tsx' },
  },
  widgets: {
    CART: { component: cart.component, implemented: true, preload: cart.preload },
    ANCHORS: { component: anchors.component, implemented: true, preload: anchors.preload },
  },
};
