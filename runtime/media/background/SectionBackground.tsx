/**
 * A section background (spec 001 §3, §4, §6, §9; 000 §1, §9): a colour or gradient, an image, or
 * a video with its preview image. It is one absolutely positioned layer behind the content, so it
 * never changes the section's size (no layout shift), whatever loads or moves inside it.
 *
 *   .rt-bg                 clips; data-background, data-effect, data-video-state
 *     .rt-bg__motion       parallax / fixed move it (CSS variables set on scroll)
 *       .rt-bg__media      average colour; zoom scales it, reveal fades it in
 *         .rt-bg__picture  blurred preview until the image has loaded, then the image
 *         .rt-bg__player   the video player box, shown once the video plays
 *     .rt-bg__overlay      overlay colour or gradient
 *
 * Server-safe: nothing reads `window` while rendering; measuring, loading and players happen in
 * effects, and every listener, timer, observer and player is released on unmount.
 */
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useBoxSize, type BoxSize } from '../box-size';
import { safeColour, safeFill } from '../../safety/colour';
import { IMAGE_MAX_WIDTH, safePreviewUrl } from '../image/image-url';
import type { Background, BackgroundImage } from '../../page/page-schema';
import { usePolicy, useRuntimeBasics, useViewport, useVisibility } from '../../core/runtime-context';
import {
  FALLBACK_BACKGROUND_COLOUR,
  PREVIEW_BLUR_PX,
  PREVIEW_SCALE,
  RESIZE_RELOAD_DELAY_MS,
  REVEAL_DURATION_MS,
  ZOOM_DURATION_MS,
  ZOOM_SCALE,
} from './constants';
import { activeEffect, parallaxFactor } from './effects';
import { cssLength, layerOnScreen, restingFrame } from './geometry';
import { MOTION_VARIABLES, useScrollEffect } from './hooks';
import { preloadImage } from '../image/preload';
import { NoScriptImage } from '../image/no-script-image';
import { useEagerImages } from '../image/eager';
import { COMMON_SCREEN, PRERENDER_PIXEL_RATIO, type ScreenSize } from '../image/first-paint';
import { backgroundImageSource, cssUrl, type BackgroundImageSource } from './image-source';
import type { BackgroundVideoSnapshot } from './video-controller';
import { planBackgroundVideo } from './video-plan';
import { useInServerHtml } from '../../platform/server-html';
import { cachedImport, useCodeWhileNeeded } from '../../platform/cached-import';
import type { Viewport } from '../../core/policies';
import './background.css';

type MediaBackgroundData = Exclude<Background, { type: 'color' }>;

/**
 * A video background's player box: its code loads only where a video plays (its player's once it
 * nears the screen). Not a lazy component: a Suspense boundary's reveal waits on a timer of React's,
 * which a page's held clock (a test's) would hold forever.
 */
const backgroundVideoCode = cachedImport(() => import('./background-video').then((module) => module.BackgroundVideo));

const FILL: CSSProperties = { position: 'absolute', inset: 0 };

export function SectionBackground({ background }: { background: Background }) {
  if (background.type === 'color') {
    return <div className="rt-bg" data-background="color" style={{ background: safeFill(background.color) }} aria-hidden />;
  }
  return <MediaBackground background={background} />;
}

function MediaBackground({ background }: { background: MediaBackgroundData }) {
  const { services } = useRuntimeBasics();
  const viewport = useViewport();
  const effectsAllowed = usePolicy('backgroundEffects');
  const reducedMotion = usePolicy('reducedMotion');
  const settled = usePolicy('captureRender');
  const videoPolicy = usePolicy('backgroundVideo');
  const root = useRef<HTMLDivElement>(null);
  const motion = useRef<HTMLDivElement>(null);
  // No lasting id of its own: what it sees lives with this mount (a record per mount piled up).
  const visibility = useVisibility(root, null);
  const effect = activeEffect(background, { viewport, reducedMotion, effectsAllowed });
  useScrollEffect(effect, parallaxFactor(background.type), root, motion, visibility.nearScreen);
  const layerSize = useBoxSize(motion);
  // The snapshot belongs to one video: a new source (an edit) or a different plan starts afresh,
  // even after the previous video fell back to its still.
  const [videoState, setVideoState] = useState<{ key: string; snapshot: BackgroundVideoSnapshot } | null>(null);

  const image = background.type === 'image' ? background.image : background.video.preview;
  const focus = background.type === 'image' ? { x: background.image.x ?? 50, y: background.image.y ?? 50 } : { x: 50, y: 50 };
  const plan = background.type === 'video' ? planBackgroundVideo(background, videoPolicy) : null;
  const infinity = background.type === 'video' && Boolean(background.infinityVideo);
  const videoKey = plan?.play ? `${plan.kind}:${plan.source}:${infinity}` : null;
  const video = videoState && videoState.key === videoKey ? videoState.snapshot : null;
  const playing = plan?.play === true && video?.status !== 'fallback' ? plan : null;
  // Stable per video: the player's effects depend on it.
  const onSnapshot = useCallback((snapshot: BackgroundVideoSnapshot) => videoKey && setVideoState({ key: videoKey, snapshot }), [videoKey]);
  // The box comes once its code is here: nothing over the preview until then, and none in the server's
  // HTML, which hydration then meets. A failed load leaves the preview, as a failed player does (spec 001 §8).
  const BackgroundVideo = useCodeWhileNeeded(backgroundVideoCode, playing !== null, {
    report: (error) => services.log.error('background video: its code could not be loaded', error),
    undo: () => undefined,
  });
  const inServerHtml = useInServerHtml();
  const scrolls = effect === 'parallax' || effect === 'fixed';
  // Reveal hides the picture until the section is first on screen, but never in the server's HTML:
  // a page read without scripts would never show it, and a prerendered hero would be blank until its
  // script ran. A prerendered layer stays shown (its hydration must match that HTML) until its script
  // has seen where it is: off screen it hides, to fade in later; on screen the visitor already sees it.
  const [prerendered] = useState(inServerHtml);
  const revealHidden = effect === 'reveal' && !visibility.first.onScreen && !(prerendered && !visibility.first.visible);

  // Until measured, a scrolling layer rests where the runtime will put it for a section at the top
  // of the page: a prerendered page's hero does not jump (a layout shift) when its script takes over.
  const resting = scrolls ? restingFrame(effect, parallaxFactor(background.type)) : null;
  const motionStyle: CSSProperties = {
    position: 'absolute',
    left: 0,
    right: 0,
    top: `var(${MOTION_VARIABLES.top}, ${resting ? cssLength(resting.top) : '0px'})`,
    height: `var(${MOTION_VARIABLES.height}, ${resting ? cssLength(resting.height) : '100%'})`,
    transform: resting ? `translate3d(0, var(${MOTION_VARIABLES.shift}, ${cssLength(resting.translateY)}), 0)` : undefined,
    willChange: scrolls ? 'transform' : undefined,
  };
  const mediaStyle: CSSProperties = {
    ...FILL,
    backgroundColor: safeColour(image?.averageColor) ?? FALLBACK_BACKGROUND_COLOUR,
    ...(effect === 'zoom' && {
      transform: `scale(${visibility.onScreen ? ZOOM_SCALE : 1})`,
      transition: visibility.onScreen ? `transform ${ZOOM_DURATION_MS}ms ease-out` : 'none',
    }),
    ...(effect === 'reveal' && {
      opacity: revealHidden ? 0 : 1,
      transition: `opacity ${REVEAL_DURATION_MS}ms ease`,
    }),
  };
  const overlay = safeFill(background.overlay);
  const frameOf = (screen: ScreenSize) => layerOnScreen(screen, resting);

  return (
    <div
      ref={root}
      className="rt-bg"
      data-background={background.type}
      data-effect={effect}
      data-video-state={plan ? (plan.play ? (video?.status ?? 'idle') : 'skipped') : undefined}
      style={{ overflow: 'hidden', pointerEvents: 'none' }}
      aria-hidden
    >
      <div ref={motion} className="rt-bg__motion" style={motionStyle}>
        <div className="rt-bg__media" style={mediaStyle}>
          {image && <BackgroundPicture image={image} focus={focus} layerSize={layerSize} layerOn={frameOf} load={visibility.first.nearScreen || settled} />}
          {playing && BackgroundVideo && !inServerHtml && (
            // The module's export, loaded once (useCodeWhileNeeded), not a component made in render.
            // eslint-disable-next-line react-hooks/static-components
            <BackgroundVideo
              key={videoKey ?? undefined}
              kind={playing.kind}
              source={playing.source}
              knownRatio={playing.knownRatio}
              infinity={infinity}
              layerSize={layerSize}
              load={visibility.first.nearScreen}
              onScreen={visibility.onScreen}
              snapshot={video}
              onSnapshot={onSnapshot}
            />
          )}
        </div>
      </div>
      {overlay && <div className="rt-bg__overlay" style={{ ...FILL, background: overlay }} />}
    </div>
  );
}

type PictureState = 'waiting' | 'loading' | 'loaded' | 'error';

type ShownPicture = BackgroundImageSource & { key: string; prerendered?: boolean };

interface BackgroundPictureProps {
  image: BackgroundImage;
  focus: { x: number; y: number };
  layerSize: BoxSize | undefined;
  /** The layer's size on a screen of this size, its section one screen tall. */
  layerOn: (screen: ScreenSize) => ScreenSize;
  load: boolean;
}

/** JPEG at 1× (any browser shows it), as the images' <noscript> files are. */
const NOSCRIPT_IMAGE_ENV = { devicePixelRatio: 1, slowNetwork: false, support: { webp: false, avif: false } } as const;
/**
 * The widest file the server's HTML shows first, before any script runs. Ours. A phone's screen is
 * portrait, so a landscape photo covering a section (and more, its parallax layer, about 1.7
 * screens tall) is drawn several screens wide, and at 2× a phone asks for 1920 or 2160 px: files
 * three to five times the bytes of the 1366 px one. On a mobile network that download was the
 * page's largest paint (Lighthouse, slow 4G: 2.3 to 2.6 s). So a phone paints the 1366 px file
 * first; once its script has measured the layer, it loads the file it needs and swaps it in
 * RESIZE_RELOAD_DELAY_MS later, as after a resize (the rule that a wider file replaces a shown one).
 */
const FIRST_PAINT_MAX_WIDTH: Readonly<Record<Viewport, number>> = { mobile: 1366, desktop: IMAGE_MAX_WIDTH };

/**
 * The image: the average colour (on the media layer) and the blurred base64 preview show until
 * the file has been preloaded; then the file shows. A failed preload is logged and the colour
 * stays (spec 001 §8). After a resize that needs a larger file, that file is loaded
 * RESIZE_RELOAD_DELAY_MS later (spec 000 §4) and replaces the shown one; a smaller size never does.
 */
function BackgroundPicture({ image, focus, layerSize, layerOn, load }: BackgroundPictureProps) {
  const { services } = useRuntimeBasics();
  const viewport = useViewport();
  const inServerHtml = useInServerHtml();
  // The first section's photo is usually the page's largest paint: fetched at high priority.
  const aboveTheFold = useEagerImages();
  const lightImages = usePolicy('lightImages');
  const imageKey = `${image.id}.${image.ext}`;
  // A prerendered page shows its first section's photo without waiting for its script: the server
  // chooses the file for a common screen of the viewport (at most FIRST_PAINT_MAX_WIDTH) and the
  // page's head preloads it. The client keeps that file unless its measured layer wants a wider one
  // (spec 000 §9: an existing size is reused; a smaller size never replaces a shown one).
  const [shown, setShown] = useState<ShownPicture | null>(() => {
    if (!inServerHtml || !aboveTheFold) return null;
    const env = { devicePixelRatio: PRERENDER_PIXEL_RATIO[viewport], slowNetwork: false, support: services.images.support };
    const prerendered = backgroundImageSource(image, layerOn(COMMON_SCREEN[viewport]), env, FIRST_PAINT_MAX_WIDTH[viewport]);
    return prerendered && { ...prerendered, key: imageKey, prerendered: true };
  });
  // Spec 000 §8: a failed image preload stops loading: no other width of that image is asked for.
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const current = shown?.key === imageKey ? shown : null;
  const source = layerSize
    ? backgroundImageSource(image, layerSize, { devicePixelRatio: services.images.devicePixelRatio, slowNetwork: lightImages, support: services.images.support })
    : null;
  const wantedUrl = source?.url;
  const wantedWidth = source?.width ?? 0;
  const needed = Boolean(wantedUrl) && (!current || current.width < wantedWidth) && failedKey !== imageKey;

  useEffect(() => {
    if (!load || !needed || !wantedUrl) return;
    let stop: (() => void) | undefined;
    const start = () => {
      stop = preloadImage(
        wantedUrl,
        (ok) => {
          if (ok) {
            setShown({ url: wantedUrl, width: wantedWidth, key: imageKey });
          } else {
            services.log.warn('background image failed to load', wantedUrl);
            services.events.emit('image:error', { url: wantedUrl });
            setFailedKey(imageKey);
          }
        },
        { priority: aboveTheFold ? 'high' : 'auto' },
      );
    };
    const timer = current ? services.clock.setTimeout(start, RESIZE_RELOAD_DELAY_MS) : undefined;
    if (!current) start();
    return () => {
      services.clock.clearTimeout(timer);
      stop?.();
    };
  }, [load, needed, wantedUrl, wantedWidth, imageKey, current, services, aboveTheFold]);

  const state: PictureState = current ? 'loaded' : failedKey === imageKey ? 'error' : load && wantedUrl ? 'loading' : 'waiting';
  const preview = safePreviewUrl(image);
  const position = `${focus.x}% ${focus.y}%`;
  return (
    <div className="rt-bg__picture" data-image-state={state} style={FILL}>
      {preview && (!current || (current.prerendered && !image.transparent)) && (
        <div
          className="rt-bg__preview"
          style={{ ...FILL, backgroundImage: cssUrl(preview), backgroundSize: 'cover', backgroundPosition: position, filter: `blur(${PREVIEW_BLUR_PX}px)`, transform: `scale(${PREVIEW_SCALE})` }}
        />
      )}
      {inServerHtml && !current && (
        <noscript>
          {/* Without scripts nothing measures the layer, so a file for a screen of this viewport, covering it. */}
          <NoScriptImage viewport={viewport} className="rt-bg__noscript" src={backgroundImageSource(image, layerOn(COMMON_SCREEN[viewport]), NOSCRIPT_IMAGE_ENV)?.url} alt="" style={{ ...FILL, width: '100%', height: '100%', objectFit: 'cover', objectPosition: position }} />
        </noscript>
      )}
      {current && (
        <div
          className="rt-bg__image"
          data-url={current.url}
          data-prerendered={current.prerendered || undefined}
          style={{ ...FILL, backgroundImage: cssUrl(current.url), backgroundSize: 'cover', backgroundRepeat: 'no-repeat', backgroundPosition: position }}
        />
      )}
    </div>
  );
}
