import { lazy, Suspense, use } from 'react';
import type { Media01Element, Video } from '../../page/page-schema';
import { ResponsiveImage } from '../../media/image/ResponsiveImage';
import { LightboxTrigger } from '../../media/lightbox/Lightbox';
import { useElementLink } from '../use-link';
import type { SliderProps } from '../../widgets/slider/Slider';
import { sliderCode } from '../../widgets/slider/slider-code';

function ImageMedia({ elementId, data }: { elementId: string; data: Extract<Media01Element['data'], { kind: 'image' }> }) {
  const { image, radius, link, lightbox } = data;
  const linkProps = useElementLink(elementId, link);
  const picture = <ResponsiveImage image={image} radius={radius} />;
  // A lightbox image opens large on click, in preview and run only (LightboxTrigger). With both a
  // link and the lightbox set, the lightbox wins: one click cannot do both. Either takes the
  // photo's radius, so its focus ring, drawn over the photo, follows its corners.
  if (lightbox) return <LightboxTrigger image={image} radius={radius}>{picture}</LightboxTrigger>;
  return linkProps ? (
    <a className="rt-media-link" style={{ borderRadius: radius }} {...linkProps}>
      {picture}
    </a>
  ) : (
    picture
  );
}

// The player (its controller and adapters) loads only on pages that show a video.
const VideoPlayer = lazy(() => import('../../media/video/VideoPlayer').then((module) => ({ default: module.VideoPlayer })));

/** What shows until the player's code has arrived: the poster in the player's own box. */
function VideoPlaceholder({ video, radius }: { video: Video; radius?: number | undefined }) {
  return (
    <div className="rt-video-placeholder" style={{ aspectRatio: `1 / ${video.proportion}`, borderRadius: radius, overflow: 'hidden', background: '#1d1915' }}>
      {video.poster && <ResponsiveImage image={{ ...video.poster, proportion: video.proportion }} />}
    </div>
  );
}

/**
 * The slider's code loads only for a page with a slider (slider-code.ts): the registry starts it
 * with the page, so it is usually there and this reads it at once; until it is, the section waits.
 */
function LazyGenericSlider(props: SliderProps) {
  const { GenericSlider } = use(sliderCode.forRender());
  return <GenericSlider {...props} />;
}

/** media01: an image, a video or a slider. */
export function Media01({ element }: { element: Media01Element }) {
  const { data } = element;
  if (data.kind === 'image') return <ImageMedia elementId={element.id} data={data} />;
  if (data.kind === 'slider') return <LazyGenericSlider id={element.id} slides={data.slides} settings={data.slider} enabledOn={data.enabledOn} radius={data.radius} />;
  return (
    <Suspense fallback={<VideoPlaceholder video={data.video} radius={data.radius} />}>
      <VideoPlayer id={element.id} video={data.video} radius={data.radius} />
    </Suspense>
  );
}
