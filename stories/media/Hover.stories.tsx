import type { ReactNode } from 'react';
import { scenarioImage } from '../../scenarios/image-originals';
import type { Hover } from '../../runtime/page/page-schema';
import { RuntimeProvider } from '../../runtime/core/runtime-context';
import { HoverFrame } from '../../runtime/media/hover/HoverFrame';
import { ResponsiveImage } from '../../runtime/media/image/ResponsiveImage';
import { StorySite } from '../support/StorySite';
import { useStoryEnvironment, useStoryServices } from '../support/environment';
import '../../runtime/site.css';

export default { title: 'Media / Hover' };

const image = scenarioImage;

/**
 * HoverFrame around content, with the story's mode and flags (`flags: { reducedMotion: true }`
 * shows the reduced-motion variant). Each card is `[data-card=<effect>]`.
 */
function Stage({ children }: { children: ReactNode }) {
  const environment = useStoryEnvironment();
  const { services, stores } = useStoryServices();
  return (
    <RuntimeProvider mode={environment.mode} viewport={environment.viewport} flags={environment.flags} services={services} stores={stores}>
      <div className="rt-site" style={{ padding: 32 }}>
        <main style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 32, maxWidth: 1160, margin: '0 auto' }}>{children}</main>
      </div>
    </RuntimeProvider>
  );
}

function Card({ hover, imageId, label }: { hover: Hover; imageId: string; label: string }) {
  return (
    <div data-card={hover.effect}>
      <HoverFrame hover={hover}>
        <ResponsiveImage image={image(imageId)} radius={14} />
      </HoverFrame>
      <p style={{ margin: '8px 0 0', font: '14px system-ui, sans-serif' }}>{label}</p>
    </div>
  );
}

export const Zoom = () => (
  <Stage>
    <Card hover={{ effect: 'zoom' }} imageId="latte-art" label="zoom: the picture scales inside its box" />
  </Stage>
);

export const Lift = () => (
  <Stage>
    <Card hover={{ effect: 'lift' }} imageId="pastries" label="lift: moves up and casts a shadow" />
  </Stage>
);

export const Shadow = () => (
  <Stage>
    <Card hover={{ effect: 'shadow' }} imageId="beans-sack" label="shadow" />
  </Stage>
);

export const Darken = () => (
  <Stage>
    <Card hover={{ effect: 'darken' }} imageId="roastery" label="darken: an overlay with its size class" />
  </Stage>
);

/** The hover image (cafe-interior) is asked for at 1400 px when the pointer first enters, not before. */
export const Swap = () => (
  <Stage>
    <Card hover={{ effect: 'swap', image: image('cafe-interior') }} imageId="hero-espresso" label="swap: shows another image" />
  </Stage>
);

/** Every effect side by side, on images and on a text block. */
export const AllEffects = () => (
  <Stage>
    <Card hover={{ effect: 'zoom' }} imageId="latte-art" label="zoom" />
    <Card hover={{ effect: 'lift' }} imageId="pastries" label="lift" />
    <Card hover={{ effect: 'shadow' }} imageId="beans-sack" label="shadow" />
    <Card hover={{ effect: 'darken' }} imageId="roastery" label="darken" />
    <Card hover={{ effect: 'swap', image: image('cafe-interior') }} imageId="hero-espresso" label="swap" />
    <div data-card="text-zoom">
      <HoverFrame hover={{ effect: 'zoom' }}>
        <div style={{ padding: 24, background: '#f3ece3', borderRadius: 14, font: '18px system-ui, sans-serif' }}>Zoom on a text block: it scales inside its box.</div>
      </HoverFrame>
    </div>
  </Stage>
);

/**
 * The same effects from page JSON (`hover` on each element), rendered through the page: the
 * effects show once ElementView wraps elements in HoverFrame.
 */
export const FromPageJson = () => (
  <StorySite
    elements={[
      { id: 'z', type: 'media01', hover: { effect: 'zoom' }, layout: { desktop: { span: 4 } }, data: { kind: 'image', image: image('latte-art'), radius: 12 } },
      { id: 'd', type: 'media01', hover: { effect: 'darken' }, layout: { desktop: { span: 4 } }, data: { kind: 'image', image: image('roastery'), radius: 12 } },
      { id: 's', type: 'media01', hover: { effect: 'swap', image: image('cafe-interior') }, layout: { desktop: { span: 4 } }, data: { kind: 'image', image: image('hero-espresso'), radius: 12 } },
    ]}
  />
);
