import { useEffect, useState, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { VideoSchema, type Video } from '../../runtime/page/page-schema';
import { useRuntime } from '../../runtime/core/runtime-context';
import { consoleLog, type RuntimeLog } from '../../runtime/core/services';
import { anyVideoPlaying } from '../../runtime/media/media-store';
import { KINESCOPE_PLAYER_API_URL } from '../../runtime/media/video/sources';
import { VideoPlayer } from '../../runtime/media/video/VideoPlayer';
import { scenarioImage } from '../../scenarios/image-originals';
import { createFakeScriptLoader, installFakeRutube, standInFrames, type FakeScriptLoaderOptions } from '../../sandbox/fake-players';
import { StoryRuntime } from '../support/StoryRuntime';
import harborPour from '../../scenarios/assets/video/harbor-pour.webm?url';
import standInPlayer from '../../scenarios/assets/video/stand-in-player.html?url';

export default { title: 'Media / VideoPlayer' };

/** Third-party player frames load a same-origin stand-in page: stories need no network. */
const frames = standInFrames(standInPlayer);

const poster = scenarioImage;
const video = (data: Record<string, unknown>): Video => VideoSchema.parse(data);

/** A log that goes to the console as usual and is listed under the story. */
function createStoryLog() {
  let lines: readonly string[] = [];
  const listeners = new Set<() => void>();
  const keep = (level: string) => (message: string, detail?: unknown) => {
    consoleLog[level as keyof RuntimeLog](message, detail);
    lines = [...lines, `${level}: ${message}`];
    for (const listener of listeners) listener();
  };
  const log: RuntimeLog = { info: keep('info'), warn: keep('warn'), error: keep('error') };
  return {
    log,
    subscribe: (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener)),
    lines: () => lines,
  };
}

function StoryStatus({ story }: { story: ReturnType<typeof createStoryLog> }) {
  const { stores } = useRuntime();
  const playing = useStore(stores.media, anyVideoPlaying);
  const lines = useSyncExternalStore(story.subscribe, story.lines, story.lines);
  return (
    <div style={{ font: '13px/1.5 system-ui, sans-serif', marginTop: 12, color: '#5b4a3e' }}>
      <p data-media-playing={String(playing)}>Media store: {playing ? 'a video is playing' : 'no video is playing'}</p>
      <ul aria-label="Runtime log">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

function VideoStory({ value, scripts, note }: { value: Video; scripts?: FakeScriptLoaderOptions; note?: string }) {
  const [setup] = useState(() => {
    const story = createStoryLog();
    return { story, services: { log: story.log, scripts: createFakeScriptLoader(window, scripts) } };
  });
  return (
    <StoryRuntime services={setup.services}>
      <div style={{ maxWidth: 720, margin: '24px auto', padding: '0 16px' }}>
        {note && <p style={{ font: '14px/1.5 system-ui, sans-serif' }}>{note}</p>}
        <VideoPlayer id="story-video" video={value} radius={12} frameUrl={frames} />
        <StoryStatus story={setup.story} />
      </div>
      {/* The page goes on, so the video can be scrolled off the screen. */}
      <div aria-hidden style={{ height: '150vh' }} />
    </StoryRuntime>
  );
}

const custom = video({ type: 'custom', source: harborPour, loop: true, poster: poster('hero-espresso') });

/** The owner's own file: a 5 s looping webm (scenarios/assets/video/harbor-pour.webm). */
export const Custom = () => <VideoStory value={custom} />;

export const YouTube = () => <VideoStory value={video({ type: 'youtube', source: 'https://youtu.be/M7lc1UVf-VE', poster: poster('cafe-interior') })} />;

export const Vimeo = () => <VideoStory value={video({ type: 'vimeo', source: 'https://vimeo.com/76979871', poster: poster('roastery') })} />;

const kinescope = video({ type: 'kinescope', source: 'https://kinescope.io/sTzrJ8P4fJd6RHbEkYLbVz', poster: poster('barista') });

export const Kinescope = () => <VideoStory value={kinescope} />;

export const Rutube = () => {
  useEffect(() => installFakeRutube(window), []);
  return <VideoStory value={video({ type: 'rutube', source: 'https://rutube.ru/video/c6cc4d620b1d4338901770a44b3e82f4/', poster: poster('harbor-dusk') })} />;
};

/** A generic embed: an iframe of any safe URL, here a same-origin page. */
export const Embed = () => <VideoStory value={video({ type: 'embed', source: standInPlayer, poster: poster('team') })} />;

export const KinescopeScriptNeverLoads = () => (
  <VideoStory value={kinescope} scripts={{ outcome: { [KINESCOPE_PLAYER_API_URL]: 'never' } }} note="The Kinescope script never loads: after 5 s the player falls back to a plain iframe." />
);

export const KinescopePlayNeverStarts = () => (
  <VideoStory value={kinescope} scripts={{ players: { play: 'never' } }} note="The Kinescope player never starts playing: after 7 s it falls back to a plain iframe." />
);

/** The player cannot be created (the Vimeo video is not found): the error is logged, the poster stays. */
export const BrokenPlayer = () => (
  <VideoStory value={video({ type: 'vimeo', source: '76979871', poster: poster('beans-sack') })} scripts={{ players: { create: 'error' } }} />
);

/** Autoplay starts, muted, once the box is near the screen (not in admin). */
export const Autoplay = () => <VideoStory value={video({ type: 'custom', source: harborPour, autoplay: true, loop: true, controls: false, poster: poster('hero-espresso') })} />;
