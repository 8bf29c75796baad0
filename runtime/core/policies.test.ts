import { describe, expect, it } from 'vitest';
import {
  FORM_FOCUS_THRESHOLD_PX,
  MODES,
  NO_FLAGS,
  POLICIES,
  VIEWPORTS,
  firstSectionOnScreen,
  formFarEnoughUpToFocus,
  isHiddenHere,
  viewportForWidth,
  type Mode,
  type PolicyContext,
  type Viewport,
} from './policies';
import { describePolicies } from './policy-descriptions';

const ctx = (mode: Mode, viewport: Viewport = 'desktop', flags: Partial<PolicyContext['flags']> = {}): PolicyContext => ({
  mode,
  viewport,
  flags: { ...NO_FLAGS, ...flags },
});

/** Every row of DESIGN.md §3, as (admin value, preview/run value), on both viewports. */
const TABLE: [keyof typeof POLICIES, unknown, unknown][] = [
  ['hiddenElement', 'marked', 'removed'],
  ['followLinks', false, true],
  ['lightboxOpens', false, true],
  ['pageModalsOpenOnClick', false, true],
  ['sliderLoopAutoplay', false, true],
  ['rememberSlidePosition', true, false],
  ['tabDragHoverSwitch', true, false],
  ['catalogueLoads', false, true],
  ['catalogueCartActions', false, true],
  ['cartItemRemoval', false, true],
  ['promotionLogic', false, true],
  ['discountLines', 'always', 'when-applied'],
  ['cartForceOpen', true, false],
  ['cartOpensOnClick', false, true],
  ['cartCountEdits', false, true],
  ['anchorsPlaceholder', true, false],
  ['cartEscapeOverlayClose', false, true],
  ['formCodeAction', false, true],
  ['formSends', false, true],
  ['backgroundEffects', true, true],
  ['adminNotes', true, false],
  ['hashWrites', false, true],
  ['sliderPreviewSpeed', false, true],
];

const CAPTURE_FLAGS = ['screenshot', 'criticalCss', 'bot'] as const;

describe('policy table', () => {
  for (const [id, admin, visitor] of TABLE) {
    for (const viewport of VIEWPORTS) {
      it(`${id} on ${viewport}: admin ${String(admin)}, preview/run ${String(visitor)}`, () => {
        const row = POLICIES[id] as { decide: (c: PolicyContext) => unknown };
        expect(row.decide(ctx('admin', viewport))).toBe(admin);
        expect(row.decide(ctx('preview', viewport))).toBe(visitor);
        expect(row.decide(ctx('run', viewport))).toBe(visitor);
      });
    }
  }

  it('anchors widget: hidden on mobile for visitors, shown in admin and on desktop', () => {
    expect(POLICIES.anchorsWidget.decide(ctx('admin', 'mobile'))).toBe(true);
    expect(POLICIES.anchorsWidget.decide(ctx('preview', 'mobile'))).toBe(false);
    expect(POLICIES.anchorsWidget.decide(ctx('run', 'mobile'))).toBe(false);
    for (const mode of MODES) expect(POLICIES.anchorsWidget.decide(ctx(mode, 'desktop'))).toBe(true);
  });

  it('first field focus: only preview/run on desktop, and only past the 100 px threshold', () => {
    expect(FORM_FOCUS_THRESHOLD_PX).toBe(100);
    expect(POLICIES.focusFirstField.decide(ctx('admin', 'desktop'))).toBe(false);
    expect(POLICIES.focusFirstField.decide(ctx('preview', 'mobile'))).toBe(false);
    expect(POLICIES.focusFirstField.decide(ctx('run', 'desktop'))).toBe(true);
    // The viewport's height past the form's top: 101 px focuses, 100 px does not.
    expect(formFarEnoughUpToFocus(800, 699)).toBe(true);
    expect(formFarEnoughUpToFocus(800, 700)).toBe(false);
  });

  it('cart button: always in admin and preview, as the settings say in run', () => {
    expect(POLICIES.cartButtonVisibility.decide(ctx('admin'))).toBe('always');
    expect(POLICIES.cartButtonVisibility.decide(ctx('preview'))).toBe('always');
    expect(POLICIES.cartButtonVisibility.decide(ctx('run'))).toBe('settings');
  });

  it('background video: skipped with screenshot, critical CSS and bot; mobile needs the setting', () => {
    for (const mode of MODES) {
      expect(POLICIES.backgroundVideo.decide(ctx(mode, 'desktop'))).toBe('play');
      expect(POLICIES.backgroundVideo.decide(ctx(mode, 'mobile'))).toBe('mobile-setting');
      for (const flag of ['screenshot', 'criticalCss', 'bot'] as const) {
        expect(POLICIES.backgroundVideo.decide(ctx(mode, 'desktop', { [flag]: true }))).toBe('skipped');
      }
      expect(POLICIES.backgroundVideo.decide(ctx(mode, 'desktop', { slowNetwork: true }))).toBe('play');
    }
  });

  it('video autoplay: never in admin, never for screenshots, critical CSS or bots', () => {
    expect(POLICIES.videoAutoplay.decide(ctx('admin'))).toBe(false);
    for (const mode of ['preview', 'run'] as const) {
      expect(POLICIES.videoAutoplay.decide(ctx(mode, 'mobile'))).toBe(true);
      for (const flag of ['screenshot', 'criticalCss', 'bot'] as const) expect(POLICIES.videoAutoplay.decide(ctx(mode, 'desktop', { [flag]: true }))).toBe(false);
    }
  });

  it('images load eagerly only in a capture render (bot, screenshot, critical CSS), in every mode', () => {
    for (const mode of MODES) {
      expect(POLICIES.imagesLoadEagerly.decide(ctx(mode))).toBe(false);
      for (const flag of CAPTURE_FLAGS) expect(POLICIES.imagesLoadEagerly.decide(ctx(mode, 'mobile', { [flag]: true }))).toBe(true);
      expect(POLICIES.imagesLoadEagerly.decide(ctx(mode, 'desktop', { slowNetwork: true, reducedMotion: true }))).toBe(false);
    }
  });

  it('capture render: any of bot, screenshot, critical CSS, in every mode and viewport; nothing else', () => {
    for (const mode of MODES) {
      for (const viewport of VIEWPORTS) {
        expect(POLICIES.captureRender.decide(ctx(mode, viewport))).toBe(false);
        expect(POLICIES.captureRender.decide(ctx(mode, viewport, { slowNetwork: true, reducedMotion: true }))).toBe(false);
        for (const flag of CAPTURE_FLAGS) expect(POLICIES.captureRender.decide(ctx(mode, viewport, { [flag]: true }))).toBe(true);
      }
    }
  });

  it('background effects: run in every mode, off in a capture render (what effects.ts does)', () => {
    for (const mode of MODES) {
      expect(POLICIES.backgroundEffects.decide(ctx(mode, 'mobile', { reducedMotion: true, slowNetwork: true }))).toBe(true);
      for (const flag of CAPTURE_FLAGS) expect(POLICIES.backgroundEffects.decide(ctx(mode, 'desktop', { [flag]: true }))).toBe(false);
    }
    expect(describePolicies(ctx('run', 'desktop', { screenshot: true })).find((r) => r.id === 'backgroundEffects')?.value).toBe('off');
  });

  it('reduced motion and light images follow their flags only', () => {
    for (const mode of MODES) {
      expect(POLICIES.reducedMotion.decide(ctx(mode))).toBe(false);
      expect(POLICIES.reducedMotion.decide(ctx(mode, 'mobile', { reducedMotion: true }))).toBe(true);
      expect(POLICIES.lightImages.decide(ctx(mode, 'desktop', { bot: true }))).toBe(false);
      expect(POLICIES.lightImages.decide(ctx(mode, 'mobile', { slowNetwork: true }))).toBe(true);
    }
  });

  it('tab shift animation: desktop only, and not with reduced motion', () => {
    for (const mode of MODES) {
      expect(POLICIES.tabShiftAnimation.decide(ctx(mode, 'desktop'))).toBe(true);
      expect(POLICIES.tabShiftAnimation.decide(ctx(mode, 'mobile'))).toBe(false);
      expect(POLICIES.tabShiftAnimation.decide(ctx(mode, 'desktop', { reducedMotion: true }))).toBe(false);
    }
  });

  it('captcha is compact on mobile in every mode (spec 001 §4)', () => {
    for (const mode of MODES) {
      expect(POLICIES.captchaCompact.decide(ctx(mode, 'mobile'))).toBe(true);
      expect(POLICIES.captchaCompact.decide(ctx(mode, 'desktop'))).toBe(false);
    }
  });

  it('covers every row in the table and describes each in words', () => {
    const covered = new Set([...TABLE.map(([id]) => id), 'anchorsWidget', 'focusFirstField', 'cartButtonVisibility', 'backgroundVideo', 'imagesLoadEagerly', 'videoAutoplay', 'captureRender', 'reducedMotion', 'lightImages', 'tabShiftAnimation', 'captchaCompact']);
    expect(Object.keys(POLICIES).filter((id) => !covered.has(id))).toEqual([]);
    const rows = describePolicies(ctx('admin', 'mobile'));
    expect(rows).toHaveLength(Object.keys(POLICIES).length);
    expect(rows.find((r) => r.id === 'hiddenElement')?.value).toBe('stays visible, marked as hidden');
    expect(describePolicies(ctx('run')).find((r) => r.id === 'hiddenElement')?.value).toBe('removed from the page');
  });
});

describe('viewport and hidden flags', () => {
  it('mobile is up to 767 px wide', () => {
    expect(viewportForWidth(375)).toBe('mobile');
    expect(viewportForWidth(767)).toBe('mobile');
    expect(viewportForWidth(768)).toBe('desktop');
    expect(viewportForWidth(1280)).toBe('desktop');
  });
  it('reads the hidden flag of the current viewport', () => {
    expect(isHiddenHere({ mobile: true }, 'mobile')).toBe(true);
    expect(isHiddenHere({ mobile: true }, 'desktop')).toBe(false);
    expect(isHiddenHere(undefined, 'desktop')).toBe(false);
  });
  it('the first section on the screen: for visitors the first loaded one not hidden here; while editing a hidden one keeps its place', () => {
    const banner = { ok: true, value: { hidden: { mobile: true } } } as const;
    const hero = { ok: true, value: {} } as const;
    const broken = { ok: false } as const;
    expect(firstSectionOnScreen([banner, hero], 'mobile', 'removed')).toBe(1);
    expect(firstSectionOnScreen([banner, hero], 'desktop', 'removed')).toBe(0);
    expect(firstSectionOnScreen([banner, hero], 'mobile', 'marked')).toBe(0);
    // A section that failed to load shows nothing of its own (an error box in admin): the next one is first.
    expect(firstSectionOnScreen([broken, banner, hero], 'mobile', 'marked')).toBe(1);
    expect(firstSectionOnScreen([broken, banner, hero], 'mobile', 'removed')).toBe(2);
    expect(firstSectionOnScreen([banner], 'mobile', 'removed')).toBe(-1);
    expect(firstSectionOnScreen([], 'desktop', 'marked')).toBe(-1);
    // The policy the site passes: removed for visitors in preview and run, marked in admin.
    expect(MODES.map((mode) => POLICIES.hiddenElement.decide(ctx(mode, 'mobile')))).toEqual(['marked', 'removed', 'removed']);
  });
});
