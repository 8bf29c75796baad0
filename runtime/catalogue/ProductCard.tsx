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
 * The button, name and media act as card-actions.ts decides. In admin the cart and options-modal
 * actions are shown but only reported (policy catalogueCartActions); links are reported too
 * (policy followLinks).
 */
import { memo, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { safeColour, safeFill } from '../safety/colour';
import { CARD_ELEMENT_PADDING_TOP_PX, type CardElementName, type CardStyle } from '../page/page-schema';
import { usePageSettings } from '../page/page-settings-context';
import { usePolicy, useRuntime } from '../core/runtime-context';
import { ownerTextToHtml } from '../safety/text';
import { buttonStyle } from '../elements/button01/Button01';
import { useElementLink } from '../elements/use-link';
import { ResponsiveImage } from '../media/image/ResponsiveImage';
import { cssUrl } from '../media/background/image-source';
import { cardBackgroundSource } from '../media/image/named-widths';
import { CardSlider } from '../widgets/slider/Slider';
import { countInCart } from '../cart';
import { addVariantToCart } from './add-to-cart';
import { cardButton, cartActionFor, surfaceClick, type CardClick } from './card-actions';
import { cardKey } from './catalogue-store';
import { CardOptions } from './CardOptions';
import { RefusalTip } from './RefusalTip';
import { currencyFor, formatPrice } from '../platform/format';
import type { Product, Variant } from './product';
import { availabilityLabel, cartItemId, initialSelection, orderRefusal, productRefusal, shownOldPrice, variantFor, variantImages, type AvailabilityLabel, type OrderRefusal, type Selection } from './variants';
import { VISUAL_TOKENS } from '../page/visual-tokens';

export interface ProductCardProps {
  sectionId: string;
  product: Product;
  style: CardStyle;
  /** `double`: media beside the details, in these column proportions (of 24). */
  layout: CardLayout;
  /** Opens the options modal for this card (the section owns the modal). */
  onOpenOptions(productId: string): void;
}

export interface CardLayout {
  type: 'single' | 'double';
  proportions: readonly [number, number];
  swap: boolean;
  align: 'left' | 'center' | 'right';
}

/** The card's current selection and variant, shared by the card and its options modal. */
export function useCardVariant(sectionId: string, product: Product) {
  const { stores } = useRuntime();
  const key = cardKey(sectionId, product.id);
  const stored = useStore(stores.catalogue, (state) => state.selections[key]);
  const initial = useMemo(() => initialSelection(product), [product]);
  // A saved choice that no longer names a variant (the product changed since) gives way to the start.
  const selection = stored && variantFor(product, stored) ? stored : initial;
  const variant = variantFor(product, selection);
  const select = (next: Selection) => stores.catalogue.getState().select(key, next);
  const { allowPreorder } = usePageSettings().ecommerce;
  return { selection, variant, refusal: orderRefusal(variant, allowPreorder), select };
}

/** Adds the card's current variant to the cart, or only reports it while editing. */
export function useAddToCart(sectionId: string, product: Product) {
  const { services, stores, t } = useRuntime();
  const applies = usePolicy('catalogueCartActions');
  const { allowPreorder } = usePageSettings().ecommerce;
  return (variantId: string, action: 'cart' | 'modal') => {
    const variant = product.variants.find((candidate) => candidate.id === variantId);
    if (!variant || orderRefusal(variant, allowPreorder)) return false;
    const applied = applies && addVariantToCart(stores.cart, product, variant, allowPreorder);
    services.events.emit('catalogue:cart', { sectionId, productId: product.id, variantId, action, applied });
    if (applied) {
      const count = countInCart(cartItemId(product.id, variant.id))(stores.cart.getState());
      services.events.emit('site:announce', { text: t('ecommerce::card::added', { name: product.title, count }) });
    }
    return applied;
  };
}

/** The card's alignment for its flex rows (price, availability, option blocks). */
const CARD_JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export const ProductCard = memo(function ProductCard({ sectionId, product, style, layout, onOpenOptions }: ProductCardProps) {
  const { viewport, services } = useRuntime();
  const lightImages = usePolicy('lightImages');
  const { selection, variant, refusal: variantRefusal, select } = useCardVariant(sectionId, product);
  const addToCart = useAddToCart(sectionId, product);
  // The options modal is where another variant is chosen: it is refused only when no variant can be ordered.
  const { allowPreorder } = usePageSettings().ecommerce;
  const refusal = cartActionFor(style.actions, product) === 'modal' ? productRefusal(product, variantRefusal, allowPreorder) : variantRefusal;

  const act = (click: CardClick) => {
    if (click.kind !== 'cart') return;
    if (click.cartAction === 'modal') {
      services.events.emit('catalogue:cart', { sectionId, productId: product.id, variantId: variant?.id ?? '', action: 'modal', applied: false });
      onOpenOptions(product.id);
    } else if (variant) addToCart(variant.id, 'cart');
  };

  const background = style.background;
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
  } as CSSProperties;

  const elements = style.elements_list.filter((name, index, list) => list.indexOf(name) === index);
  const double = layout.type === 'double' && viewport === 'desktop';
  const mediaFirst = elements[0] === 'media';
  const render = (name: CardElementName) => (
    <CardElement key={name} name={name} sectionId={sectionId} product={product} style={style} selection={selection} variant={variant} refusal={refusal} select={select} act={act} />
  );

  return (
    <article
      className={`rt-card rt-card--${double ? 'double' : 'single'}${layout.swap && double ? ' rt-card--swap' : ''}`}
      data-product-id={product.id}
      data-variant-id={variant?.id}
      data-orderable={variantRefusal === null ? '' : undefined}
      data-refusal={variantRefusal ?? undefined}
      data-transition={style.transitions}
      style={cardStyle}
    >
      {double && elements.includes('media') ? (
        <>
          <div className="rt-card__media-column">{render('media')}</div>
          <div className="rt-card__details">{elements.filter((name) => name !== 'media').map(render)}</div>
        </>
      ) : (
        <div className={mediaFirst ? 'rt-card__details rt-card__details--after-media' : 'rt-card__details'}>{elements.map(render)}</div>
      )}
    </article>
  );
});

interface CardElementProps {
  name: CardElementName;
  sectionId: string;
  product: Product;
  style: CardStyle;
  selection: Selection;
  variant: Variant | null;
  refusal: OrderRefusal | null;
  select(selection: Selection): void;
  act(click: CardClick): void;
}

function CardElement({ name, sectionId, product, style, selection, variant, refusal, select, act }: CardElementProps) {
  const { t } = useRuntime();
  const elementStyle = style.elements_styles[name];
  const boxStyle: CSSProperties = {
    paddingTop: name === 'media' ? undefined : (elementStyle?.paddingTop ?? CARD_ELEMENT_PADDING_TOP_PX),
    fontSize: elementStyle?.size,
    fontWeight: elementStyle?.weight,
    color: safeColour(elementStyle?.color) ?? undefined,
    fontFamily: elementStyle?.font === 'serif' ? 'var(--rt-heading-font)' : undefined,
  };

  switch (name) {
    case 'media': {
      const images = variantImages(product, variant);
      const click = surfaceClick(style.actions, 'media', product, refusal);
      // A slider has controls of its own, so it is never put inside a link or a clickable box:
      // its card's name and button carry the action. Its slides keep the product's order (no
      // rebuild when the variant changes); it moves to the variant's image instead.
      if (images.length > 1 && style.media.slider) {
        const shown = Math.max(0, product.images.indexOf(images[0]!));
        return (
          <div className={`rt-card__media rt-card__media--${style.media.fit}`} data-card-element="media">
            <CardSlider id={`${sectionId}-${product.id}`} slides={product.images} showIndex={shown} proportion={style.media.proportion} settings={style.media.slider_data} />
          </div>
        );
      }
      const media =
        images.length === 0 ? (
          <div className="rt-card__no-image" style={{ aspectRatio: `1 / ${style.media.proportion}` }} aria-hidden="true" />
        ) : (
          <ResponsiveImage image={{ ...images[0]!, proportion: style.media.proportion, alt: images[0]!.alt ?? product.title }} />
        );
      return (
        <div className={`rt-card__media rt-card__media--${style.media.fit}`} data-card-element="media">
          <Surface surface="media" click={click} product={product} act={act}>
            {media}
          </Surface>
        </div>
      );
    }
    case 'name':
      return (
        <h3 className="rt-card__name" data-card-element="name" style={boxStyle}>
          <Surface surface="name" click={surfaceClick(style.actions, 'name', product, refusal)} product={product} act={act}>
            {product.title}
          </Surface>
        </h3>
      );
    case 'options':
      return product.options.length ? (
        <div data-card-element="options" style={boxStyle}>
          <CardOptions product={product} selection={selection} onChange={select} />
        </div>
      ) : null;
    case 'divider':
      return <hr className="rt-card__divider" data-card-element="divider" style={{ marginTop: boxStyle.paddingTop, borderColor: boxStyle.color }} />;
    case 'article': {
      const article = variant?.article || product.article;
      return article ? (
        <p className="rt-card__article" data-card-element="article" style={boxStyle}>
          {t('ecommerce::card::article', { article })}
        </p>
      ) : null;
    }
    case 'description':
      return product.description ? (
        <div
          className="rt-card__description"
          data-card-element="description"
          style={{ ...boxStyle, WebkitLineClamp: elementStyle?.lines ?? 3 }}
          dangerouslySetInnerHTML={{ __html: ownerTextToHtml(product.description) }}
        />
      ) : null;
    case 'available':
      return <CardAvailability variant={variant} style={boxStyle} />;
    case 'price':
      return <CardPrice variant={variant} isOldPrice={product.isOldPrice} style={boxStyle} />;
    case 'button': {
      const button = cardButton(style.actions, product, refusal);
      const label = button.label ?? t(button.labelKey);
      return (
        <div className="rt-card__button-row" data-card-element="button" style={{ paddingTop: boxStyle.paddingTop }}>
          {button.click.kind === 'link' ? (
            <CardLink href={button.click.href} blank={button.click.blank} product={product} className="rt-button rt-card__button" style={buttonStyle(style.button)}>
              {label}
            </CardLink>
          ) : (
            <RefusalTip tip={button.tipKey ? t(button.tipKey) : null}>
              {(describedBy) => (
                <button
                  type="button"
                  className="rt-button rt-card__button"
                  style={buttonStyle(style.button)}
                  aria-disabled={button.disabled || undefined}
                  aria-describedby={describedBy}
                  data-action={button.click.kind === 'cart' ? button.click.cartAction : 'none'}
                  onClick={() => !button.disabled && act(button.click)}
                >
                  {label}
                </button>
              )}
            </RefusalTip>
          )}
          {variant && <InCartNote itemId={cartItemId(product.id, variant.id)} />}
        </div>
      );
    }
    case 'more_details':
      return product.link ? (
        <p className="rt-card__more" data-card-element="more_details" style={boxStyle}>
          <CardLink href={product.link} blank={style.actions.blank} product={product} className="rt-card__more-link">
            {t('ecommerce::card::more_details')}
          </CardLink>
        </p>
      ) : null;
  }
}

/** How many of the variant the cart holds (only this note listens to the cart). */
function InCartNote({ itemId }: { itemId: string }) {
  const { t, stores } = useRuntime();
  const count = useStore(stores.cart, countInCart(itemId));
  // Plain text: the news of an addition is read out by the site's live region (useAddToCart).
  return count > 0 ? (
    <span className="rt-card__in-cart" data-in-cart="">
      {t('ecommerce::card::in_cart', { count })}
    </span>
  ) : null;
}

/** The labels that say the variant can be ordered now: they take the owner's `available` colour. */
const IN_STOCK_LABELS: ReadonlySet<AvailabilityLabel['key']> = new Set(['ecommerce::available::unlimited', 'ecommerce::available::count']);

/** What the `available` element says of the variant. */
export function CardAvailability({ variant, style }: { variant: Variant | null; style?: CSSProperties }) {
  const { t } = useRuntime();
  const label = availabilityLabel(variant, usePageSettings().ecommerce.allowPreorder);
  // The owner's colour is chosen for "in stock"; the other statuses keep their own (catalogue.css),
  // or "Out of stock" would read in the same reassuring green.
  const shown = IN_STOCK_LABELS.has(label.key) || !style ? style : { ...style, color: undefined };
  return (
    <p className="rt-card__available" data-card-element="available" data-availability={label.key.split('::').pop()} style={shown}>
      {label.key === 'ecommerce::available::count' ? t(label.key, { count: label.count }) : t(label.key)}
    </p>
  );
}

/** The price, and the old price struck through when it is above the price. */
export function CardPrice({ variant, isOldPrice, style }: { variant: Variant | null; isOldPrice: boolean; style?: CSSProperties }) {
  const { t, language } = useRuntime();
  const settings = usePageSettings();
  const currency = currencyFor(settings.country, settings.currency);
  const price = (value: number) => formatPrice(value, language, currency);
  const oldPrice = shownOldPrice(variant, isOldPrice);
  return (
    <p className="rt-card__price" data-card-element="price" style={style}>
      <span className="rt-card__price-now" data-price={variant?.price ?? undefined}>
        {variant === null || variant.price === null ? t('ecommerce::card::no_price') : price(variant.price)}
      </span>
      {oldPrice !== null && (
        <>
          <s className="rt-card__price-old" aria-hidden="true">
            {price(oldPrice)}
          </s>
          {/* A struck-through element cannot carry a name, so the old price is said in words. */}
          <span className="rt-sr-only">{t('ecommerce::card::old_price', { price: price(oldPrice) })}</span>
        </>
      )}
    </p>
  );
}

/** A link of the card: the URL-safety rule and the editing rule of use-link apply. */
function CardLink({ href, blank, product, className, style, children }: { href: string; blank: boolean; product: Product; className: string; style?: CSSProperties; children: ReactNode }) {
  const link = useElementLink(`product:${product.id}`, href, blank);
  if (!link) return <span className={className}>{children}</span>;
  return (
    <a className={className} style={style} {...link}>
      {children}
    </a>
  );
}

/**
 * The name or media: a link, a cart action, or plain content, as the card action says. A cart
 * action on the name is a button; on the media it is a mouse shortcut only (the card's button is
 * the same action for the keyboard), so no control is nested in another.
 */
function Surface({ surface, click, product, act, children }: { surface: 'name' | 'media'; click: CardClick; product: Product; act(click: CardClick): void; children: ReactNode }) {
  if (click.kind === 'link') {
    return (
      <CardLink href={click.href} blank={click.blank} product={product} className="rt-card__surface">
        {children}
      </CardLink>
    );
  }
  if (click.kind === 'cart') {
    return surface === 'name' ? (
      <button type="button" className="rt-card__surface rt-card__name-button" data-action={click.cartAction} onClick={() => act(click)}>
        {children}
      </button>
    ) : (
      <div className="rt-card__surface rt-card__surface--action" data-action={click.cartAction} onClick={() => act(click)}>
        {children}
      </div>
    );
  }
  return <>{children}</>;
}
