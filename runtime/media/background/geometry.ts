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

export interface ScrollGeometry {
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
