import { useEffect, useMemo, useRef, useState } from 'react';
import { scenarioImage } from '../../scenarios/image-originals';
import { loadPage } from '../../runtime/page/parse-page';
import { Site } from '../../runtime/site/Site';
import { EagerImages } from '../../runtime/media/image/eager';
import { overlayClassName } from '../../runtime/media/overlay/overlay-size';
import { useOverlaySizeClass } from '../../runtime/media/overlay/use-overlay-size-class';
import { useStoryEnvironment, useStoryServices } from '../support/environment';
import { usePartsCode } from '../support/StorySite';
import '../../runtime/site.css';

export default { title: 'Media / Image' };

const image = scenarioImage;
const media = (id: string, imageData: object, extra: Record<string, unknown> = {}) => ({ id, type: 'media01', data: { kind: 'image', image: imageData, ...extra } });
const section = (id: string, elements: unknown[], padding = 32) => ({ id, type: 'FREE', padding: { desktop: { top: padding, bottom: padding }, mobile: { top: padding, bottom: padding } }, elements });
/** Empty sections with the largest padding the schema allows: 2400 px of page. */
const SPACER = [section('spacer-1', [], 600), section('spacer-2', [], 600)];

/**
 * A page of sections rendered like the real runtime, with its own services so the story can list
 * the `image:error` events the page emits (the tests read them from `[data-image-errors]`).
 */
function PageStory({ sections }: { sections: unknown[] }) {
  const environment = useStoryEnvironment();
  const loaded = useMemo(() => loadPage({ settings: {}, sections }), [sections]);
  usePartsCode(loaded);
  // Made once the parts' code is there: a site made in a render that waits for it is dropped unreleased.
  const { services, stores } = useStoryServices();
  const [errors, setErrors] = useState<string[]>([]);
  useEffect(() => services.events.on('image:error', ({ url }) => setErrors((list) => [...list, url])), [services]);
  if (!loaded.ok) return <pre role="alert">{JSON.stringify(loaded.issues, null, 2)}</pre>;
  return (
    <>
      <Site page={loaded} mode={environment.mode} viewport={environment.viewport} flags={environment.flags} services={services} stores={stores} />
      {errors.length > 0 && (
        <aside aria-label="image:error events">
          <ol data-image-errors style={{ font: '12px monospace' }}>
            {errors.map((url, i) => (
              <li key={i}>{url}</li>
            ))}
          </ol>
        </aside>
      )}
    </>
  );
}

const LAZY_PAGE = [section('top', [media('near', image('pastries'), { radius: 12 })]), ...SPACER, section('below', [media('far', image('latte-art'), { radius: 12 })])];

/** The first image is near the screen and loads; the second, 2400 px further down, loads only when scrolled near. */
export const Lazy = () => <PageStory sections={LAZY_PAGE} />;

const HERO = [section('hero', [media('hero', image('hero-espresso'))])];
const HERO_THEN_MORE = [...HERO, ...SPACER, section('below', [media('far', image('latte-art'))])];

/**
 * The first section's images are eager (the site puts `<EagerImages>` around it): they load at
 * once, with high fetch priority. The image after the spacer stays lazy. `heroBelowFold` puts the
 * spacer first, in a page of its own, and the hero in a second page inside `<EagerImages>`, to show
 * that an eager image loads without coming near the screen (two pages, so two main landmarks: a
 * test case, not a page).
 */
export const EagerHero = ({ heroBelowFold = false }: { heroBelowFold?: boolean }) =>
  heroBelowFold ? (
    <>
      <PageStory sections={SPACER} />
      <EagerImages>
        <PageStory sections={HERO} />
      </EagerImages>
    </>
  ) : (
    <PageStory sections={HERO_THEN_MORE} />
  );

const ANIMATED_PAGE = [
  section('animated', [
    { ...media('gif', { id: 'dancing-cup', ext: 'gif', width: 800, height: 600, animated: true, averageColor: '#d8b48a', alt: 'An animated cup' }), layout: { desktop: { span: 4 } } },
    { ...media('png', { id: 'logo-mark', ext: 'png', width: 800, height: 400, transparent: true, averageColor: '#e4dccf', alt: 'A transparent logo' }), layout: { desktop: { span: 4 } } },
  ]),
];

/**
 * An animated gif is asked for as a gif and a transparent png as a png (never re-encoded to webp).
 * The sandbox does not know these ids and answers 404, so both end in the error state: their colour.
 */
export const Animated = () => <PageStory sections={ANIMATED_PAGE} />;

const MISSING_PAGE = [section('missing', [media('missing', { id: 'no-such-image', ext: 'jpg', width: 1200, height: 800, averageColor: '#c9b8a6', alt: 'Not there' })])];

/** An image the backend does not know: the colour box stays, the failure is logged and emitted, no broken-image icon. */
export const MissingImage = () => <PageStory sections={MISSING_PAGE} />;

const LIGHTBOX_PAGE = [
  section('lightbox', [
    { ...media('zoomable', image('hero-espresso'), { radius: 12, lightbox: true }), layout: { desktop: { span: 6 } } },
    { ...media('plain', image('pastries'), { radius: 12 }), layout: { desktop: { span: 6 } } },
  ]),
];

/** The left image opens large (1920 px) in a dialog in preview and run; in admin a click does nothing. */
export const Lightbox = () => <PageStory sections={LIGHTBOX_PAGE} />;

/** The page declares the photo square, the file is wider: the large view takes the file's own proportion. */
export const LightboxWrongProportion = () => (
  <PageStory sections={[section('lightbox-square', [{ ...media('declared-square', { ...image('hero-espresso'), proportion: 1 }, { lightbox: true }), layout: { desktop: { span: 4 } } }])]} />
);

const RESIZABLE_PAGE = [section('resizable', [media('resizable', image('hero-espresso'))])];

/**
 * An image in a box whose width the test changes (`[data-resize-box]`): a larger box loads a larger
 * file 1000 ms after the resize. The section's content is the box width minus 48 px.
 */
export const Resizable = ({ width = 448 }: { width?: number }) => (
  <div data-resize-box style={{ width }}>
    <PageStory sections={RESIZABLE_PAGE} />
  </div>
);

/** Boxes at the boundaries of the overlay size classes (spec 000 §9); each shows its class. */
const OVERLAY_BOXES: readonly (readonly [number, number])[] = [
  [200, 300],
  [300, 150],
  [201, 300],
  [400, 250],
  [401, 251],
  [649, 400],
  [650, 399],
  [650, 400],
];

function OverlayBox({ width, height }: { width: number; height: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const size = useOverlaySizeClass(ref);
  return (
    <div
      ref={ref}
      data-box={`${width}x${height}`}
      className={overlayClassName(size)}
      style={{ width, height, boxSizing: 'border-box', background: '#efe7dc', border: '1px solid #c9b8a6', display: 'grid', placeItems: 'center', font: 'var(--rt-overlay-font) system-ui, sans-serif' }}
    >
      {width} × {height}: {size}
    </div>
  );
}

const OVERLAY_IMAGES = [
  section('overlay-images', [
    { ...media('i3', image('team')), layout: { desktop: { span: 3 } } },
    { ...media('i4', image('team')), layout: { desktop: { span: 4 } } },
    { ...media('i5', image('team')), layout: { desktop: { span: 5 } } },
    media('i12', image('team')),
  ]),
];

/** Plain boxes using useOverlaySizeClass, then image boxes of different widths carrying their class. */
export const OverlayClasses = () => (
  <div>
    <aside aria-label="Plain boxes with their overlay size class" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 12 }}>
      {OVERLAY_BOXES.map(([width, height]) => (
        <OverlayBox key={`${width}x${height}`} width={width} height={height} />
      ))}
    </aside>
    <PageStory sections={OVERLAY_IMAGES} />
  </div>
);
