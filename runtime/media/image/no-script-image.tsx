/**
 * The photo the server's HTML shows in a <noscript>, where a page read without scripts has nothing
 * else to load a file (ResponsiveImage's, SectionBackground's).
 *
 * A published page holds one copy per viewport, and a media query hides the copy that does not
 * fit the window (display: none). A browser fetches an <img> under display: none all the same,
 * and `loading="lazy"` does not stop it there: with scripting off every image loads eagerly (the
 * HTML standard's lazy-loading steps, against tracking the scroll without scripts). A phone then
 * fetched the desktop copy's photos too (a 2160 px background: 134 KB). So the <img> is in a
 * <picture> whose <source> answers the windows that hide this copy with an empty inline image:
 * there the browser takes it and fetches nothing, and a window resized across the breakpoint
 * takes the photo again.
 *
 * Lazy all the same: where the <noscript> content shows with scripting on (the page's scripts did
 * not load, publish/first-paint.ts), a photo far down the page waits until the visitor nears it.
 */
import type { CSSProperties } from 'react';
import { viewportMedia, type Viewport } from '../../core/policies';
import type { Image } from '../../page/page-schema';
import { VISUAL_TOKENS } from '../../page/visual-tokens';
import { safeColour } from '../../safety/colour';
import { chooseImageSource, imageProportion } from './image-url';

/**
 * The width of the file a page without JavaScript shows (it cannot measure the box): enough for a
 * column on most screens at 1×, a tenth of a full-width original's bytes. Ours.
 */
const NOSCRIPT_IMAGE_WIDTH = 800;
/** A page without JavaScript gets jpg: every browser shows it, and nothing can ask which others it takes. */
const NOSCRIPT_IMAGE_ENV = { cssWidth: NOSCRIPT_IMAGE_WIDTH, devicePixelRatio: 1, slowNetwork: false, support: { webp: false, avif: false } } as const;

/** The file a page without JavaScript shows for an image: NOSCRIPT_IMAGE_WIDTH px jpg at the spec quality, the original when smaller. */
export function noScriptImageUrl(image: Image): string {
  return chooseImageSource(image, NOSCRIPT_IMAGE_ENV).url;
}

/** A transparent 1×1 GIF: what the copy a window hides takes instead of its photo (no request). */
export const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The windows that hide a viewport's copy: the other viewport's (publish/published-page.ts shows each copy in its own). */
function windowsHiding(viewport: Viewport): string {
  return viewportMedia(viewport === 'desktop' ? 'mobile' : 'desktop');
}

interface NoScriptImageProps {
  /** The viewport of the copy the image is in. */
  viewport: Viewport;
  src: string | undefined;
  alt: string;
  className: string;
  style?: CSSProperties | undefined;
  /** Marked painted (`data-painted`), for a box whose CSS fades its file in once loaded: nothing does that without scripts. */
  painted?: boolean | undefined;
}

/** For the inside of a <noscript>. */
export function NoScriptImage({ viewport, src, alt, className, style, painted }: NoScriptImageProps) {
  return (
    <picture>
      <source media={windowsHiding(viewport)} srcSet={EMPTY_IMAGE} />
      <img className={className} src={src} alt={alt} loading="lazy" data-painted={painted ? '' : undefined} style={style} />
    </picture>
  );
}

/**
 * An image the server's HTML has only for a page without scripts (a slide past a slider's first
 * view: widgets/slider/Slider.tsx): its box as ResponsiveImage draws it (proportion, colour,
 * radius; `data-state` lets image.css show the file) with the file in it. For the inside of a
 * <noscript>, which can hold no <noscript> of its own (with scripting on, the inner one's end
 * would end the outer's text).
 */
export function NoScriptImageBox({ image, radius, viewport }: { image: Image; radius?: number | undefined; viewport: Viewport }) {
  return (
    <div className="rt-image" data-state="not-loaded" style={imageBoxStyle(image, radius)}>
      <NoScriptImage viewport={viewport} className="rt-image__img" src={noScriptImageUrl(image)} alt={image.alt ?? ''} painted />
    </div>
  );
}

/** An image's box before its file: its proportion, its average colour, its corners and its frame (ResponsiveImage.tsx, NoScriptImageBox). */
export function imageBoxStyle(image: Image, radius: number | undefined): CSSProperties {
  return {
    aspectRatio: `1 / ${imageProportion(image)}`,
    backgroundColor: safeColour(image.averageColor) ?? VISUAL_TOKENS.colour.imageFallback,
    borderRadius: radius,
    // Spec 000 §3 Image `border`: a frame of that many pixels, in the text colour, drawn inside the
    // reserved box so the image keeps its place and proportion.
    ...(image.border ? { border: `${image.border}px solid currentColor`, boxSizing: 'border-box' } : {}),
  };
}
