/**
 * Every mode-dependent behaviour of the runtime, as one table of pure functions of
 * (mode, viewport, flags). Components read a policy with `usePolicy`; the harness lists the table
 * with the current values ("what differs in this mode"), in the words of policy-descriptions.ts,
 * which also says where each row comes from. DESIGN.md §3 is the source.
 *
 * "Only in preview" in the specs means "not while editing": preview and run (DESIGN.md §3).
 */

export const MODES = ['admin', 'preview', 'run'] as const;
export type Mode = (typeof MODES)[number];
export const VIEWPORTS = ['mobile', 'desktop'] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/** Widths up to this are mobile (DESIGN.md §3). */
export const MOBILE_MAX_WIDTH = 767;
/** The windows of the mobile viewport, as a media query: the one the runtime, the published page's CSS and its images follow. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** The media query of the windows a viewport is shown in. */
export function viewportMedia(viewport: Viewport): string {
  return viewport === 'mobile' ? MOBILE_QUERY : `not all and ${MOBILE_QUERY}`;
}

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

/**
 * One row: its value in a context. What the harness says of a row (its title, source and the value
 * in words) is in policy-descriptions.ts, so a visitor's page carries the rules without their prose.
 */
interface Policy<Value> {
  decide(context: PolicyContext): Value;
}

const editing = ({ mode }: PolicyContext) => mode === 'admin';
/**
 * A capture render: a screenshot, a critical-CSS extraction or a crawler. Nothing scrolls or
 * animates there, so whatever waits for the screen or for time is done at once or left out.
 */
const capturing = ({ flags }: PolicyContext) => flags.bot || flags.screenshot || flags.criticalCss;

function policy<Value>(decide: (context: PolicyContext) => Value): Policy<Value> {
  return { decide };
}

export const POLICIES = {
  adminNotes: policy<boolean>(editing),
  hashWrites: policy<boolean>((c) => !editing(c)),
  captureRender: policy<boolean>(capturing),
  reducedMotion: policy<boolean>(({ flags }) => flags.reducedMotion),
  lightImages: policy<boolean>(({ flags }) => flags.slowNetwork),
  hiddenElement: policy<'marked' | 'removed'>((c) => (editing(c) ? 'marked' : 'removed')),
  followLinks: policy<boolean>((c) => !editing(c)),
  pageModalsOpenOnClick: policy<boolean>((c) => !editing(c)),
  lightboxOpens: policy<boolean>((c) => !editing(c)),
  imagesLoadEagerly: policy<boolean>(capturing),
  videoAutoplay: policy<boolean>((c) => !editing(c) && !capturing(c)),
  sliderLoopAutoplay: policy<boolean>((c) => !editing(c)),
  rememberSlidePosition: policy<boolean>(editing),
  sliderPreviewSpeed: policy<boolean>((c) => !editing(c)),
  tabShiftAnimation: policy<boolean>(({ viewport, flags }) => viewport === 'desktop' && !flags.reducedMotion),
  tabDragHoverSwitch: policy<boolean>(editing),
  catalogueLoads: policy<boolean>((c) => !editing(c)),
  catalogueCartActions: policy<boolean>((c) => !editing(c)),
  cartItemRemoval: policy<boolean>((c) => !editing(c)),
  promotionLogic: policy<boolean>((c) => !editing(c)),
  discountLines: policy<'always' | 'when-applied'>((c) => (editing(c) ? 'always' : 'when-applied')),
  cartForceOpen: policy<boolean>(editing),
  anchorsWidget: policy<boolean>((c) => editing(c) || c.viewport !== 'mobile'),
  anchorsPlaceholder: policy<boolean>(editing),
  cartOpensOnClick: policy<boolean>((c) => !editing(c)),
  cartCountEdits: policy<boolean>((c) => !editing(c)),
  cartEscapeOverlayClose: policy<boolean>((c) => !editing(c)),
  formCodeAction: policy<boolean>((c) => !editing(c)),
  formSends: policy<boolean>((c) => !editing(c)),
  captchaCompact: policy<boolean>(({ viewport }) => viewport === 'mobile'),
  focusFirstField: policy<boolean>((c) => !editing(c) && c.viewport === 'desktop'),
  backgroundEffects: policy<boolean>((c) => !capturing(c)),
  backgroundVideo: policy<'play' | 'mobile-setting' | 'skipped'>((c) => (capturing(c) ? 'skipped' : c.viewport === 'mobile' ? 'mobile-setting' : 'play')),
  cartButtonVisibility: policy<'always' | 'settings'>(({ mode }) => (mode === 'run' ? 'settings' : 'always')),
} as const;

export type PolicyId = keyof typeof POLICIES;
export type PolicyValue<Id extends PolicyId> = ReturnType<(typeof POLICIES)[Id]['decide']>;

/**
 * Spec 002 §6's threshold for the focus on the first field of a form that has just opened: the
 * viewport's height exceeds the form's top by more than FORM_FOCUS_THRESHOLD_PX. Asked only where
 * the `focusFirstField` policy allows that focus at all, so a form it refuses is not measured.
 */
export function formFarEnoughUpToFocus(viewportHeight: number, formTop: number): boolean {
  return viewportHeight - formTop > FORM_FOCUS_THRESHOLD_PX;
}

export function viewportForWidth(width: number): Viewport {
  return width <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
}

/** Where a part is hidden (spec 000 §6: per viewport). */
export type HiddenOn = Partial<Record<Viewport, boolean>>;

/** Whether a part with these hidden flags is hidden on the current viewport. */
export function isHiddenHere(hidden: HiddenOn | undefined, viewport: Viewport): boolean {
  return Boolean(hidden?.[viewport]);
}

/**
 * The index of the first section on a viewport's screen (-1 if none): the first that loaded,
 * passing those hidden on this viewport where hidden parts are removed (for visitors). While
 * editing, a hidden section keeps its place, marked (policy hiddenElement), so it is the first.
 */
export function firstSectionOnScreen(
  sections: readonly ({ ok: true; value: { hidden?: HiddenOn } } | { ok: false })[],
  viewport: Viewport,
  hiddenElement: 'marked' | 'removed',
): number {
  return sections.findIndex((part) => part.ok && (hiddenElement === 'marked' || !isHiddenHere(part.value.hidden, viewport)));
}
