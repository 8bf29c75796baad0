/**
 * The elements of a product card (spec 000 §3 Card style), one component each, in the names of
 * `elements_list`. Each reads the card from its context (card-context.ts) and gets its box style
 * (the owner's `elements_styles` entry, spacing included) from the card.
 */
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { useMemo } from 'react';
import { useStoreOnceHydrated } from '../platform/use-store';
import type { CardElementName, CardStyle } from '../page/page-schema';
import { usePageSettings } from '../page/page-settings-context';
import { useRuntimeBasics } from '../core/runtime-context';
import { ownerTextToHtml } from '../safety/text';
import { ButtonContent, buttonStyle } from '../elements/button01/Button01';
import { useElementLink } from '../elements/use-link';
import { ResponsiveImage } from '../media/image/ResponsiveImage';
import { ImageFitContext } from '../media/image/drawn-width';
import { CardSlider } from '../widgets/slider/Slider';
import { countInCart } from '../cart/model';
import { cardButton, cardButtonName, surfaceClick, type CardClick } from './card-actions';
import { useCard, useCardProduct } from './card-context';
import { CardOptions } from './CardOptions';
import { RefusalTip } from './RefusalTip';
import { OPTIONS_MODAL_INTENT } from './options-modal-code';
import { currencyFor, formatPrice } from '../platform/format';
import type { Product, Variant } from './product';
import { availabilityLabel, cartItemId, shownOldPrice, variantImages, variantSlides, type AvailabilityLabel, type OrderRefusal } from './variants';
import { cartStoreOf } from '../cart/model';

// Server text (descriptions) can hold markup: DOMPurify makes it safe (safety/text.ts). A published
// page carries its embedded products' texts prepared, and a load installs DOMPurify before it stores
// the products it brings (safety/server-data-checks.ts), so the cards need not load it themselves.

export interface CardElementProps {
  /** The element's box: its top spacing, size, weight, colour and family. */
  boxStyle: CSSProperties;
}

function CardMedia() {
  const { sectionId, product, style, variant, refusal, double, act } = useCard();
  const images = variantImages(product, variant);
  const click = surfaceClick(style.actions, 'media', product, refusal);
  // How catalogue.css draws the photos, so each is fetched at the width it is drawn at (drawn-width.ts).
  const fit = double ? 'cover' : style.media.fit;
  // A slider has controls of its own, so it is never put inside a link or a clickable box:
  // its card's name and button carry the action. Its slides keep their order, the product's (no
  // rebuild when the variant changes: it moves to the variant's image instead), or those of a
  // variant that gives images of its own (variantSlides: another set of slides, another slider).
  if (images.length > 1 && style.media.slider) {
    const slides = variantSlides(product, variant);
    const shown = Math.max(0, slides.indexOf(images[0]!));
    return (
      <div className={`rt-card__media rt-card__media--${style.media.fit}`} data-card-element="media">
        <ImageFitContext value={fit}>
          <CardSlider id={`${sectionId}-${product.id}`} slides={slides} showIndex={shown} proportion={style.media.proportion} settings={style.media.slider_data} />
        </ImageFitContext>
      </div>
    );
  }
  const media =
    images.length === 0 ? (
      <div className="rt-card__no-image" style={{ aspectRatio: `1 / ${style.media.proportion}` }} aria-hidden="true" />
    ) : (
      <ImageFitContext value={fit}>
        <ResponsiveImage image={{ ...images[0]!, proportion: style.media.proportion, alt: images[0]!.alt ?? product.title }} />
      </ImageFitContext>
    );
  return (
    <div className={`rt-card__media rt-card__media--${style.media.fit}`} data-card-element="media">
      <Surface surface="media" click={click} product={product} act={act} repeated={linksLikeName(click, style, product, refusal)}>
        {media}
      </Surface>
    </div>
  );
}

/**
 * Whether the photo's link goes where the card's name, shown, links too: a screen reader would
 * read the same link twice in a row, by the same name (the photo's alt is the product's name), and
 * Tab would stop on it once more. The name's link is the one kept.
 */
function linksLikeName(click: CardClick, style: CardStyle, product: Product, refusal: OrderRefusal | null): boolean {
  if (click.kind !== 'link' || !style.elements_list.includes('name')) return false;
  const name = surfaceClick(style.actions, 'name', product, refusal);
  return name.kind === 'link' && name.href === click.href;
}

function CardName({ boxStyle }: CardElementProps) {
  const { product, style, refusal, act, nameId } = useCard();
  return (
    <h3 id={nameId} className="rt-card__name" data-card-element="name" style={boxStyle}>
      <Surface surface="name" click={surfaceClick(style.actions, 'name', product, refusal)} product={product} act={act}>
        {product.title}
      </Surface>
    </h3>
  );
}

function CardOptionsElement({ boxStyle }: CardElementProps) {
  const { product, selection, select } = useCard();
  return product.options.length ? (
    <div data-card-element="options" style={boxStyle}>
      <CardOptions product={product} selection={selection} onChange={select} />
    </div>
  ) : null;
}

function CardDivider({ boxStyle }: CardElementProps) {
  return <hr className="rt-card__divider" data-card-element="divider" style={{ marginTop: boxStyle.paddingTop, borderColor: boxStyle.color }} />;
}

function CardArticle({ boxStyle }: CardElementProps) {
  const { t } = useRuntimeBasics();
  const { product, variant } = useCard();
  const article = variant?.article || product.article;
  return article ? (
    <p className="rt-card__article" data-card-element="article" style={boxStyle}>
      {t('ecommerce::card::article', { article })}
    </p>
  ) : null;
}

function CardDescription({ boxStyle }: CardElementProps) {
  const { product, style } = useCardProduct();
  return product.description ? (
    <div
      className="rt-card__description"
      data-card-element="description"
      style={{ ...boxStyle, WebkitLineClamp: style.elements_styles.description?.lines ?? 3 }}
      dangerouslySetInnerHTML={{ __html: ownerTextToHtml(product.description) }}
    />
  ) : null;
}

function CardAvailabilityElement({ boxStyle }: CardElementProps) {
  return <CardAvailability variant={useCard().variant} style={boxStyle} />;
}

function CardPriceElement({ boxStyle }: CardElementProps) {
  const { product, variant } = useCard();
  return <CardPrice variant={variant} isOldPrice={product.isOldPrice} style={boxStyle} />;
}

function CardButton({ boxStyle }: CardElementProps) {
  const { t } = useRuntimeBasics();
  const { product, style, variant, refusal, act } = useCard();
  const button = cardButton(style.actions, product, refusal);
  const label = button.label ?? t(button.labelKey);
  const name = cardButtonName(label, product, t);
  return (
    <div className="rt-card__button-row" data-card-element="button" style={{ paddingTop: boxStyle.paddingTop }}>
      {button.click.kind === 'link' ? (
        <CardLink href={button.click.href} blank={button.click.blank} product={product} className="rt-button rt-card__button" style={buttonStyle(style.button)} label={name}>
          <ButtonContent style={style.button}>{label}</ButtonContent>
        </CardLink>
      ) : (
        <RefusalTip tip={button.tipKey ? t(button.tipKey) : null}>
          {(describedBy) => (
            <button
              type="button"
              className="rt-button rt-card__button"
              style={buttonStyle(style.button)}
              aria-label={name}
              aria-disabled={button.disabled || undefined}
              aria-describedby={describedBy}
              data-action={button.click.kind === 'cart' ? button.click.cartAction : 'none'}
              {...intentOf(button.click)}
              onClick={() => !button.disabled && act(button.click)}
            >
              <ButtonContent style={style.button}>{label}</ButtonContent>
            </button>
          )}
        </RefusalTip>
      )}
      <InCartNote itemId={variant && cartItemId(product.id, variant.id)} />
    </div>
  );
}

function CardMoreDetails({ boxStyle }: CardElementProps) {
  const { t } = useRuntimeBasics();
  const { product, style } = useCardProduct();
  return product.link ? (
    <p className="rt-card__more" data-card-element="more_details" style={boxStyle}>
      <CardLink href={product.link} blank={style.actions.blank} product={product} className="rt-card__more-link">
        {t('ecommerce::card::more_details')}
      </CardLink>
    </p>
  ) : null;
}

/** Each name of `elements_list` and the component that draws it. */
export const CARD_ELEMENTS: Record<CardElementName, ComponentType<CardElementProps>> = {
  media: CardMedia,
  name: CardName,
  options: CardOptionsElement,
  divider: CardDivider,
  article: CardArticle,
  description: CardDescription,
  available: CardAvailabilityElement,
  price: CardPriceElement,
  button: CardButton,
  more_details: CardMoreDetails,
};

/**
 * How many of the variant the cart holds (only this note hears every count; the card hears only
 * whether the cart refuses another, card-hooks.ts). Its line is kept while the cart holds none,
 * under every card's button: the button sits at the card's foot, so a note appearing under it
 * lifted it by a line after the first click (the second and third clicks of a fast triple click
 * missed it), and a card without the line (a refused button, a link, no variant) had its button a
 * line lower than its neighbours' in the row. A refusal's reason is the button's tip, above it,
 * never on this line.
 */
function InCartNote({ itemId }: { itemId: string | null }) {
  const { t, stores } = useRuntimeBasics();
  // None in the server's HTML and while it hydrates: the server knows no visitor's cart (platform/use-store.ts).
  const select = useMemo(() => (itemId === null ? () => 0 : countInCart(itemId)), [itemId]);
  const count = useStoreOnceHydrated(cartStoreOf(stores), select, 0);
  // Plain text: the news of an addition is read out by the site's live region (useAddToCart).
  return (
    <span className="rt-card__in-cart" data-in-cart={count > 0 ? '' : undefined}>
      {count > 0 ? t('ecommerce::card::in_cart', { count }) : null}
    </span>
  );
}

/** The labels that say the variant can be ordered now: they take the owner's `available` colour. */
const IN_STOCK_LABELS: ReadonlySet<AvailabilityLabel['key']> = new Set(['ecommerce::available::unlimited', 'ecommerce::available::count']);

/** What the `available` element says of the variant. */
export function CardAvailability({ variant, style }: { variant: Variant | null; style?: CSSProperties }) {
  const { t } = useRuntimeBasics();
  const label = availabilityLabel(variant, usePageSettings().ecommerce);
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
  const { t, language } = useRuntimeBasics();
  const settings = usePageSettings();
  const currency = currencyFor(settings.country, settings.currency);
  const price = (value: number) => formatPrice(value, language, currency);
  const oldPrice = shownOldPrice(variant, isOldPrice);
  return (
    <p className="rt-card__price" data-card-element="price" style={style}>
      <span className="rt-card__price-now" data-price={variant?.price ?? undefined}>
        {variant === null || variant.price === null ? settings.ecommerce.noPriceLabel.trim() || t('ecommerce::card::no_price') : price(variant.price)}
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

/**
 * A link of the card: the URL-safety rule and the editing rule of use-link apply. `label`: its
 * accessible name, when its text alone does not say which product it is for (a link refused is
 * plain text, which takes no name). `repeated`: another link of the card, to the same address, is
 * the one a keyboard and a screen reader take; this one is for the pointer only (out of the tab
 * order and of the accessibility tree).
 */
function CardLink({ href, blank, product, className, style, label, repeated = false, children }: { href: string; blank: boolean; product: Product; className: string; style?: CSSProperties; label?: string; repeated?: boolean; children: ReactNode }) {
  const link = useElementLink(`product:${product.id}`, href, blank);
  if (!link) return <span className={className}>{children}</span>;
  return (
    <a className={className} style={style} aria-label={label} tabIndex={repeated ? -1 : undefined} aria-hidden={repeated || undefined} {...link}>
      {children}
    </a>
  );
}

/** A control that opens the options modal starts its code as the visitor reaches for it. */
function intentOf(click: CardClick) {
  return click.kind === 'cart' && click.cartAction === 'modal' ? OPTIONS_MODAL_INTENT : undefined;
}

/**
 * The name or media: a link, a cart action, or plain content, as the card action says. A cart
 * action on either is a pointer shortcut only, no control: the card's button is the same action
 * for the keyboard and for a screen reader, and its name says what it does ("Add to cart: …"). A
 * button of the name, named by the product alone, read "Harbor House Blend, button" and put it in
 * the cart, one more stop before the card's own button. So the heading reads the product's name,
 * and no control is nested in another. (On the name a span: a heading holds phrasing content.)
 * `repeated`: a link the card's name repeats (linksLikeName).
 */
function Surface({ surface, click, product, act, repeated = false, children }: { surface: 'name' | 'media'; click: CardClick; product: Product; act(click: CardClick): void; repeated?: boolean; children: ReactNode }) {
  if (click.kind === 'link') {
    return (
      <CardLink href={click.href} blank={click.blank} product={product} className="rt-card__surface" repeated={repeated}>
        {children}
      </CardLink>
    );
  }
  // One box, the cart's action on it or not: a variant that cannot be ordered turns the action off
  // and one that can turns it on again, and the name, bare text in the heading between them, was a
  // node a page translator had wrapped by then: React's removal of it threw, taking the section with it.
  const Box = surface === 'name' ? 'span' : 'div';
  const cart = click.kind === 'cart';
  return (
    <Box
      className={cart ? 'rt-card__surface rt-card__surface--action' : 'rt-card__surface'}
      data-action={cart ? click.cartAction : undefined}
      {...intentOf(click)}
      onClick={cart ? () => act(click) : undefined}
    >
      {children}
    </Box>
  );
}
