/**
 * The page's fixed lists and numbers (registered types, the grid, the spec's limits), apart from
 * the zod schemas that use them: runtime code that needs only these values (a grid width, the
 * shipping types) imports them from here and so does not pull the validator into a page's
 * first script. The schema files re-export them, so `page-schema` still offers everything.
 */

export const ELEMENT_TYPES = ['figure', 'form01', 'hr01', 'icon01', 'media01', 'rotator01', 'button01', 'contacts01'] as const;
export const BLOCK_TYPES = ['BUNDLE', 'FREE', 'PRODUCTS'] as const;
export const WIDGET_TYPES = ['CART', 'ANCHORS'] as const;
export const GRID_COLUMNS = 12;
/** A section's content width where its owner set none (FREE, BUNDLE and PRODUCTS sections). */
export const DEFAULT_CONTENT_WIDTH_PX = 1160;
/** OUR CHOICE (spec 000 §3 names an image `border` without limits): a frame wider than this is refused. */
export const MAX_IMAGE_BORDER_PX = 40;
/** The image file types an Image may name (spec 000 §2 image paths). */
export const IMAGE_EXTS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'svg'] as const;

/** Spec 000 §9 Catalogue and layout. */
export const PRODUCTS_PER_PAGE = 9;
export const CATALOGUE_CONTAINER_COLUMNS = 24;
export const CARD_PROPORTIONS_DEFAULT: readonly [number, number] = [12, 12];
export const CARD_ELEMENT_PADDING_TOP_PX = 10;
/** Spec 000 §3 Card style: the card elements, in the default order. */
export const CARD_ELEMENTS = ['media', 'name', 'options', 'divider', 'article', 'description', 'available', 'price', 'button', 'more_details'] as const;
export type CardElementName = (typeof CARD_ELEMENTS)[number];
/** Hover transitions of a card (spec 000 §3 names `transitions`; the kinds are ours). */
export const CARD_TRANSITIONS = ['none', 'lift', 'shadow', 'zoom'] as const;

/** Spec 000 §1 hover effects; `swap` shows another image (asked at the hover width, 1400 px). */
export const HOVER_EFFECTS = ['none', 'zoom', 'lift', 'shadow', 'darken', 'swap'] as const;
export const ICON_NAMES = [
  'star', 'heart', 'check', 'phone', 'mail', 'pin', 'clock', 'cart', 'truck', 'leaf', 'shield', 'chat', 'arrow-right', 'coffee', 'sparkle', 'gift',
] as const;
export const VIDEO_KINDS = ['custom', 'youtube', 'vimeo', 'kinescope', 'rutube', 'embed'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];
export const CONTACT_KINDS = ['phone', 'email', 'address', 'whatsapp', 'telegram', 'link'] as const;
export const ROTATOR_ANIMATIONS = ['typing', 'counter', 'fade', 'slide', 'flip'] as const;

/**
 * Background effects (spec 001 §3 names effect and effectMobile; parallax is the one it names,
 * the others are ours): parallax moves the image slower than the page (video at factor 0.4),
 * fixed keeps it still, zoom slowly enlarges it while on screen, reveal fades it in.
 */
export const BACKGROUND_EFFECTS = ['none', 'parallax', 'fixed', 'zoom', 'reveal'] as const;

/** The option widgets the card draws (spec 000 §3 Option widget type). */
export const PRODUCT_OPTION_WIDGETS = ['vertical_list', 'radio', 'vertical_block', 'horizon_block'] as const;

/** Spec 001 §3, spec 002 §3: the address fields, in the order the form shows them. */
export const ADDRESS_FIELDS = ['country', 'addressLine1', 'addressLine2', 'city', 'state', 'region', 'zipCode'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
/** Spec 001 §9: the shipping types. */
export const SHIPPING_TYPES = ['delivery', 'pickup'] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];
