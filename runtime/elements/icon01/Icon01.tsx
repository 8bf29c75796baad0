import type { CSSProperties } from 'react';
import { safeColour } from '../../core/colour';
import { iconSize, imageFormat, imagePath, imageQuality } from '../../core/image-url';
import type { Icon01Element, Image } from '../../core/page-schema';
import type { ImageEnvironment } from '../../core/services';
import { useRuntime } from '../../core/runtime-context';
import { BuiltInIcon } from '../../media/icons';
import { useElementLink } from '../use-link';

/** Padding around an icon drawn on a circle or square, as a share of the icon size. */
const SHAPE_PADDING_RATIO = 0.45;
const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/** An image icon: vectors and originals as they are, others at the icon size steps (spec 000 §9) with the usual format and quality rules. */
function iconImageUrl(icon: Image, size: number, images: ImageEnvironment, slowNetwork: boolean): string {
  if (icon.ext === 'svg' || icon.original) return imagePath(icon);
  const format = imageFormat(icon, images.support);
  return imagePath(icon, { width: iconSize(size * images.devicePixelRatio), quality: imageQuality(format, slowNetwork), ext: format });
}

/** icon01: a built-in icon or an image icon (its file size rounded to steps of 50, spec 000 §9). */
export function Icon01({ element }: { element: Icon01Element }) {
  const { services, flags } = useRuntime();
  const { icon, size, color, background, shape, align, label, link } = element.data;
  const linkProps = useElementLink(element.id, link);
  const padding = shape === 'none' ? 0 : Math.round(size * SHAPE_PADDING_RATIO);
  const boxStyle: CSSProperties = {
    width: size + padding * 2,
    height: size + padding * 2,
    background: shape === 'none' ? undefined : (safeColour(background) ?? 'color-mix(in srgb, var(--rt-accent) 14%, transparent)'),
    borderRadius: shape === 'circle' ? '50%' : shape === 'square' ? Math.round(size * 0.3) : undefined,
    color: safeColour(color) ?? 'var(--rt-accent)',
  };
  const glyph =
    typeof icon === 'string' ? (
      <BuiltInIcon name={icon} size={size} color={safeColour(color)} label={label} />
    ) : (
      <img
        src={iconImageUrl(icon, size, services.images, flags.slowNetwork)}
        width={size}
        height={size}
        alt={label ?? icon.alt ?? ''}
        loading="lazy"
      />
    );
  const box = (
    <span className={`rt-icon rt-icon--${shape}`} style={boxStyle}>
      {glyph}
    </span>
  );
  return (
    <div className="rt-icon-row" style={{ justifyContent: JUSTIFY[align] }}>
      {linkProps ? (
        <a {...linkProps} aria-label={label}>
          {box}
        </a>
      ) : (
        box
      )}
    </div>
  );
}
