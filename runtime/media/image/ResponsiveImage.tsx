import { useContext, useEffect, useEffectEvent, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { RESIZE_RELOAD_DELAY_MS, chooseImageSource, imageFormat, imageProportion, type ImageSource, safePreviewUrl } from './image-url';
import type { Image } from '../../page/page-schema';
import { OffScreenHoldContext, usePolicy, useRuntimeBasics, useFirstNearScreen, useViewport } from '../../core/runtime-context';
import { overlayClassName, overlayClassOf } from '../overlay/overlay-size';
import { useBoxSize } from '../box-size';
import { useEagerImages } from './eager';
import { INITIAL_IMAGE_LOAD, imageLoadReducer, loadedWidths, needsReload, prerenderedImageLoad, shouldStart } from './image-load';
import { firstPaintImageSource, ImageSlotWidthContext } from './first-paint';
import { drawnWidth, ImageFitContext } from './drawn-width';
import { preloadImage } from './preload';
import { boxToChooseFor, printedColumnWidth } from './printed-width';
import { imageBoxStyle, NoScriptImage, noScriptImageUrl } from './no-script-image';
import { VISUAL_TOKENS } from '../../page/visual-tokens';
import { useInServerHtml } from '../../platform/server-html';
import { NoScript } from '../../platform/no-script';
import './image.css';

/** The box colour when the image has no (valid) average colour. Ours. */
export const FALLBACK_IMAGE_COLOUR = VISUAL_TOKENS.colour.imageFallback;

interface ResponsiveImageProps {
  image: Image;
  radius?: number | undefined;
  /**
   * Load as soon as the box is measured instead of when it comes near the screen, with high
   * fetch priority: for images above the fold. Defaults to the surrounding <EagerImages>.
   */
  eager?: boolean | undefined;
}

/**
 * An image (spec 000 §3, §4, §9):
 * - its box is reserved from the proportion before anything loads (no layout shift) and shows the
 *   average colour and the blurred preview meanwhile;
 * - it loads when the box comes near the screen (or at once when eager), at the size and quality
 *   the box needs (`chooseImageSource`: the width the photo is drawn at, which covering a box of
 *   another shape is wider than the box, drawn-width.ts), reusing a loaded width when one fits;
 * - `data-state` is not-loaded → loading → loaded, or error when the preload failed (logged,
 *   `image:error` emitted, the colour box stays, never a broken-image icon);
 * - after a resize that needs a larger file, the file loads again RESIZE_RELOAD_DELAY_MS later
 *   (debounced) and replaces the old one once loaded, without going back to the preview;
 * - the box carries its overlay size class (`rt-overlay--…`), so overlay content can scale.
 * Safe to render on the server: everything that needs a window happens in effects.
 */
export function ResponsiveImage(props: ResponsiveImageProps) {
  // A different picture is a different state machine.
  return <ImageBox key={`${props.image.id}.${props.image.ext}`} {...props} />;
}

function ImageBox({ image, radius, eager }: ResponsiveImageProps) {
  const { services } = useRuntimeBasics();
  const lightImages = usePolicy('lightImages');
  // Screenshots and crawlers never scroll: their images load at once (policy imagesLoadEagerly).
  const eagerForFlags = usePolicy('imagesLoadEagerly');
  const box = useRef<HTMLDivElement>(null);
  const size = useBoxSize(box);
  // An image has no lasting id of its own: it is near for this mount only (a record per mount piled up).
  const nearScreen = useFirstNearScreen(box, null);
  const eagerAround = useEagerImages();
  const isEager = eager ?? eagerAround;
  // Inside a part rendered ahead of being shown (a catalogue's next page) nothing loads, not even
  // in the first section: that part has its box, but the visitor has not asked to see it yet.
  const held = useContext(OffScreenHoldContext);
  // The page is being printed (or was): paper shows every image whole (below). The width of the
  // column it prints in, where the screen gives its box none (printed-width.ts); null until printed.
  const [printedColumn, setPrintedColumn] = useState<number | null>(null);
  const printing = printedColumn !== null;
  const wantsLoad = !held && (isEager || eagerForFlags || nearScreen || printing);
  // The server's HTML (and its hydration): where the <noscript> file below is written for pages
  // read without scripts, and where a first-section image already shows its file.
  const inServerHtml = useInServerHtml();
  const viewport = useViewport();
  const slotWidth = useContext(ImageSlotWidthContext);
  const fit = useContext(ImageFitContext);
  // A first-section image shows its file in the server's HTML, chosen for a common screen of the
  // copy's viewport (first-paint.tsx); hydration starts from that file, so it meets the same <img>.
  const [load, dispatch] = useReducer(imageLoadReducer, null, () =>
    inServerHtml && isEager && !held ? prerenderedImageLoad(firstPaintImageSource(image, viewport, slotWidth, services.images.support, fit)) : INITIAL_IMAGE_LOAD,
  );
  // The server's file is drawn as the browser has it, as a page without scripts draws it.
  const [painted, setPainted] = useState(load.prerendered);
  // A page printed prints its photos, not their blurred previews. An image that shows no file yet
  // (one the visitor has not come near, or one on its way) hears the print begin and renders at
  // once: its file is asked for inside `beforeprint` and put in the page without waiting for its
  // preload (below), and the browser waits for the page's images before it prints. One listener
  // for all of them, the visibility tracker's, which commits what they set in one flushSync. A box
  // the screen gives no width (a tab's panel not selected, which paper shows) is printed at its
  // column's width, read then from its ancestors, since the print lays the page out only after
  // `beforeprint` (printed-width.ts); a box measured already reads nothing, its size is the one
  // its file is chosen for.
  const fileShown = load.shown !== null;
  const startForPrint = useEffectEvent((element: HTMLElement) => {
    const column = size && size.width > 0 ? size.width : printedColumnWidth(element);
    setPrintedColumn(column);
  });
  useEffect(() => {
    const element = box.current;
    if (fileShown || held || !services.visibility || !element) return;
    return services.visibility.whenPrinted(() => startForPrint(element));
  }, [fileShown, held, services.visibility]);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  const { devicePixelRatio, support } = services.images;
  // The file is chosen for the width the photo is drawn at, which a box of another shape than the
  // photo's makes wider than the box when it covers it (drawn-width.ts); printed, a box the screen
  // gives no width is taken as its printed column's (printed-width.ts).
  const chosenFor = boxToChooseFor(size, printedColumn, slotWidth, imageProportion(image));
  const wanted: ImageSource | null = chosenFor
    ? chooseImageSource(image, {
        cssWidth: drawnWidth(chosenFor, image, fit),
        devicePixelRatio,
        slowNetwork: lightImages,
        support,
        loadedWidths: loadedWidths(load, imageFormat(image, support)),
      })
    : null;
  // The first load starts in render (an update of this component's own state, which React
  // applies before committing), so `loading` is what the first committed frame near the screen shows.
  if (shouldStart(load, wanted, wantsLoad)) dispatch({ type: 'start', source: wanted });

  const pendingUrl = load.pending?.url;
  useEffect(() => {
    if (!pendingUrl) return;
    return preloadImage(
      pendingUrl,
      (ok) => {
        if (ok) {
          dispatch({ type: 'loaded', url: pendingUrl });
          return;
        }
        // A failed preload stops loading, goes to the console and to listeners (spec 000 §8).
        dispatch({ type: 'failed', url: pendingUrl });
        services.log.warn('image failed to load', pendingUrl);
        services.events.emit('image:error', { url: pendingUrl });
      },
      { priority: isEager ? 'high' : 'auto' },
    );
  }, [pendingUrl, services, isEager]);

  // A repeated load after a resize, RESIZE_RELOAD_DELAY_MS after the last change of the wanted
  // file (spec 000 §4). A layout effect, so the timer is set in the same task as the commit that
  // shows the new size: the delay is measured from the resize, whatever the paint schedule.
  const reload = needsReload(load, wanted) ? wanted : null;
  const [reloadUrl, reloadWidth, reloadFormat, reloadQuality] = [reload?.url, reload?.width, reload?.format, reload?.quality];
  useLayoutEffect(() => {
    if (reloadUrl === undefined || reloadWidth === undefined || reloadFormat === undefined || reloadQuality === undefined) return;
    const source: ImageSource = { url: reloadUrl, width: reloadWidth, format: reloadFormat, quality: reloadQuality };
    const timer = services.clock.setTimeout(() => dispatch({ type: 'start', source }), RESIZE_RELOAD_DELAY_MS);
    return () => services.clock.clearTimeout(timer);
  }, [reloadUrl, reloadWidth, reloadFormat, reloadQuality, services.clock]);

  const preview = safePreviewUrl(image);
  // Printing, a file on its way is drawn at once, without its fade (image.css).
  const file = load.shown ?? (printing ? load.pending : null);
  const shown = file && file.url !== brokenUrl ? file : null;
  const status = load.shown && !shown ? 'error' : load.status;
  const alt = image.alt ?? '';
  const style = imageBoxStyle(image, radius);
  return (
    <div
      ref={box}
      className={`rt-image ${overlayClassName(overlayClassOf(size))}`}
      data-state={status}
      data-reload-due={reload ? '' : undefined}
      // Until the file is shown, the box stands for the image (its alt text is not lost meanwhile).
      role={!shown && alt ? 'img' : undefined}
      aria-label={!shown && alt ? alt : undefined}
      style={style}
    >
      {shown && (
        <img
          className="rt-image__img"
          // The file came through the preload, so this comes from the memory cache. On a repeated
          // load the browser keeps painting the previous file until this one is decoded.
          src={shown.url}
          alt={alt}
          decoding="async"
          fetchPriority={isEager ? 'high' : undefined}
          // The server's file is fetched by the copy that is shown only: a lazy image in the copy a
          // media query hides (display: none) is never fetched; the shown one is, at the first
          // layout, and the page's head preloads it for the windows that copy is for.
          loading={load.prerendered ? 'lazy' : undefined}
          data-prerendered={load.prerendered || undefined}
          // Shown once the browser has it, so it fades in over the preview instead of popping in.
          data-painted={painted ? '' : undefined}
          onLoad={() => setPainted(true)}
          onError={() => {
            // Preloaded but not displayable (evicted and then failed): hide it, never a broken icon.
            setBrokenUrl(shown.url);
            services.log.warn('image failed to load', shown.url);
            services.events.emit('image:error', { url: shown.url });
          }}
        />
      )}
      {inServerHtml && !load.prerendered && (
        <NoScript>
          {/* Shown at once (painted) over the preview: without scripts nothing else loads a file. */}
          <NoScriptImage viewport={viewport} className="rt-image__img" src={noScriptImageUrl(image)} alt={alt} painted />
        </NoScript>
      )}
      {/* After the file, and below it (z-index): hidden by CSS once the file has faded in over it. */}
      {preview && <img className="rt-image__preview" src={preview} alt="" aria-hidden />}
    </div>
  );
}
