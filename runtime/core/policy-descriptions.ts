/**
 * What the harness says of each policy (policies.ts): what the row is about, where the rule comes
 * from, and its value in words. Apart from the rules so that a visitor's page, which only decides,
 * does not carry this prose; the type asks for a description of every row.
 */
import { FORM_FOCUS_THRESHOLD_PX, POLICIES, type PolicyContext, type PolicyId, type PolicyValue } from './policies';

interface PolicyDescription<Value> {
  /** What the row is about, as the harness lists it. */
  title: string;
  /** Where the rule comes from. */
  source: string;
  /** The value in words, for the harness panel. */
  describe(value: Value): string;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

const POLICY_DESCRIPTIONS: { [Id in PolicyId]: PolicyDescription<PolicyValue<Id>> } = {
  adminNotes: {
    title: 'Notes and error boxes for the owner (broken or unbuilt parts, failed loads, data problems)',
    source: 'DESIGN.md §3: visitors see nothing of a broken part; ours for the notes',
    describe: (v) => (v ? 'shown' : 'nothing, a log line only'),
  },
  hashWrites: {
    title: 'A chosen tab is written to the address hash (and reset when its block leaves the screen)',
    source: 'spec 002 §2; ours: the editor\'s address is not the page\'s',
    describe: yesNo,
  },
  captureRender: {
    title: 'Capture render: nothing scrolls or animates (bot, screenshot, critical CSS)',
    source: 'ours: tabs created at once, images eager, every card drawn, no autoplay, no background video or effects, no next products asked for ahead',
    describe: (v) => (v ? 'yes, everything is laid out at once and still' : 'no'),
  },
  reducedMotion: {
    title: 'Reduced motion (the flag or the system setting)',
    source: 'ours: no smooth scrolls, text rotation, hover motion, autoplay or motion effects',
    describe: (v) => (v ? 'yes, motion is left out' : 'no'),
  },
  lightImages: {
    title: 'Images at the slow-network quality',
    source: 'spec 000 §9: qualities 50/50/45, pixel ratio at most 1.5; a published page reads the visitor’s connection once hydrated',
    describe: (v) => (v ? 'yes, smaller files' : 'no, the usual quality'),
  },
  hiddenElement: {
    title: 'Element hidden for this viewport',
    source: 'spec 000 §6',
    describe: (v) => (v === 'marked' ? 'stays visible, marked as hidden' : 'removed from the page'),
  },
  followLinks: {
    title: 'Links and button actions followed on click',
    source: 'ours: a click while editing selects, it must not leave the editor',
    describe: (v) => (v ? 'yes' : 'no, the action is only reported'),
  },
  pageModalsOpenOnClick: {
    title: 'Buttons and #links open the page modals',
    source: 'issue 11: admin shows a modal on request from the editor panel instead of on click',
    describe: (v) => (v ? 'yes' : 'no, the editor panel opens them'),
  },
  lightboxOpens: {
    title: 'A click on an image opens the lightbox',
    source: 'ours: while editing a click selects; a full-screen dialog would cover the editor',
    describe: yesNo,
  },
  imagesLoadEagerly: {
    title: 'Images load without waiting to near the screen',
    source: 'ours: screenshots and bots never scroll, so lazy images would stay empty',
    describe: (v) => (v ? 'yes (capture render)' : 'no, lazily near the screen'),
  },
  videoAutoplay: {
    title: 'Videos set to autoplay start by themselves',
    source: 'spec 000 §4; ours for admin and the render flags',
    describe: (v) => (v ? 'yes, muted, when near the screen' : 'no, the poster waits for a click'),
  },
  sliderLoopAutoplay: {
    title: 'Slider loop and autoplay',
    source: 'spec 000 §6',
    describe: (v) => (v ? 'as set' : 'off'),
  },
  rememberSlidePosition: {
    title: 'Slide position remembered',
    source: 'spec 000 §6',
    describe: yesNo,
  },
  sliderPreviewSpeed: {
    title: 'Card slider fades at the preview speed (450 ms, else 300 ms)',
    source: 'spec 000 §9',
    describe: yesNo,
  },
  tabShiftAnimation: {
    title: 'Tab strip shift animated',
    source: 'spec 002 §3 (desktop); ours for reduced motion',
    describe: yesNo,
  },
  tabDragHoverSwitch: {
    title: 'Tab switches on drag-hover after 700 ms',
    source: 'spec 000 §6',
    describe: yesNo,
  },
  catalogueLoads: {
    title: 'Catalogue load-more, pagination, product loading',
    source: 'spec 000 §4, §6',
    describe: (v) => (v ? 'works' : 'ignored'),
  },
  catalogueCartActions: {
    title: 'Card cart and options-modal actions change the cart',
    source: 'issue: admin shows the actions but they do not change visitor state',
    describe: (v) => (v ? 'yes' : 'no, the action is only reported'),
  },
  cartItemRemoval: {
    title: 'Cart item removal',
    source: 'spec 001 §6',
    describe: (v) => (v ? 'works' : 'disabled'),
  },
  promotionLogic: {
    title: 'Promotion logic',
    source: 'spec 001 §6',
    describe: (v) => (v ? 'works' : 'skipped'),
  },
  discountLines: {
    title: 'Discount and promocode lines in the cart',
    source: 'spec 001 §6',
    describe: (v) => (v === 'always' ? 'always shown' : 'when they apply'),
  },
  cartForceOpen: {
    title: 'Cart can be force-opened',
    source: 'spec 001 §6',
    describe: yesNo,
  },
  anchorsWidget: {
    title: 'Anchors widget shown',
    source: 'spec 001 §2, §6',
    describe: (v) => (v ? 'shown' : 'hidden'),
  },
  anchorsPlaceholder: {
    title: 'Anchors placeholder when fewer than 2 blocks',
    source: 'spec 001 §2',
    describe: (v) => (v ? 'shown' : 'nothing'),
  },
  cartOpensOnClick: {
    title: 'The cart button and #cart links open the cart',
    source: 'spec 002 §2, §4; ours for admin: a click selects, the editor panel force-opens the cart',
    describe: (v) => (v ? 'yes' : 'no, the editor panel opens it'),
  },
  cartCountEdits: {
    title: 'Cart counts can be changed (and are kept for the visitor)',
    source: 'issue 12 (spec 001 §6): admin writes nothing a visitor would store',
    describe: (v) => (v ? 'yes' : 'no, shown as they are'),
  },
  cartEscapeOverlayClose: {
    title: 'Escape and overlay click close the cart',
    source: 'spec 002 §2, §6',
    describe: yesNo,
  },
  formCodeAction: {
    title: 'Form "code" action runs',
    source: 'spec 002 §6, §7',
    describe: yesNo,
  },
  formSends: {
    title: 'A form submit sends the lead (and runs its action); the arrival address is kept for its utmData',
    source: 'issue 13: admin never sends; the submit is only checked and reported. An editor\'s address is no visitor\'s arrival',
    describe: (v) => (v ? 'yes' : 'no, the form is checked and the submit reported'),
  },
  captchaCompact: {
    title: 'Captcha widget in its compact size',
    source: 'spec 001 §4: compact on small mobile',
    describe: (v) => (v ? 'compact' : 'normal'),
  },
  focusFirstField: {
    title: 'First field focused when a form opens',
    source: 'spec 002 §6',
    describe: (v) => (v ? `yes, when the viewport height exceeds the form top by more than ${FORM_FOCUS_THRESHOLD_PX} px` : 'no'),
  },
  backgroundEffects: {
    title: 'Background effects',
    source: 'spec 001 §6; ours: off in a capture render (motion effects also off with reduced motion)',
    describe: (v) => (v ? 'run' : 'off'),
  },
  backgroundVideo: {
    title: 'Background video',
    source: 'spec 001 §4',
    describe: (v) =>
      v === 'skipped' ? 'skipped (capture render: screenshot, critical CSS or bot)' : v === 'mobile-setting' ? 'only if mobileVideoEnabled' : 'plays on screen',
  },
  cartButtonVisibility: {
    title: 'Cart button visibility',
    source: 'spec 001 §6',
    describe: (v) => (v === 'always' ? 'always' : 'as the settings say'),
  },
};

/** The whole table for one context, in table order, for the harness. */
export function describePolicies(context: PolicyContext): { id: PolicyId; title: string; source: string; value: string }[] {
  return (Object.keys(POLICIES) as PolicyId[]).map((id) => {
    const { title, source, describe } = POLICY_DESCRIPTIONS[id];
    // Each row's describe takes the value its own decide returns.
    const value = (describe as (v: unknown) => string)(POLICIES[id].decide(context));
    return { id, title, source, value };
  });
}
