import type { ReactNode } from 'react';
import { scenarioImage } from '../../scenarios/image-originals';
import { BackgroundPlayersProvider, type BackgroundPlayers } from '../../runtime/media/background/players';
import type { PlayerAdapter, PlayerHandle, PlayerState } from '../../runtime/media/video/types';
import pourVideo from '../../scenarios/assets/video/harbor-pour.webm?url';
import { StorySite } from '../support/StorySite';

export default { title: 'Media / Section background' };

const image = scenarioImage;

const TALL = { desktop: { top: 160, bottom: 160 }, mobile: { top: 96, bottom: 96 } };

const text = (title: string, line: string) => [
  { id: 'title', type: 'figure', data: { kind: 'text', tag: 'h2', text: title, style: { align: 'center', size: 44, mobileSize: 30 } } },
  { id: 'line', type: 'figure', data: { kind: 'text', tag: 'p', text: line, style: { align: 'center' } } },
];

/** Room to scroll, above or below the section. */
function Spacer({ height, children }: { height: string; children?: ReactNode }) {
  return (
    // Scroll room around the section, not content: hidden from screen readers; its note at 4.5:1 or more.
    <div aria-hidden="true" data-spacer style={{ height, display: 'grid', placeItems: 'center', font: '14px system-ui, sans-serif', color: '#6e645a', background: '#faf7f2' }}>
      {children}
    </div>
  );
}

function Section({ background, title, line, textColor = '#ffffff' }: { background: Record<string, unknown>; title: string; line: string; textColor?: string }) {
  return <StorySite section={{ background, padding: TALL, textColor }} elements={text(title, line)} />;
}

export const Colour = () => <Section background={{ type: 'color', color: '#1f3b4d' }} title="Colour" line="A flat colour behind the content." />;

export const Gradient = () => (
  <Section background={{ type: 'color', color: 'linear-gradient(135deg, #1f3b4d 0%, #b4532a 100%)' }} title="Gradient" line="A linear gradient, checked by the colour rule." />
);

/** An image with an x/y focus and a dark overlay so that the white text stays readable. */
export const Image = () => (
  <Section
    background={{ type: 'image', image: { ...image('hero-espresso'), x: 50, y: 35 }, overlay: 'rgba(20, 12, 6, 0.45)' }}
    title="Espresso, slowly"
    line="The average colour and a blurred preview show until the image has loaded."
  />
);

/** An image the backend does not have: the preload fails, it is logged and the colour stays. */
export const ImageMissing = () => (
  <Section
    background={{ type: 'image', image: { id: 'no-such-image', ext: 'jpg', width: 2000, height: 1200, averageColor: '#4d3323' } }}
    title="Missing image"
    line="The average colour stays."
  />
);

/** Parallax on desktop, zoom on mobile; room above and below to scroll. */
export const ImageParallax = () => (
  <>
    <Spacer height="60vh">Scroll down</Spacer>
    <Section
      background={{ type: 'image', image: image('harbor-dusk'), overlay: 'linear-gradient(180deg, rgba(0, 0, 0, 0.1), rgba(0, 0, 0, 0.55))', effect: 'parallax', effectMobile: 'zoom' }}
      title="Parallax"
      line="The picture moves slower than the page."
    />
    <Spacer height="150vh" />
  </>
);

export const ImageFixed = () => (
  <>
    <Spacer height="60vh">Scroll down</Spacer>
    <Section background={{ type: 'image', image: image('cafe-interior'), overlay: 'rgba(0, 0, 0, 0.35)', effect: 'fixed' }} title="Fixed" line="The picture stands still while the page scrolls." />
    <Spacer height="150vh" />
  </>
);

export const ImageZoom = () => (
  <Section background={{ type: 'image', image: image('roastery'), overlay: 'rgba(0, 0, 0, 0.35)', effect: 'zoom' }} title="Zoom" line="The picture slowly grows while the section is on screen." />
);

/** Starts below the fold: the picture fades in the first time the section comes on screen. */
export const Reveal = () => (
  <>
    <Spacer height="150vh">Scroll down to reveal</Spacer>
    <Section background={{ type: 'image', image: image('cafe-interior'), overlay: 'rgba(0, 0, 0, 0.6)', effect: 'reveal' }} title="Reveal" line="Fades in once." />
    <Spacer height="100vh" />
  </>
);

const pour = (extra: Record<string, unknown> = {}) => ({
  type: 'video',
  video: { id: 'harbor-pour', type: 'custom', link: pourVideo, width: 640, height: 360, preview: image('hero-espresso') },
  overlay: 'rgba(10, 8, 6, 0.35)',
  ...extra,
});

/** A real file (custom kind), allowed on mobile; room below to scroll it away. */
export const VideoCustom = () => (
  <>
    <Section background={pour({ mobileVideoEnabled: true })} title="Video" line="Plays muted and looped while on screen, pauses off screen." />
    <Spacer height="300vh" />
  </>
);

/** Keeps playing when scrolled away. */
export const VideoInfinity = () => (
  <>
    <Section background={pour({ infinityVideo: true })} title="Infinity video" line="Keeps playing off screen." />
    <Spacer height="300vh" />
  </>
);

/** mobileVideoEnabled is off: on mobile the preview image shows instead. */
export const VideoSkippedOnMobile = () => <Section background={pour()} title="Desktop-only video" line="On mobile the preview image shows." />;

/** A video moving with the parallax factor 0.4. */
export const VideoParallax = () => (
  <>
    <Spacer height="60vh">Scroll down</Spacer>
    <Section background={pour({ effect: 'parallax' })} title="Video parallax" line="Factor 0.4." />
    <Spacer height="150vh" />
  </>
);

// Stand-in players for the iframe kinds, so the stories need no third-party network. They mark the
// page (data-fake-*) so that tests can see what the background did with them.

function mark(name: string, value: string | number): void {
  document.body.setAttribute(`data-fake-${name}`, String(value));
}

function standInPlayer(container: HTMLElement, { ratio, plays }: { ratio: number | null; plays: boolean }): PlayerHandle {
  const listeners = new Set<(state: PlayerState) => void>();
  let state: PlayerState = 'ready';
  const set = (next: PlayerState) => {
    state = next;
    mark('player', next);
    listeners.forEach((listener) => listener(next));
  };
  const screen = container.ownerDocument.createElement('div');
  screen.className = 'stand-in-player';
  screen.style.background = 'repeating-linear-gradient(90deg, #2b5d73 0 40px, #3f7f96 40px 80px)';
  container.append(screen);
  mark('player', state);
  return {
    async play() {
      if (plays) set('playing');
    },
    pause() {
      if (state === 'playing') set('paused');
    },
    destroy() {
      screen.remove();
      listeners.clear();
      mark('player', 'destroyed');
    },
    onState(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state: () => state,
    aspectRatio: async () => ratio,
  };
}

let loads = 0;
function standInPlayers(kind: PlayerAdapter['kind'], options: { ratio: number | null; plays: boolean }): Partial<BackgroundPlayers> {
  const adapter: PlayerAdapter = { kind, create: async (container) => standInPlayer(container, options) };
  return {
    loadPlayerAdapter: async () => {
      loads += 1;
      mark('loads', loads);
      return adapter;
    },
  };
}

const NEVER_READY = standInPlayers('youtube', { ratio: 16 / 9, plays: false });
const VIMEO_WIDE = standInPlayers('vimeo', { ratio: 2, plays: true });
const VIMEO_TOO_WIDE = standInPlayers('vimeo', { ratio: 3, plays: true });
const NEAR_SCREEN = standInPlayers('youtube', { ratio: 16 / 9, plays: true });

const iframeVideo = (kind: string, extra: Record<string, unknown> = {}) => ({
  type: 'video',
  video: { id: 'stand-in', type: kind, preview: image('harbor-dusk') },
  ...extra,
});

/** A player that never reaches 'playing': after 5 s the preview image shows and the player is destroyed. */
export const VideoNeverReady = () => (
  <BackgroundPlayersProvider players={NEVER_READY}>
    <Section background={iframeVideo('youtube')} title="Never ready" line="Falls back to the preview after 5 s." />
  </BackgroundPlayersProvider>
);

/** A Vimeo-kind video 2:1: the aspect check passes and the player box covers the section at that ratio. */
export const VideoVimeo = () => (
  <BackgroundPlayersProvider players={VIMEO_WIDE}>
    <Section background={iframeVideo('vimeo', { mobileVideoEnabled: true })} title="Vimeo-kind" line="Checked ratio 2:1, covering the section." />
  </BackgroundPlayersProvider>
);

/** A Vimeo-kind video 3:1, outside 0.4–2.5: the preview image shows. */
export const VideoVimeoBadRatio = () => (
  <BackgroundPlayersProvider players={VIMEO_TOO_WIDE}>
    <Section background={iframeVideo('vimeo')} title="Vimeo-kind, 3:1" line="Out of range: the preview image shows." />
  </BackgroundPlayersProvider>
);

/** Far below the fold: the player code loads only when the section comes near the screen. */
export const VideoBelowFold = () => (
  <BackgroundPlayersProvider players={NEAR_SCREEN}>
    <Spacer height="400vh">Scroll down</Spacer>
    <Section background={iframeVideo('youtube')} title="Below the fold" line="Its player loaded when it came near." />
  </BackgroundPlayersProvider>
);
