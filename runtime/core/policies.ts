/**
 * Every mode-dependent behaviour of the runtime, as one table of pure functions of
 * (mode, viewport, flags). Components read a policy with `usePolicy`; the harness lists the table
 * with the current values ("what differs in this mode"). DESIGN.md §3 is the source; the spec
 * references say where each row comes from.
 *
 * "Only in preview" in the specs means "not while editing": preview and run (DESIGN.md §3).
 */

export const MODES = ['admin', 'preview', 'run'] as const;
export type Mode = (typeof MODES)[number];
export const VIEWPORTS = ['mobile', 'desktop'] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/** Widths up to this are mobile (DESIGN.md §3). */
export const MOBILE_MAX_WIDTH = 767;

export interface RuntimeFlags {
  /** The page is being rendered for a screenshot. */
  screenshot: boolean;
  /** The page is being rendered to extract critical CSS. */
  criticalCss: boolean;
  /** The visitor is a crawler. */
  bot: boolean;
  slowNetwork: boolean;
  /** The visitor asked the system for less motion. */
  reducedMotion: boolean;
}
export const FLAG_NAMES = ['screenshot', 'criticalCss', 'bot', 'slowNetwork', 'reducedMotion'] as const satisfies readonly (keyof RuntimeFlags)[];
export const NO_FLAGS: RuntimeFlags = { screenshot: false, criticalCss: false, bot: false, slowNetwork: false, reducedMotion: false };

export interface PolicyContext {
  mode: Mode;
  viewport: Viewport;
  flags: RuntimeFlags;
}

/**
 * The context a site resolved and its policies follow: the viewport from the real width, the
 * reduced-motion flag joined with the system's setting, which it also names on its own.
 */
export interface ResolvedContext extends PolicyContext {
  /** The system's `prefers-reduced-motion: reduce`, whatever the flag says. */
  systemReducedMotion: boolean;
}

/** Form focus: the viewport height must exceed the form top by more than this (spec 002 §9). */
export const FORM_FOCUS_THRESHOLD_PX = 100;

export interface Policy<Value> {
  id: string;
  /** What the row is about, as the harness lists it. */
  title: string;
  /** Where the rule comes from. */
  source: string;
  decide(context: PolicyContext): Value;
  /** The value in words, for the harness panel. */
  describe(value: Value): string;
}

const editing = ({ mode }: PolicyContext) => mode === 'admin';
/**
 * A capture render: a screenshot, a critical-CSS extraction or a crawler. Nothing scrolls or
 * animates there, so whatever waits for the screen or for time is done at once or left out.
 */
const capturing = ({ flags }: PolicyContext) => flags.bot || flags.screenshot || flags.criticalCss;
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

function policy<Value>(definition: Policy<Value>): Policy<Value> {
  return definition;
}

export const POLICIES = {
  adminNotes: policy<boolean>({
    id: 'adminNotes',
    title: 'Notes and error boxes for the owner (broken or unbuilt parts, failed loads, data problems)',
    source: 'DESIGN.md §3: visitors see nothing of a broken part; ours for the notes',
    decide: editing,
    describe: (v) => (v ? 'shown' : 'nothing, a log line only'),
  }),
  hashWrites: policy<boolean>({
    id: 'hashWrites',
    title: 'A chosen tab is written to the address hash (and reset when its block leaves the screen)',
    source: 'spec 002 §2; ours: the editor\'s address is not the page\'s',
    decide: (c) => !editing(c),
    describe: yesNo,
  }),
  captureRender: policy<boolean>({
    id: 'captureRender',
    title: 'Capture render: nothing scrolls or animates (bot, screenshot, critical CSS)',
    source: 'ours: tabs created at once, images eager, no autoplay, no background video or effects',
    decide: capturing,
    describe: (v) => (v ? 'yes, everything is laid out at once and still' : 'no'),
  }),
  reducedMotion: policy<boolean>({
    id: 'reducedMotion',
    title: 'Reduced motion (the flag or the system setting)',
    source: 'ours: no smooth scrolls, text rotation, hover motion, autoplay or motion effects',
    decide: ({ flags }) => flags.reducedMotion,
    describe: (v) => (v ? 'yes, motion is left out' : 'no'),
  }),
  lightImages: policy<boolean>({
    id: 'lightImages',
    title: 'Images at the slow-network quality',
    source: 'spec 000 §3',
    decide: ({ flags }) => flags.slowNetwork,
    describe: (v) => (v ? 'yes, smaller files' : 'no, the usual quality'),
  }),
  hiddenElement: policy<'marked' | 'removed'>({
    id: 'hiddenElement',
    title: 'Element hidden for this viewport',
    source: 'spec 000 §6',
    decide: (c) => (editing(c) ? 'marked' : 'removed'),
    describe: (v) => (v === 'marked' ? 'stays visible, marked as hidden' : 'removed from the page'),
  }),
  followLinks: policy<boolean>({
    id: 'followLinks',
    title: 'Links and button actions followed on click',
    source: 'ours: a click while editing selects, it must not leave the editor',
    decide: (c) => !editing(c),
    describe: (v) => (v ? 'yes' : 'no, the action is only reported'),
  }),
  pageModalsOpenOnClick: policy<boolean>({
    id: 'pageModalsOpenOnClick',
    title: 'Buttons and #links open the page modals',
    source: 'issue 11: admin shows a modal on request from the editor panel instead of on click',
    decide: (c) => !editing(c),
    describe: (v) => (v ? 'yes' : 'no, the editor panel opens them'),
  }),
  lightboxOpens: policy<boolean>({
    id: 'lightboxOpens',
    title: 'A click on an image opens the lightbox',
    source: 'ours: while editing a click selects; a full-screen dialog would cover the editor',
    decide: (c) => !editing(c),
    describe: yesNo,
  }),
  imagesLoadEagerly: policy<boolean>({
    id: 'imagesLoadEagerly',
    title: 'Images load without waiting to near the screen',
    source: 'ours: screenshots and bots never scroll, so lazy images would stay empty',
    decide: capturing,
    describe: (v) => (v ? 'yes (capture render)' : 'no, lazily near the screen'),
  }),
  videoAutoplay: policy<boolean>({
    id: 'videoAutoplay',
    title: 'Videos set to autoplay start by themselves',
    source: 'spec 000 §4; ours for admin and the render flags',
    decide: (c) => !editing(c) && !capturing(c),
    describe: (v) => (v ? 'yes, muted, when near the screen' : 'no, the poster waits for a click'),
  }),
  sliderLoopAutoplay: policy<boolean>({
    id: 'sliderLoopAutoplay',
    title: 'Slider loop and autoplay',
    source: 'spec 000 §6',
    decide: (c) => !editing(c),
    describe: (v) => (v ? 'as set' : 'off'),
  }),
  rememberSlidePosition: policy<boolean>({
    id: 'rememberSlidePosition',
    title: 'Slide position remembered',
    source: 'spec 000 §6',
    decide: editing,
    describe: yesNo,
  }),
  sliderPreviewSpeed: policy<boolean>({
    id: 'sliderPreviewSpeed',
    title: 'Card slider fades at the preview speed (450 ms, else 300 ms)',
    source: 'spec 000 §9',
    decide: (c) => !editing(c),
    describe: yesNo,
  }),
  tabShiftAnimation: policy<boolean>({
    id: 'tabShiftAnimation',
    title: 'Tab strip shift animated',
    source: 'spec 002 §3 (desktop); ours for reduced motion',
    decide: ({ viewport, flags }) => viewport === 'desktop' && !flags.reducedMotion,
    describe: yesNo,
  }),
  tabDragHoverSwitch: policy<boolean>({
    id: 'tabDragHoverSwitch',
    title: 'Tab switches on drag-hover after 700 ms',
    source: 'spec 000 §6',
    decide: editing,
    describe: yesNo,
  }),
  catalogueLoads: policy<boolean>({
    id: 'catalogueLoads',
    title: 'Catalogue load-more, pagination, product loading',
    source: 'spec 000 §4, §6',
    decide: (c) => !editing(c),
    describe: (v) => (v ? 'works' : 'ignored'),
  }),
  catalogueCartActions: policy<boolean>({
    id: 'catalogueCartActions',
    title: 'Card cart and options-modal actions change the cart',
    source: 'issue: admin shows the actions but they do not change visitor state',
    decide: (c) => !editing(c),
    describe: (v) => (v ? 'yes' : 'no, the action is only reported'),
  }),
  cartItemRemoval: policy<boolean>({
    id: 'cartItemRemoval',
    title: 'Cart item removal',
    source: 'spec 001 §6',
    decide: (c) => !editing(c),
    describe: (v) => (v ? 'works' : 'disabled'),
  }),
  promotionLogic: policy<boolean>({
    id: 'promotionLogic',
    title: 'Promotion logic',
    source: 'spec 001 §6',
    decide: (c) => !editing(c),
    describe: (v) => (v ? 'works' : 'skipped'),
  }),
  discountLines: policy<'always' | 'when-applied'>({
    id: 'discountLines',
    title: 'Discount and promocode lines in the cart',
    source: 'spec 001 §6',
    decide: (c) => (editing(c) ? 'always' : 'when-applied'),
    describe: (v) => (v === 'always' ? 'always shown' : 'when they apply'),
  }),
  cartForceOpen: policy<boolean>({
    id: 'cartForceOpen',
    title: 'Cart can be force-opened',
    source: 'spec 001 §6',
    decide: editing,
    describe: yesNo,
  }),
  anchorsWidget: policy<boolean>({
    id: 'anchorsWidget',
    title: 'Anchors widget shown',
    source: 'spec 001 §2, §6',
    decide: (c) => editing(c) || c.viewport !== 'mobile',
    describe: (v) => (v ? 'shown' : 'hidden'),
  }),
  anchorsPlaceholder: policy<boolean>({
    id: 'anchorsPlaceholder',
    title: 'Anchors placeholder when fewer than 2 blocks',
    source: 'spec 001 §2',
    decide: editing,
    describe: (v) => (v ? 'shown' : 'nothing'),
  }),
  cartOpensOnClick: policy<boolean>({
    id: 'cartOpensOnClick',
    title: 'The cart button and #cart links open the cart',
    source: 'spec 002 §2, §4; ours for admin: a click selects, the editor panel force-opens the cart',
    decide: (c) => !editing(c),
    describe: (v) => (v ? 'yes' : 'no, the editor panel opens it'),
  }),
  cartCountEdits: policy<boolean>({
    id: 'cartCountEdits',
    title: 'Cart counts can be changed (and are kept for the visitor)',
    source: 'issue 12 (spec 001 §6): admin writes nothing a visitor would store',
    decide: (c) => !editing(c),
    describe: (v) => (v ? 'yes' : 'no, shown as they are'),
  }),
  cartEscapeOverlayClose: policy<boolean>({
    id: 'cartEscapeOverlayClose',
    title: 'Escape and overlay click close the cart',
    source: 'spec 002 §2, §6',
    decide: (c) => !editing(c),
    describe: yesNo,
  }),
  formCodeAction: policy<boolean>({
    id: 'formCodeAction',
    title: 'Form "code" action runs',
    source: 'spec 002 §6, §7',
    decide: (c) => !editing(c),
    describe: yesNo,
  }),
  formSends: policy<boolean>({
    id: 'formSends',
    title: 'A form submit sends the lead (and runs its action)',
    source: 'issue 13: admin never sends; the submit is only checked and reported',
    decide: (c) => !editing(c),
    describe: (v) => (v ? 'yes' : 'no, the form is checked and the submit reported'),
  }),
  captchaCompact: policy<boolean>({
    id: 'captchaCompact',
    title: 'Captcha widget in its compact size',
    source: 'spec 001 §4: compact on small mobile',
    decide: ({ viewport }) => viewport === 'mobile',
    describe: (v) => (v ? 'compact' : 'normal'),
  }),
  focusFirstField: policy<boolean>({
    id: 'focusFirstField',
    title: 'First field focused when a form opens',
    source: 'spec 002 §6',
    decide: (c) => !editing(c) && c.viewport === 'desktop',
    describe: (v) => (v ? `yes, when the viewport height exceeds the form top by more than ${FORM_FOCUS_THRESHOLD_PX} px` : 'no'),
  }),
  backgroundEffects: policy<boolean>({
    id: 'backgroundEffects',
    title: 'Background effects',
    source: 'spec 001 §6; ours: off in a capture render (motion effects also off with reduced motion)',
    decide: (c) => !capturing(c),
    describe: (v) => (v ? 'run' : 'off'),
  }),
  backgroundVideo: policy<'play' | 'mobile-setting' | 'skipped'>({
    id: 'backgroundVideo',
    title: 'Background video',
    source: 'spec 001 §4',
    decide: (c) => (capturing(c) ? 'skipped' : c.viewport === 'mobile' ? 'mobile-setting' : 'play'),
    describe: (v) =>
      v === 'skipped' ? 'skipped (capture render: screenshot, critical CSS or bot)' : v === 'mobile-setting' ? 'only if mobileVideoEnabled' : 'plays on screen',
  }),
  cartButtonVisibility: policy<'always' | 'settings'>({
    id: 'cartButtonVisibility',
    title: 'Cart button visibility',
    source: 'spec 001 §6',
    decide: ({ mode }) => (mode === 'run' ? 'settings' : 'always'),
    describe: (v) => (v === 'always' ? 'always' : 'as the settings say'),
  }),
} as const;

export type PolicyId = keyof typeof POLICIES;
export type PolicyValue<Id extends PolicyId> = ReturnType<(typeof POLICIES)[Id]['decide']>;

/** Whether the first field of a form that has just opened gets focus (spec 002 §6). */
export function shouldFocusFirstField(context: PolicyContext, viewportHeight: number, formTop: number): boolean {
  return POLICIES.focusFirstField.decide(context) && viewportHeight - formTop > FORM_FOCUS_THRESHOLD_PX;
}

export function viewportForWidth(width: number): Viewport {
  return width <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
}

/** Whether a part with these hidden flags is hidden on the current viewport. */
export function isHiddenHere(hidden: { mobile?: boolean; desktop?: boolean } | undefined, viewport: Viewport): boolean {
  return Boolean(hidden?.[viewport]);
}

/** The whole table for one context, in table order, for the harness. */
export function describePolicies(context: PolicyContext): { id: string; title: string; source: string; value: string }[] {
  return Object.values(POLICIES).map((row) => {
    const { id, title, source } = row;
    // Each row's describe takes the value its own decide returns.
    const value = (row.describe as (v: unknown) => string)(row.decide(context));
    return { id, title, source, value };
  });
}
