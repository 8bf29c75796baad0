/**
 * A product card (spec 000 §1, §3 Card style, §4 Card options, §5): the card elements of
 * `elements_list` in that order (media, name, options, divider, article, description, available,
 * price, button, more_details), styled by `elements_styles` (each element 10 px below the one
 * before unless styled otherwise, spec 000 §9).
 *
 * The chosen options live in the site's product store under the card's key, so a card keeps its
 * variant across mode and viewport switches, and choosing an option re-renders this card only
 * (the card is memoised and reads its own selection with a narrow selector).
 *
 * The card provides its context (card-context.ts); each element is its own component
 * (card-elements.tsx). The button, name and media act as card-actions.ts decides. In admin the cart and options-modal
 * actions are shown but only reported (policy catalogueCartActions); links are reported too
 * (policy followLinks).
 */
import { memo, useEffect, useId, useMemo, useRef, type CSSProperties } from 'react';
import { safeColour, safeFill } from '../safety/colour';
import type { CardElementName, CardStyle } from '../page/page-schema';
import { CARD_ELEMENT_PADDING_TOP_PX } from '../page/schema/constants';
import { usePageSettings } from '../page/page-settings-context';
import { useRuntimeBasics, useViewport } from '../core/runtime-context';
import { cssUrl } from '../media/background/image-source';
import { cardBackgroundSource } from '../media/image/named-widths';
import { useLightImagesKeepingShownFiles } from '../media/image/light-images';
import { cartActionFor, type CardClick } from './card-actions';
import { CardContext, CardProductContext, type CardContextValue } from './card-context';
import { CARD_ELEMENTS } from './card-elements';
import { useAddToCart, useCardVariant } from './card-hooks';
import type { Product } from './product';
import { productHash } from './section-catalogue';
import { productRefusal } from './variants';
import { CARD_HELD_HEIGHT_PROPERTY, cardHeldHeight } from './card-held-height';
import { VISUAL_TOKENS } from '../page/visual-tokens';
import { cardWarmerOf } from './warm-cards';

export interface ProductCardProps {
  sectionId: string;
  product: Product;
  style: CardStyle;
  /** `double`: media beside the details, in these column proportions (of 24). */
  layout: CardLayout;
  /** Opens the options modal for this card (the section owns the modal). */
  onOpenOptions(productId: string): void;
  /** Whether this card bears the product's `#product{id}` (product-names.ts: one card per product in the document). */
  named?: boolean;
  /**
   * Only the card's box for now, holding its height, its contents rendered a moment later: a card
   * a load-more adds below the window (ProductList says why).
   */
  contentLater?: boolean;
}

export interface CardLayout {
  type: 'single' | 'double';
  proportions: readonly [number, number];
  swap: boolean;
  align: 'left' | 'center' | 'right';
}

/** The card's alignment for its flex rows (price, availability, option blocks). */
const CARD_JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export const ProductCard = memo(function ProductCard({ sectionId, product, style, layout, onOpenOptions, named = false, contentLater = false }: ProductCardProps) {
  // Only what a card shows: a mode switch that changes none of it leaves the card alone.
  const { services } = useRuntimeBasics();
  const viewport = useViewport();
  const lightImages = useLightImagesKeepingShownFiles();
  const { selection, variant, refusal: variantRefusal, select } = useCardVariant(sectionId, product);
  const addToCart = useAddToCart(sectionId, product);
  const nameId = useId();
  // The options modal is where another variant is chosen: it is refused only when no variant can be ordered.
  const { ecommerce } = usePageSettings();
  const refusal = cartActionFor(style.actions, product) === 'modal' ? productRefusal(product, variantRefusal, ecommerce) : variantRefusal;

  const act = (click: CardClick) => {
    if (click.kind !== 'cart') return;
    if (click.cartAction === 'modal') {
      services.events.emit('catalogue:cart', { sectionId, productId: product.id, variantId: variant?.id ?? '', action: 'modal', applied: false });
      onOpenOptions(product.id);
    } else if (variant) addToCart(variant.id, 'cart');
  };

  const elements = style.elements_list.filter((name, index, list) => list.indexOf(name) === index);
  const double = layout.type === 'double' && viewport === 'desktop';
  // The height the card holds until it is drawn (catalogue.css), the server's HTML's too: reckoned
  // once per design, product and variant shown, not at every render (a variant change re-renders the card).
  const heldHeight = useMemo(() => cardHeldHeight({ style, double: double ? { proportions: layout.proportions } : null, viewport, product, variant }), [style, double, layout.proportions, viewport, product, variant]);

  const background = style.background;
  // (A card of a page rendered ahead has no background photo until shown: catalogue.css.)
  const backgroundImage = background?.image ? cardBackgroundSource(background.image, viewport, { slowNetwork: lightImages, support: services.images.support, loadedWidths: [] }) : null;
  const cardStyle = {
    '--rt-card-radius': `${style.radius}px`,
    '--rt-card-pad-top': `${style.padding.top ?? VISUAL_TOKENS.card.padTopPx}px`,
    '--rt-card-pad-bottom': `${style.padding.bottom ?? VISUAL_TOKENS.card.padBottomPx}px`,
    '--rt-card-pad-side': `${style.padding.side ?? VISUAL_TOKENS.card.padSidePx}px`,
    // minmax(0, …): the photo, stretched to the card's height, must not widen its column by its proportion.
    '--rt-card-media-columns': `minmax(0, ${layout.proportions[0]}fr) minmax(0, ${layout.proportions[1]}fr)`,
    background: backgroundImage ? `center / cover no-repeat ${cssUrl(backgroundImage.url)}` : (safeFill(background?.color) ?? undefined),
    borderColor: safeColour(style.border) ?? undefined,
    textAlign: layout.align,
    '--rt-card-justify': CARD_JUSTIFY[layout.align],
    [CARD_HELD_HEIGHT_PROPERTY]: heldHeight,
  } as CSSProperties;

  const mediaFirst = elements[0] === 'media';
  // The card is named by its name element, when it shows one: a screen reader's list of the page's
  // articles then says which card is which.
  const labelledBy = elements.includes('name') ? nameId : undefined;
  const render = (name: CardElementName) => <CardElement key={name} name={name} style={style} />;
  const context: CardContextValue = { sectionId, product, style, selection, variant, refusal, nameId, double, select, act };
  const productContext = useMemo(() => ({ sectionId, product, style }), [sectionId, product, style]);
  // Laid out ahead in the page's idle time while off the screen, once its contents are there (warm-cards.ts).
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    const card = box.current;
    if (!card || contentLater) return;
    return cardWarmerOf(card).warm(card);
  }, [contentLater]);

  return (
    <CardProductContext value={productContext}>
      <CardContext value={context}>
        <article
          ref={box}
          id={named ? productHash(product.id) : undefined}
          className={`rt-card rt-card--${double ? 'double' : 'single'}${layout.swap && double ? ' rt-card--swap' : ''}`}
          aria-labelledby={contentLater ? undefined : labelledBy}
          data-product-id={product.id}
          data-variant-id={variant?.id}
          data-orderable={variantRefusal === null ? '' : undefined}
          data-refusal={variantRefusal ?? undefined}
          data-transition={style.transitions}
          data-content-later={contentLater ? '' : undefined}
          style={cardStyle}
        >
          {contentLater ? null : double && elements.includes('media') ? (
            <>
              <div className="rt-card__media-column">{render('media')}</div>
              <div className="rt-card__details">{elements.filter((name) => name !== 'media').map(render)}</div>
            </>
          ) : (
            <div className={mediaFirst ? 'rt-card__details rt-card__details--after-media' : 'rt-card__details'}>{elements.map(render)}</div>
          )}
        </article>
      </CardContext>
    </CardProductContext>
  );
});

/**
 * One element of the card, in its owner-styled box. Memoised: an option change re-renders the
 * elements that read the chosen variant (through the card's context), not the others.
 */
const CardElement = memo(function CardElement({ name, style }: { name: CardElementName; style: CardStyle }) {
  const elementStyle = style.elements_styles[name];
  const boxStyle: CSSProperties = {
    paddingTop: name === 'media' ? undefined : (elementStyle?.paddingTop ?? CARD_ELEMENT_PADDING_TOP_PX),
    fontSize: elementStyle?.size,
    fontWeight: elementStyle?.weight,
    color: safeColour(elementStyle?.color) ?? undefined,
    fontFamily: elementStyle?.font === 'serif' ? 'var(--rt-heading-font)' : undefined,
  };
  const View = CARD_ELEMENTS[name];
  return <View boxStyle={boxStyle} />;
});
