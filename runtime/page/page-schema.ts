/**
 * The one schema of page JSON. It validates pages at load, gives the TypeScript types
 * (`z.infer`) and is exported as a JSON Schema file (scenarios/page.schema.json, written by
 * `npm run schema`) so anyone can write a page by hand.
 *
 * Field names follow the specs where they name one (Image, Background, Button style, Slider
 * data, Video data); the layout of a FREE section is our own choice (the specs do not show it):
 * elements flow in a 12-column grid, each with a span per viewport.
 */
import { z } from 'zod';
import { colourKind, isColour } from '../safety/colour';

export const ELEMENT_TYPES = ['figure', 'form01', 'hr01', 'icon01', 'media01', 'rotator01', 'button01', 'contacts01'] as const;
export const BLOCK_TYPES = ['BUNDLE', 'FREE', 'PRODUCTS'] as const;
export const WIDGET_TYPES = ['CART'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];
export type BlockType = (typeof BLOCK_TYPES)[number];
export type WidgetType = (typeof WIDGET_TYPES)[number];

export const GRID_COLUMNS = 12;

const id = z.union([z.string().min(1), z.number().int()]).transform(String);
/** Colours pass the colour check of spec 000 §5 (hex with 3, 6 or 8 digits, rgb, rgba). */
const colour = z.string().refine(isColour, 'not a colour: use #rgb, #rrggbb, #rrggbbaa, rgb() or rgba()');
/** Fills also take linear and radial gradients (spec 000 §5: gradients are their own type). */
const fill = z.string().refine((value) => colourKind(value) !== null, 'not a colour or gradient: use #rrggbb, rgb(), rgba(), linear-gradient() or radial-gradient()');

export const HiddenSchema = z
  .object({ mobile: z.boolean().default(false), desktop: z.boolean().default(false) })
  .strict()
  .describe('Hide the part on this viewport: removed for visitors, marked in admin.');

/** Spec 000 §3 Image. */
export const ImageSchema = z
  .object({
    id: id,
    ext: z.enum(['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'svg']),
    width: z.number().positive(),
    height: z.number().positive(),
    proportion: z.number().positive().optional().describe('height / width; derived from width and height when absent'),
    border: z.number().nonnegative().optional(),
    averageColor: colour.optional(),
    preview: z.string().optional().describe('base64 webp preview'),
    animated: z.boolean().optional(),
    transparent: z.boolean().optional(),
    original: z.boolean().optional().describe('original-resolution flag: serve the original file'),
    unq_id: z.string().optional(),
    name: z.string().optional(),
    alt: z.string().optional(),
  })
  .strict();

const ViewportLayoutSchema = z
  .object({
    span: z.number().int().min(1).max(GRID_COLUMNS).optional(),
    offset: z.number().int().min(0).max(GRID_COLUMNS - 1).optional(),
    align: z.enum(['start', 'center', 'end', 'stretch']).optional(),
    order: z.number().int().min(-50).max(50).optional().describe('reorders the element on this viewport only'),
  })
  .strict();

export const ElementLayoutSchema = z
  .object({ desktop: ViewportLayoutSchema.optional(), mobile: ViewportLayoutSchema.optional() })
  .strict()
  .describe('Place in the 12-column grid of the section; mobile defaults to the full width.');

/** Spec 000 §1 hover effects; `swap` shows another image (asked at the hover width, 1400 px). */
export const HOVER_EFFECTS = ['none', 'zoom', 'lift', 'shadow', 'darken', 'swap'] as const;
export const HoverSchema = z
  .object({ effect: z.enum(HOVER_EFFECTS), image: ImageSchema.optional().describe('the image shown on hover, for swap') })
  .strict();

const elementBase = {
  id: id,
  hidden: HiddenSchema.optional(),
  layout: ElementLayoutSchema.optional(),
  hover: HoverSchema.optional(),
};

const TextStyleSchema = z
  .object({
    size: z.number().positive().max(200).optional(),
    mobileSize: z.number().positive().max(200).optional(),
    color: colour.optional(),
    align: z.enum(['left', 'center', 'right']).optional(),
    weight: z.union([z.literal(300), z.literal(400), z.literal(500), z.literal(600), z.literal(700), z.literal(800)]).optional(),
    font: z.enum(['sans', 'serif']).optional(),
  })
  .strict();

export const FigureSchema = z
  .object({
    ...elementBase,
    type: z.literal('figure'),
    data: z.discriminatedUnion('kind', [
      z
        .object({
          kind: z.literal('text'),
          text: z.string().describe('plain text, or well-formed markup that is sanitised'),
          tag: z.enum(['h1', 'h2', 'h3', 'h4', 'p', 'div']).default('div'),
          style: TextStyleSchema.optional(),
        })
        .strict(),
      z
        .object({
          kind: z.literal('shape'),
          shape: z.enum(['rect', 'circle', 'pill']),
          fill: fill.optional(),
          borderColor: colour.optional(),
          borderWidth: z.number().nonnegative().max(50).optional(),
          radius: z.number().nonnegative().max(500).optional(),
          height: z.number().positive().max(2000),
          text: z.string().optional(),
          textColor: colour.optional(),
        })
        .strict(),
    ]),
  })
  .strict();

export const Hr01Schema = z
  .object({
    ...elementBase,
    type: z.literal('hr01'),
    data: z
      .object({
        color: colour.optional(),
        thickness: z.number().positive().max(40).default(1),
        lineStyle: z.enum(['solid', 'dashed', 'dotted']).default('solid'),
        width: z.number().min(1).max(100).default(100).describe('percent of the cell'),
        align: z.enum(['left', 'center', 'right']).default('center'),
        spacing: z.number().nonnegative().max(400).default(16),
      })
      .strict(),
  })
  .strict();

export const ICON_NAMES = [
  'star', 'heart', 'check', 'phone', 'mail', 'pin', 'clock', 'cart', 'truck', 'leaf', 'shield', 'chat', 'arrow-right', 'coffee', 'sparkle', 'gift',
] as const;

export const Icon01Schema = z
  .object({
    ...elementBase,
    type: z.literal('icon01'),
    data: z
      .object({
        icon: z.union([z.enum(ICON_NAMES), ImageSchema]).describe('a built-in icon name or an image'),
        size: z.number().positive().max(3500).default(48),
        color: colour.optional(),
        background: colour.optional(),
        shape: z.enum(['none', 'circle', 'square']).default('none'),
        align: z.enum(['left', 'center', 'right']).default('left'),
        label: z.string().optional(),
        link: z.string().optional(),
      })
      .strict(),
  })
  .strict();

export const ButtonActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('link'), href: z.string(), blank: z.boolean().default(false) }).strict(),
  z.object({ type: z.literal('modal'), modalId: id }).strict(),
  z.object({ type: z.literal('cart') }).strict(),
  z.object({ type: z.literal('pages'), href: z.string(), blank: z.boolean().default(false) }).strict(),
  z.object({ type: z.literal('product'), productId: id, blank: z.boolean().default(false) }).strict(),
]);

/** Spec 000 §3 Button style: fill, border, shadow, text, icon, wide, high, underline, action link blank. */
export const ButtonStyleSchema = z
  .object({
    fill: fill.optional(),
    border: z.object({ color: colour, width: z.number().nonnegative().max(20), radius: z.number().nonnegative().max(100) }).partial().strict().optional(),
    shadow: z.boolean().optional(),
    text: z.object({ color: colour, size: z.number().positive().max(60), weight: z.number().int().min(100).max(900) }).partial().strict().optional(),
    icon: z.enum(ICON_NAMES).optional(),
    wide: z.boolean().optional(),
    high: z.boolean().optional(),
    underline: z.boolean().optional(),
  })
  .strict();

export const Button01Schema = z
  .object({
    ...elementBase,
    type: z.literal('button01'),
    data: z
      .object({
        text: z.string().min(1),
        action: ButtonActionSchema,
        style: ButtonStyleSchema.optional(),
        align: z.enum(['left', 'center', 'right']).default('left'),
      })
      .strict(),
  })
  .strict();

export const VIDEO_KINDS = ['custom', 'youtube', 'vimeo', 'kinescope', 'rutube', 'embed'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

/** Spec 000 §3 Video data: type, autoplay, poster, source. */
export const VideoSchema = z
  .object({
    type: z.enum(VIDEO_KINDS),
    source: z.string().min(1).describe('file URL (custom), video id or page URL (youtube, vimeo, kinescope, rutube), player URL (embed)'),
    autoplay: z.boolean().default(false),
    muted: z.boolean().optional().describe('defaults to true when autoplay is on, as browsers require'),
    loop: z.boolean().default(false),
    controls: z.boolean().default(true),
    poster: ImageSchema.optional(),
    proportion: z.number().min(0.2).max(5).default(0.5625).describe('height / width of the player box'),
  })
  .strict();

/** Spec 000 §3 Slider data: count, autoplay seconds, loop, effect, pagination type, direction. */
export const SliderDataSchema = z
  .object({
    count: z.number().int().min(1).max(12).default(1),
    autoplay: z.number().nonnegative().default(0).describe('seconds; 0 is off'),
    loop: z.boolean().default(false),
    effect: z.enum(['slide', 'fade']).default('slide'),
    pagination: z.enum(['bullets', 'fraction', 'none']).default('bullets'),
    direction: z.enum(['horizontal', 'vertical']).default('horizontal'),
  })
  .strict();

export const Media01Schema = z
  .object({
    ...elementBase,
    type: z.literal('media01'),
    data: z.discriminatedUnion('kind', [
      z
        .object({
          kind: z.literal('image'),
          image: ImageSchema,
          radius: z.number().nonnegative().max(500).optional(),
          link: z.string().optional(),
          lightbox: z.boolean().default(false).describe('a click opens the image large (1920 px)'),
        })
        .strict(),
      z.object({ kind: z.literal('video'), video: VideoSchema, radius: z.number().nonnegative().max(500).optional() }).strict(),
      z
        .object({
          kind: z.literal('slider'),
          slides: z.array(ImageSchema),
          slider: SliderDataSchema.prefault({}),
          enabledOn: z
            .enum(['all', 'mobile', 'desktop'])
            .default('all')
            .describe('the responsive mode (spec 000 §4): the viewports the slider works on; elsewhere its slides are laid out statically'),
          radius: z.number().nonnegative().max(500).optional(),
        })
        .strict(),
    ]),
  })
  .strict();

export const CONTACT_KINDS = ['phone', 'email', 'address', 'whatsapp', 'telegram', 'link'] as const;

export const Contacts01Schema = z
  .object({
    ...elementBase,
    type: z.literal('contacts01'),
    data: z
      .object({
        items: z
          .array(
            z
              .object({
                kind: z.enum(CONTACT_KINDS),
                value: z.string().min(1).describe('number, address, user name or URL'),
                label: z.string().optional(),
              })
              .strict(),
          )
          .min(1),
        direction: z.enum(['row', 'column']).default('column'),
        showIcons: z.boolean().default(true),
        iconColor: colour.optional(),
        color: colour.optional(),
        size: z.number().positive().max(60).default(17),
        align: z.enum(['left', 'center', 'right']).default('left'),
      })
      .strict(),
  })
  .strict();

export const ROTATOR_ANIMATIONS = ['typing', 'counter', 'fade', 'slide', 'flip'] as const;

/** Spec 002 §3 Rotator settings: speed, delay, loop, steps, replace, animation id. */
export const Rotator01Schema = z
  .object({
    ...elementBase,
    type: z.literal('rotator01'),
    data: z
      .object({
        items: z.array(z.string().min(1)).min(1, 'a rotator needs at least one item').describe('the texts it rotates (numbers for counter)'),
        prefix: z.string().optional().describe('static text before the rotating part'),
        suffix: z.string().optional(),
        animation: z.enum(ROTATOR_ANIMATIONS).default('typing'),
        speed: z.number().positive('a zero speed would never move').max(1000).default(10).describe('data-speed; the runtime speed is its inverse'),
        delay: z.number().min(0).max(60).default(2).describe('data-delay, seconds between items'),
        loop: z.boolean().default(true),
        steps: z.number().int().min(1).max(1000).default(30).describe('counter steps'),
        replace: z.boolean().default(true).describe('the next item replaces the previous one (false: appends)'),
        tag: z.enum(['h1', 'h2', 'h3', 'p', 'div']).default('div'),
        style: TextStyleSchema.optional(),
      })
      .strict(),
  })
  .strict();

/** Types registered by spec 002 §2 whose behaviour later issues build; their data is kept as given. */
const pendingElement = <T extends ElementType>(type: T) =>
  z.object({ ...elementBase, type: z.literal(type), data: z.record(z.string(), z.unknown()).default({}) }).strict();

export const ElementSchema = z.discriminatedUnion('type', [
  FigureSchema,
  Hr01Schema,
  Icon01Schema,
  Button01Schema,
  Media01Schema,
  Contacts01Schema,
  Rotator01Schema,
  pendingElement('form01'),
]);

/**
 * Background effects (spec 001 §3 names effect and effectMobile; parallax is the one it names,
 * the others are ours): parallax moves the image slower than the page (video at factor 0.4),
 * fixed keeps it still, zoom slowly enlarges it while on screen, reveal fades it in.
 */
export const BACKGROUND_EFFECTS = ['none', 'parallax', 'fixed', 'zoom', 'reveal'] as const;
const effect = z.enum(BACKGROUND_EFFECTS);

/**
 * A background picture as spec 001 §3 lists its fields (id, ext, x, y, proportion, width, …): the
 * height may be left out when the proportion is given.
 */
const BackgroundImageSchema = ImageSchema.extend({
  height: z.number().positive().optional(),
  x: z.number().min(0).max(100).optional(),
  y: z.number().min(0).max(100).optional(),
}).refine((image) => image.height !== undefined || image.proportion !== undefined, { message: 'needs a height or a proportion', path: ['proportion'] });
export type BackgroundImage = z.infer<typeof BackgroundImageSchema>;

/** Spec 001 §3 Background. */
export const BackgroundSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('color'), color: fill }).strict(),
  z
    .object({
      type: z.literal('image'),
      image: BackgroundImageSchema,
      overlay: fill.optional().describe('a colour or gradient laid over the image so text stays readable'),
      effect: effect.optional(),
      effectMobile: effect.optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('video'),
      video: z
        .object({
          id: id,
          type: z.enum(['custom', 'vimeo', 'youtube', 'kinescope', 'embed']),
          link: z.string().optional(),
          width: z.number().positive().optional(),
          height: z.number().positive().optional(),
          preview: BackgroundImageSchema.optional(),
        })
        .strict(),
      overlay: fill.optional(),
      effect: effect.optional(),
      effectMobile: effect.optional(),
      infinityVideo: z.boolean().optional(),
      mobileVideoEnabled: z.boolean().optional(),
    })
    .strict(),
]);

const SpacingSchema = z.object({ top: z.number().min(0).max(600), bottom: z.number().min(0).max(600) }).partial().strict();

const sectionBase = {
  id: id,
  anchor: z.string().regex(/^[A-Za-z][\w-]*$/, 'an anchor name starts with a letter and holds letters, digits, - or _').optional(),
  title: z.string().optional().describe('shown in the anchors widget'),
  hidden: HiddenSchema.optional(),
  background: BackgroundSchema.optional(),
  padding: z.object({ desktop: SpacingSchema.optional(), mobile: SpacingSchema.optional() }).strict().optional(),
  textColor: colour.optional(),
};

export const FreeSectionSchema = z
  .object({
    ...sectionBase,
    type: z.literal('FREE'),
    contentWidth: z.number().min(320).max(1920).default(1160),
    gap: z.number().min(0).max(120).default(24),
    elements: z.array(ElementSchema).default([]),
  })
  .strict();

/** Spec 002 §2, §4: a block whose content is split in tabs; each tab holds elements like a FREE section. */
export const BundleSectionSchema = z
  .object({
    ...sectionBase,
    type: z.literal('BUNDLE'),
    contentWidth: z.number().min(320).max(1920).default(1160),
    gap: z.number().min(0).max(120).default(24),
    tabStyle: z.enum(['pills', 'underline']).default('pills'),
    tabsAlign: z.enum(['left', 'center']).default('center'),
    switcher: z
      .enum(['auto', 'tabs', 'dropdown'])
      .default('auto')
      .describe('how visitors switch tabs: a tab bar, the dropdown select, or auto (a dropdown on phones above 3 tabs)'),
    tabs: z
      .array(
        z
          .object({
            id: id,
            title: z.string().min(1),
            anchor: z.string().regex(/^[A-Za-z][\w-]*$/).optional().describe('a hash that selects this tab'),
            elements: z.array(ElementSchema).default([]),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();

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

const CardElementStyleSchema = z
  .object({
    size: z.number().positive().max(80).optional(),
    color: colour.optional(),
    weight: z.union([z.literal(300), z.literal(400), z.literal(500), z.literal(600), z.literal(700), z.literal(800)]).optional(),
    paddingTop: z.number().min(0).max(200).optional().describe(`space above the element; ${CARD_ELEMENT_PADDING_TOP_PX} px by default (spec 000 §9)`),
    lines: z.number().int().min(1).max(20).optional().describe('description: lines shown before it is cut'),
    font: z.enum(['sans', 'serif']).optional(),
  })
  .strict();

/**
 * Spec 000 §3 Card style, §4 Card options, §5 Add to order and Cart action. `actions.button` is
 * what the button does: `cart` (its cart action is `cart`: add at once, or `modal`: open the
 * options modal), `product-page` (the product's link) or `pages` (`pagesLink`, another site page).
 * Name and media apply the same action when `name` / `media` are on; their cart actions are off
 * while the variant cannot be ordered.
 */
export const CardStyleSchema = z
  .object({
    background: z.object({ color: fill.optional(), image: ImageSchema.optional() }).strict().optional(),
    radius: z.number().min(0).max(60).default(14),
    border: colour.optional(),
    transitions: z.enum(CARD_TRANSITIONS).default('lift'),
    actions: z
      .object({
        button: z.enum(['cart', 'product-page', 'pages']).default('cart'),
        cart: z.enum(['cart', 'modal']).default('cart').describe('the cart action: add at once, or open the options modal'),
        name: z.boolean().default(true).describe('a click on the name applies the card action'),
        media: z.boolean().default(true).describe('a click on the media applies the card action'),
        pagesLink: z.string().optional().describe('the page the `pages` action opens'),
        blank: z.boolean().default(false).describe('links open in a new tab'),
        buttonText: z.string().optional().describe('the button caption; by the action when absent'),
      })
      .strict()
      .prefault({}),
    button: ButtonStyleSchema.optional(),
    elements_list: z.array(z.enum(CARD_ELEMENTS)).default([...CARD_ELEMENTS]).describe('the card elements shown, in this order'),
    elements_styles: z.partialRecord(z.enum(CARD_ELEMENTS), CardElementStyleSchema).default({}),
    padding: z
      .object({ top: z.number().min(0).max(120), bottom: z.number().min(0).max(120), side: z.number().min(0).max(120) })
      .partial()
      .strict()
      .default({}),
    media: z
      .object({
        proportion: z.number().min(0.2).max(5).default(1).describe('height / width of the media box'),
        fit: z.enum(['cover', 'contain']).default('cover'),
        slider: z.boolean().default(true).describe('products with several images show a card slider'),
        slider_data: SliderDataSchema.prefault({}).describe('the card slider’s settings (spec 000 §3 Slider data)'),
      })
      .strict()
      .prefault({}),
  })
  .strict();

/** Spec 000 §3 Navigation. */
export const CatalogueNavigationSchema = z
  .object({
    type: z.enum(['button', 'pagination']).default('button'),
    max_count: z.number().int().min(1).max(100).default(PRODUCTS_PER_PAGE).describe('products per page'),
    pagination: z.object({ color: colour.optional(), activeColor: colour.optional(), shape: z.enum(['circle', 'square']).default('circle') }).strict().prefault({}),
    button_text: z.string().optional(),
    button_style: ButtonStyleSchema.optional(),
  })
  .strict();

/** Spec 000 §3 Params. Columns are of the site's 24-column container. */
export const CatalogueParamsSchema = z
  .object({
    products: z.number().int().min(1).max(6).default(3).describe('cards per row on desktop'),
    products_type: z.enum(['single', 'double']).default('single').describe('double: media and details side by side'),
    products_proportions: z
      .tuple([z.number().int().min(1).max(23), z.number().int().min(1).max(23)])
      .default([...CARD_PROPORTIONS_DEFAULT] as [number, number])
      .describe('media and details columns of a double card, out of 24'),
    products_swap: z.boolean().default(false).describe('double: details before media'),
    align: z.enum(['left', 'center', 'right']).default('left'),
    container_cols: z.number().int().min(6).max(CATALOGUE_CONTAINER_COLUMNS).default(CATALOGUE_CONTAINER_COLUMNS),
    wide: z.boolean().default(false).describe('the grid spans the whole window width'),
    navigation: CatalogueNavigationSchema.prefault({}),
    adaptive: z.object({ columns: z.union([z.literal(1), z.literal(2)]).default(1) }).strict().prefault({}).describe('cards per row on mobile'),
  })
  .strict();

/** Spec 000 §3 Category; `products` is the first page as the products API answers it (checked product by product). */
export const CatalogueCategorySchema = z
  .object({
    id: id,
    name: z.string().default(''),
    count: z.number().int().min(0).optional().describe('products in the category; the length of `products` when absent'),
    products: z.array(z.unknown()).default([]).describe('product answers of GET /api/ecommerce/products/; a broken one is left out and reported'),
  })
  .strict();

/** Spec 000 §3 Section data of the PRODUCTS block. */
export const ProductsSectionSchema = z
  .object({
    ...sectionBase,
    type: z.literal('PRODUCTS'),
    contentWidth: z.number().min(320).max(1920).default(1160),
    params: CatalogueParamsSchema.prefault({}),
    settings: z
      .object({
        source: z.enum(['category', 'products']).default('category').describe('products: only the `productIds` list'),
        productIds: z.array(id).optional(),
        style_card: CardStyleSchema.prefault({}),
      })
      .strict()
      .prefault({}),
    categories: z.array(CatalogueCategorySchema).default([]),
    category_style: z.object({ style: z.enum(['pills', 'underline']).default('pills'), align: z.enum(['left', 'center']).default('left') }).strict().prefault({}),
    categories_enabled: z.boolean().default(true).describe('show the categories as tabs'),
  })
  .strict();

export const SectionSchema = z.discriminatedUnion('type', [FreeSectionSchema, BundleSectionSchema, ProductsSectionSchema]);

export const WidgetSchema = z
  .object({ id: id, type: z.enum(WIDGET_TYPES), hidden: HiddenSchema.optional(), data: z.record(z.string(), z.unknown()).default({}) })
  .strict();

export const ModalSchema = z
  .object({ id: id, title: z.string().optional(), width: z.number().min(200).max(1600).default(560), elements: z.array(ElementSchema).default([]) })
  .strict();

export const PageSettingsSchema = z
  .object({
    title: z.string().default(''),
    language: z.enum(['en', 'ru']).default('en'),
    country: z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code such as US or RU').default('US'),
    currency: z.string().regex(/^[A-Z]{3}$/, 'a three-letter currency code such as USD').optional().describe('prices in the catalogue; by the country when absent'),
    projectId: id.optional(),
    pageId: id.optional(),
    font: z.enum(['sans', 'serif']).default('sans'),
    accent: colour.optional(),
    textColor: colour.optional(),
    background: colour.optional(),
  })
  .strict();

export const PageSchema = z
  .object({
    $schema: z.string().optional(),
    version: z.literal(1).default(1),
    settings: PageSettingsSchema.prefault({}),
    sections: z.array(SectionSchema),
    widgets: z.array(WidgetSchema).default([]),
    modals: z.array(ModalSchema).default([]),
  })
  .strict();

export type Image = z.infer<typeof ImageSchema>;
export type Hidden = z.infer<typeof HiddenSchema>;
export type ElementLayout = z.infer<typeof ElementLayoutSchema>;
export type PageElement = z.infer<typeof ElementSchema>;
export type FigureElement = z.infer<typeof FigureSchema>;
export type Hr01Element = z.infer<typeof Hr01Schema>;
export type Icon01Element = z.infer<typeof Icon01Schema>;
export type Button01Element = z.infer<typeof Button01Schema>;
export type Media01Element = z.infer<typeof Media01Schema>;
export type Contacts01Element = z.infer<typeof Contacts01Schema>;
export type Video = z.infer<typeof VideoSchema>;
export type Hover = z.infer<typeof HoverSchema>;
export type BackgroundEffect = (typeof BACKGROUND_EFFECTS)[number];
export type ButtonAction = z.infer<typeof ButtonActionSchema>;
export type ButtonStyle = z.infer<typeof ButtonStyleSchema>;
export type Background = z.infer<typeof BackgroundSchema>;
export type SliderData = z.infer<typeof SliderDataSchema>;
export type Section = z.infer<typeof SectionSchema>;
export type FreeSection = z.infer<typeof FreeSectionSchema>;
export type ProductsSection = z.infer<typeof ProductsSectionSchema>;
export type CardStyle = z.infer<typeof CardStyleSchema>;
export type CatalogueParams = z.infer<typeof CatalogueParamsSchema>;
export type CatalogueNavigation = z.infer<typeof CatalogueNavigationSchema>;
export type BundleSection = z.infer<typeof BundleSectionSchema>;
export type Rotator01Element = z.infer<typeof Rotator01Schema>;
export type Widget = z.infer<typeof WidgetSchema>;
export type Modal = z.infer<typeof ModalSchema>;
export type PageSettings = z.infer<typeof PageSettingsSchema>;
export type Page = z.infer<typeof PageSchema>;
export type IconName = (typeof ICON_NAMES)[number];
