import type { Media01Element } from '../../core/page-schema';
import { ResponsiveImage } from '../../media/image/ResponsiveImage';
import { LightboxTrigger } from '../../media/lightbox/Lightbox';
import { useElementLink } from '../use-link';

function ImageMedia({ elementId, data }: { elementId: string; data: Extract<Media01Element['data'], { kind: 'image' }> }) {
  const { image, radius, link, lightbox } = data;
  const linkProps = useElementLink(elementId, link);
  const picture = <ResponsiveImage image={image} radius={radius} />;
  // A lightbox image opens large on click, in preview and run only (LightboxTrigger). With both a
  // link and the lightbox set, the lightbox wins: one click cannot do both.
  if (lightbox) return <LightboxTrigger image={image}>{picture}</LightboxTrigger>;
  return linkProps ? (
    <a className="rt-media-link" {...linkProps}>
      {picture}
    </a>
  ) : (
    picture
  );
}

/** media01: an image, a video or a slider. */
export function Media01({ element }: { element: Media01Element }) {
  const { data } = element;
  if (data.kind === 'image') return <ImageMedia elementId={element.id} data={data} />;
  if (data.kind === 'slider') {
    // Until the slider issue lands, a slider shows its first slide.
    const first = data.slides[0];
    return first ? <ResponsiveImage image={first} radius={data.radius} /> : null;
  }
  return data.video.poster ? <ResponsiveImage image={data.video.poster} radius={data.radius} /> : null;
}
