/**
 * A video element's player box (spec 000 §4 Video): the poster and a play button first; the
 * player is created on a click, or by autoplay once the box is near the screen; then it plays or
 * is paused. Leaving the screen pauses it (an autoplay video plays again when it comes back).
 * While it plays, the site's media store says so (sliders reduce their controls) and, on mobile,
 * the viewport is locked so turning the phone to landscape does not switch the page to desktop.
 *
 * Modes (ours; the specs are silent): in admin the poster and button show and a click plays, so
 * the owner can preview the video while editing; autoplay runs only in preview and run, and not
 * for screenshots, critical CSS or bots, which should capture the poster. A switch to where
 * autoplay is off takes an autoplayed video back to its poster at once (it autoplays again when
 * the switch goes back); a video someone started with a click plays on.
 *
 * A player without controls of its own gets ours: a pause button while it plays (WCAG 2.2.2: a
 * video that started by itself, or loops, can be stopped), a resume button once paused or ended.
 * The focus on a button of ours that goes with a change of phase stays in the box (play-focus.ts);
 * each is named with what the video shows (button-names.ts).
 */
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { __iconData as pauseIcon } from 'lucide-react/icons/pause';
import { __iconData as playIcon } from 'lucide-react/icons/play';
import { Glyph } from '../../parts/glyph';
import type { Video } from '../../page/page-schema';
import { usePolicy, useRuntimeBasics, useViewport, useVisibility } from '../../core/runtime-context';
import { ResponsiveImage } from '../image/ResponsiveImage';
import { videoButtonName } from './button-names';
import { createVideoController, playerOptions, type VideoController, type VideoPhase } from './controller';
import { boxButtonFocused, keepFocusInBox } from './play-focus';
import type { PlayerEnvironment } from './types';
import { VISUAL_TOKENS } from '../../page/visual-tokens';
import './video.css';

/** Our pause button's glyph: smaller than Play's, as the button sits in a corner of a playing video. */
const PAUSE_GLYPH_PX = 18;

interface VideoPlayerProps {
  /** The part's id: the media store and the visibility store know the player by it. */
  id: string;
  video: Video;
  radius?: number | undefined;
  /** Stories and tests only (see PlayerEnvironment.frameUrl); keep it one stable function, a new one recreates the player. */
  frameUrl?: PlayerEnvironment['frameUrl'];
}

export function VideoPlayer(props: VideoPlayerProps) {
  // Another source is another player: remount rather than patch a live one.
  return <VideoBox key={`${props.video.type}:${props.video.source}`} {...props} />;
}

function VideoBox({ id, video, radius, frameUrl }: VideoPlayerProps) {
  const { t, services, stores, lockViewport } = useRuntimeBasics();
  // By value, for the lock a phone's playing takes: a mode or flag switch does not render the player again.
  const viewport = useViewport();
  const { scripts, log, clock } = services;
  const box = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const controller = useRef<VideoController | null>(null);
  const autoplayed = useRef(false);
  const startedByClick = useRef(false);
  const pausedOffScreen = useRef(false);
  /** Whether a button of ours had the focus as the phase last changed (it may go with the change). */
  const focusOnButton = useRef(false);
  const [phase, setPhase] = useState<VideoPhase>('poster');
  const { nearScreen, onScreen } = useVisibility(box, `video:${id}`);
  const autoplayAllowed = usePolicy('videoAutoplay');
  const canAutoplay = video.autoplay && autoplayAllowed;

  useEffect(() => {
    const container = stage.current;
    if (!container) return;
    const onPhase = (next: VideoPhase) => {
      // Read before React renders the change, while the button is still there.
      focusOnButton.current = boxButtonFocused(box.current);
      setPhase(next);
    };
    const created = createVideoController({ container, kind: video.type, source: video.source, environment: { scripts, log, clock, frameUrl }, onPhase });
    controller.current = created;
    return () => {
      created.dispose();
      controller.current = null;
      autoplayed.current = false;
      startedByClick.current = false;
      setPhase('poster');
    };
  }, [video.type, video.source, scripts, log, clock, frameUrl]);

  const startAutoplay = useEffectEvent(() => {
    autoplayed.current = true;
    controller.current?.play(playerOptions(video, 'autoplay'));
  });
  useEffect(() => {
    if (canAutoplay && nearScreen && phase === 'poster' && !autoplayed.current) startAutoplay();
  }, [canAutoplay, nearScreen, phase]);
  // The policy applies at once: a switch to admin or a capture stops what autoplay started.
  const stopAutoplay = useEffectEvent(() => {
    if (!autoplayed.current || startedByClick.current) return;
    controller.current?.reset();
    autoplayed.current = false;
    pausedOffScreen.current = false;
  });
  useEffect(() => {
    if (!canAutoplay) stopAutoplay();
  }, [canAutoplay]);

  // Near the screen is not on it: an autoplay video that starts below the fold waits paused.
  useEffect(() => {
    if (onScreen || phase === 'poster') return;
    if (controller.current?.pause()) pausedOffScreen.current = true;
  }, [onScreen, phase]);
  const resumeAutoplay = useEffectEvent(() => {
    pausedOffScreen.current = false;
    if (canAutoplay) controller.current?.play(playerOptions(video, 'autoplay'));
  });
  useEffect(() => {
    if (onScreen && pausedOffScreen.current) resumeAutoplay();
  }, [onScreen]);

  const startPlaying = useEffectEvent(() => {
    const media = stores.media.getState();
    media.setPlaying(id, true);
    const release = viewport === 'mobile' ? lockViewport() : null;
    return () => {
      media.setPlaying(id, false);
      release?.();
    };
  });
  const playing = phase === 'playing';
  useEffect(() => (playing ? startPlaying() : undefined), [playing]);

  // Before paint: the focus the change took away with its button goes on within the box.
  useLayoutEffect(() => {
    const element = box.current;
    if (!focusOnButton.current || !element) return;
    focusOnButton.current = false;
    keepFocusInBox(element, controller.current?.focusTarget() ?? null);
  }, [phase]);

  const play = () => {
    pausedOffScreen.current = false;
    startedByClick.current = true;
    controller.current?.play(playerOptions(video, 'click'));
  };
  // The visitor's pause holds: an autoplay video they paused does not play again as it comes back on screen.
  const pause = () => {
    pausedOffScreen.current = false;
    controller.current?.pause();
  };
  const posterShown = phase === 'poster' || phase === 'loading' || phase === 'error';
  // Without the player's own controls, a playing video needs our button to stop, and a paused or
  // finished one ours to go on.
  const pauseShown = !video.controls && phase === 'playing';
  const resumeShown = !video.controls && (phase === 'paused' || phase === 'ended');
  return (
    <div
      ref={box}
      className="rt-video"
      data-state={phase}
      data-video-kind={video.type}
      aria-busy={phase === 'loading' || undefined}
      style={{ aspectRatio: `1 / ${video.proportion}`, borderRadius: radius }}
    >
      <div ref={stage} className="rt-video__stage" />
      {posterShown && (
        <div className="rt-video__poster">
          {video.poster && <ResponsiveImage image={video.poster} />}
          <PlayButton label={videoButtonName('play', video, t)} onClick={play} />
        </div>
      )}
      {resumeShown && <PlayButton label={videoButtonName('resume', video, t)} onClick={play} />}
      {pauseShown && (
        <button type="button" className="rt-video__pause" aria-label={videoButtonName('pause', video, t)} onClick={pause}>
          <Glyph icon={pauseIcon} size={PAUSE_GLYPH_PX} fill="currentColor" strokeWidth={0} />
        </button>
      )}
    </div>
  );
}

function PlayButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="rt-video__play" aria-label={label} onClick={onClick}>
      <Glyph icon={playIcon} size={VISUAL_TOKENS.icon.play} fill="currentColor" strokeWidth={0} />
    </button>
  );
}
