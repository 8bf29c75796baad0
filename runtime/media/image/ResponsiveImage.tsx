import { useRef, useState, type CSSProperties } from 'react';
import { safeColour } from '../../core/colour';
import { chooseImageSource } from '../../core/image-url';
import type { Image } from '../../core/page-schema';
import { useRuntime } from '../../core/runtime-context';
import { safeUrl } from '../../core/url-safety';
import { useElementWidth } from '../../core/use-element-width';

type LoadState = 'loading' | 'loaded' | 'error';

export function imageProportion(image: Pick<Image, 'width' | 'height' | 'proportion'>): number {
  return image.proportion ?? image.height / image.width;
}

/**
 * An image that reserves its box from its proportion before it loads (no layout shift), shows
 * the average colour and the blurred preview meanwhile, and asks for the size the box needs.
 * The media issue completes it (near-screen loading states, reload after resize, lightbox).
 */
export function ResponsiveImage({ image, radius }: { image: Image; radius?: number | undefined }) {
  const { services, flags } = useRuntime();
  const box = useRef<HTMLDivElement>(null);
  const cssWidth = useElementWidth(box);
  const [state, setState] = useState<LoadState>('loading');
  const source =
    cssWidth && cssWidth > 0
      ? chooseImageSource(image, {
          cssWidth,
          devicePixelRatio: services.images.devicePixelRatio,
          slowNetwork: flags.slowNetwork,
          support: services.images.support,
        })
      : null;
  const preview = image.preview ? safeUrl(image.preview, { allowData: 'image' }) : null;
  const style: CSSProperties = {
    aspectRatio: `1 / ${imageProportion(image)}`,
    backgroundColor: safeColour(image.averageColor) ?? '#e9e4de',
    borderRadius: radius,
  };
  return (
    <div ref={box} className="rt-image" data-state={state} style={style}>
      {preview && state !== 'loaded' && <img className="rt-image__preview" src={preview} alt="" aria-hidden />}
      {source && state !== 'error' && (
        <img
          className="rt-image__img"
          src={source.url}
          alt={image.alt ?? ''}
          loading="lazy"
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => {
            // A failed image is logged and never shown as a broken-image icon (spec 000 §8).
            setState('error');
            services.log.warn('image failed to load', source.url);
            services.events.emit('image:error', { url: source.url });
          }}
        />
      )}
    </div>
  );
}

