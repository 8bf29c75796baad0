import { useRef, type CSSProperties } from 'react';
import { safeColour, safeFill } from '../core/colour';
import { backgroundWidth, imagePath, imageFormat, imageQuality, targetWidth } from '../core/image-url';
import type { Background, Image } from '../core/page-schema';
import { useRuntime } from '../core/runtime-context';
import { useElementWidth } from '../core/use-element-width';

function useBackgroundImageUrl(image: Image | undefined, cssWidth: number | undefined): string | undefined {
  const { services, flags } = useRuntime();
  if (!image || !cssWidth) return undefined;
  if (image.original || image.ext === 'svg') return imagePath(image);
  // Backgrounds use the fixed widths 800, 1366, 1920, 2160 (spec 001 §9) so a CDN caches few sizes.
  const width = Math.min(backgroundWidth(targetWidth(cssWidth, services.images.devicePixelRatio, flags.slowNetwork)), image.width);
  const format = imageFormat(image, services.images.support);
  return imagePath(image, { width, quality: imageQuality(format, flags.slowNetwork), ext: format });
}

/**
 * A section background: colour, image, or (until the media issue brings the players) a video's
 * preview image. It sits behind the content and never changes the section's size.
 */
export function SectionBackground({ background }: { background: Background }) {
  const layer = useRef<HTMLDivElement>(null);
  const cssWidth = useElementWidth(layer);
  const image = background.type === 'image' ? background.image : background.type === 'video' ? background.video.preview : undefined;
  const url = useBackgroundImageUrl(image, cssWidth);
  const style: CSSProperties =
    background.type === 'color'
      ? { background: safeFill(background.color) }
      : {
          backgroundColor: safeColour(image?.averageColor) ?? '#2a211c',
          backgroundImage: url ? `url("${url}")` : undefined,
          backgroundPosition: background.type === 'image' ? `${background.image.x ?? 50}% ${background.image.y ?? 50}%` : 'center',
        };
  const overlay = background.type === 'color' ? undefined : safeFill(background.overlay);
  return (
    <div ref={layer} className="rt-bg" data-background={background.type} style={style} aria-hidden>
      {overlay && <div className="rt-bg__overlay" style={{ background: overlay }} />}
    </div>
  );
}
