/**
 * Layer geometry for the scroll effects and the cover box of video players. Pure numbers, in CSS
 * px, relative to the section: `top` and `height` place the moving layer, `translateY` moves it.
 *
 * Parallax with factor f: the layer moves f × the scroll distance against the scroll, so on screen
 * it travels (1 − f) × as fast as the page. It rests (translateY 0) when the section's centre is at
 * the screen's centre. From entering at the bottom to leaving at the top the section travels
 * V + H (screen height + section height), so the layer moves ±f(V + H)/2 and must be that much
 * taller on each side to always cover the section.
 *
 * Fixed: the layer is the size of the screen and is moved back by the section's own offset, so it
 * stands still on screen (what background-attachment: fixed does, which mobile browsers ignore).
 */

export interface LayerFrame {
  top: number;
  height: number;
  translateY: number;
}

interface ScrollGeometry {
  /** The section's top relative to the top of the screen (getBoundingClientRect().top). */
  sectionTop: number;
  sectionHeight: number;
  viewportHeight: number;
}

const round = (value: number): number => Math.round(value * 100) / 100 || 0;

export function parallaxFrame({ sectionTop, sectionHeight, viewportHeight }: ScrollGeometry, factor: number): LayerFrame {
  const f = Math.min(1, Math.max(0, factor));
  const travel = (f * (viewportHeight + sectionHeight)) / 2;
  const fromCentre = sectionTop + sectionHeight / 2 - viewportHeight / 2;
  // Beyond the range the section is off screen; clamping keeps the layer covering it anyway.
  const translateY = Math.min(travel, Math.max(-travel, -f * fromCentre));
  return { top: round(-travel), height: round(sectionHeight + 2 * travel), translateY: round(translateY) };
}

export function fixedFrame({ sectionTop, viewportHeight }: Pick<ScrollGeometry, 'sectionTop' | 'viewportHeight'>): LayerFrame {
  return { top: 0, height: round(viewportHeight), translateY: round(-sectionTop) };
}

export interface CoverBox {
  width: number;
  height: number;
  left: number;
  top: number;
}

/**
 * The box of a picture with this width / height `ratio` that covers `box` and is centred on it
 * (object-fit: cover, for iframes that cannot do it themselves). A ratio that is not a positive
 * number leaves the box as it is.
 */
export function coverBox(box: { width: number; height: number }, ratio: number): CoverBox {
  if (!(ratio > 0) || !Number.isFinite(ratio) || box.width <= 0 || box.height <= 0) {
    return { width: Math.max(0, box.width), height: Math.max(0, box.height), left: 0, top: 0 };
  }
  const width = Math.max(box.width, box.height * ratio);
  const height = width / ratio;
  return { width: round(width), height: round(height), left: round((box.width - width) / 2), top: round((box.height - height) / 2) };
}

/** A length CSS can hold before anything is measured: `percent` % of a reference box plus `vh` × 1vh. */
export interface CssLength {
  percent: number;
  vh: number;
}

interface RestingFrame {
  /** Percent of the section's height. */
  top: CssLength;
  /** Percent of the section's height. */
  height: CssLength;
  /** Percent of the layer's own height (a transform's percentages are the element's own). */
  translateY: CssLength;
}

/**
 * The frame of a section at the top of the page, not yet scrolled — the one `parallaxFrame` and
 * `fixedFrame` give it — written in CSS units, so a page's first paint (a prerendered page before
 * its script runs, or any page before the first measure) already has the layer where the runtime
 * will put it: no layout shift when the script takes over. Sections further down get it too, off
 * screen, until they are measured.
 *
 * Parallax, with V the screen and H the section: top −f(V+H)/2, height H + f(V+H), and
 * translateY −f(H−V)/2, which in the layer's own height L = H(1+f) + fV is
 * −f/(2(1+f))·L + f(1+2f)/(2(1+f))·V.
 */
export function restingFrame(effect: 'parallax' | 'fixed', factor: number): RestingFrame {
  if (effect === 'fixed') return { top: { percent: 0, vh: 0 }, height: { percent: 0, vh: 100 }, translateY: { percent: 0, vh: 0 } };
  const f = Math.min(1, Math.max(0, factor));
  return {
    top: { percent: -50 * f, vh: -50 * f },
    height: { percent: 100 + 100 * f, vh: 100 * f },
    translateY: { percent: (-100 * f) / (2 * (1 + f)), vh: (100 * f * (1 + 2 * f)) / (2 * (1 + f)) },
  };
}

/**
 * The layer's size on a screen, for a section one screen tall: what a prerendered page chooses
 * its photo for before anything is measured. Without a scrolling effect the layer is the section.
 */
export function layerOnScreen(screen: { width: number; height: number }, frame: RestingFrame | null): { width: number; height: number } {
  if (!frame) return screen;
  return { width: screen.width, height: ((frame.height.percent + frame.height.vh) / 100) * screen.height };
}

export function cssLength({ percent, vh }: CssLength): string {
  const digits = (value: number) => String(Math.round(value * 10000) / 10000 || 0);
  return `calc(${digits(percent)}% + ${digits(vh)}vh)`;
}
