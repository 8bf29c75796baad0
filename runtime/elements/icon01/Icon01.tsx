import { useState, type CSSProperties } from 'react';
import { safeColour } from '../../safety/colour';
import type { Icon01Element, Image } from '../../page/page-schema';
import { useRuntimeBasics } from '../../core/runtime-context';
import { useLightImagesKeepingShownFiles } from '../../media/image/light-images';
import { BuiltInIcon } from '../../media/icons';
import { useElementLink } from '../use-link';
import { iconImageSources } from './icon-image-url';
import { linkTargetName } from './link-name';

/** Padding around an icon drawn on a circle or square, as a share of the icon size. */
const SHAPE_PADDING_RATIO = 0.45;
const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/**
 * An image icon (its URL: icon-image-url.ts). A file that fails to load is logged and reported
 * like every image of the runtime (spec 000 §8) and leaves an empty box of the icon's size, never
 * the browser's broken-image icon; its label stays on the box.
 */
function ImageIcon({ icon, size, label }: { icon: Image; size: number; label: string | undefined }) {
  const { services } = useRuntimeBasics();
  const lightImages = useLightImagesKeepingShownFiles();
  const { src, srcSet, sizes } = iconImageSources(icon, size, services.images.support, lightImages);
  // The sources that failed: another size or image gets its own try.
  const [failedSources, setFailedSources] = useState<string | null>(null);
  const sources = `${src} ${srcSet ?? ''}`;
  const alt = label ?? icon.alt ?? '';
  if (failedSources === sources) {
    return <span className="rt-icon__empty" data-state="error" role={alt ? 'img' : undefined} aria-label={alt || undefined} style={{ display: 'block' }} />;
  }
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={size}
      height={size}
      alt={alt}
      loading="lazy"
      onError={(event) => {
        // The file the browser chose for its screen.
        const url = shownFile(event.currentTarget) ?? src;
        setFailedSources(sources);
        services.log.warn('icon image failed to load', url);
        services.events.emit('image:error', { url });
      }}
    />
  );
}

/** The file an image shows, as the page names its files (`/img/…`), from the address the browser resolved. */
function shownFile(image: HTMLImageElement): string | null {
  if (!image.currentSrc) return null;
  const { pathname, search } = new URL(image.currentSrc, image.baseURI);
  return pathname + search;
}

/** icon01: a built-in icon or an image icon (its file size rounded to steps of 50, spec 000 §9). */
export function Icon01({ element }: { element: Icon01Element }) {
  const { icon, size, color, background, shape, align, label, caption, link } = element.data;
  const linkProps = useElementLink(element.id, link);
  const shownCaption = caption?.trim() || null;
  // An unboxed icon with a caption keeps the footprint of a boxed one, so captions under a row of
  // boxed and unboxed icons stand on one line.
  const padding = shape === 'none' && !shownCaption ? 0 : Math.round(size * SHAPE_PADDING_RATIO);
  const side = size + padding * 2;
  // A box never wider than its grid cell (a phone's cells are narrow): it shrinks as a square, the
  // glyph with it at the same share of the box, so a circle stays a circle.
  const boxStyle = {
    width: side,
    maxWidth: '100%',
    aspectRatio: '1',
    '--rt-icon-glyph': `${(size / side) * 100}%`,
    background: shape === 'none' ? undefined : (safeColour(background) ?? 'color-mix(in srgb, var(--rt-accent) 14%, transparent)'),
    borderRadius: shape === 'circle' ? '50%' : shape === 'square' ? Math.round(size * 0.3) : undefined,
    color: safeColour(color) ?? 'var(--rt-accent)',
  } as CSSProperties;
  const glyph =
    typeof icon === 'string' ? (
      <BuiltInIcon name={icon} size={size} color={safeColour(color)} label={label} />
    ) : (
      <ImageIcon icon={icon} size={size} label={label} />
    );
  const box = (
    <span className={`rt-icon rt-icon--${shape}`} style={boxStyle}>
      {glyph}
    </span>
  );
  // A caption is shown under the icon (issue 19.5); it names the icon when there is no label, so
  // the glyph itself is then decorative and screen readers read the caption once.
  const content = shownCaption ? (
    <span className="rt-icon-item" style={{ alignItems: JUSTIFY[align], textAlign: align }}>
      {box}
      <span className="rt-icon__caption">{shownCaption}</span>
    </span>
  ) : (
    box
  );
  // A link is named by what it holds, the glyph's label and the caption's words, so its name
  // includes the text it shows (WCAG 2.5.3). With neither, its target names it: it is never nameless.
  const glyphName = typeof icon === 'string' ? label : (label ?? icon.alt);
  const fallbackName = linkProps && !glyphName && !shownCaption ? linkTargetName(linkProps.href) : undefined;
  return (
    <div className="rt-icon-row" style={{ justifyContent: JUSTIFY[align] }}>
      {linkProps ? (
        <a {...linkProps} aria-label={fallbackName}>
          {content}
        </a>
      ) : (
        content
      )}
    </div>
  );
}
