/**
 * A video background's player box (SectionBackground.tsx loads this only where a video plays). The
 * player's code loads once the section nears the screen.
 */
import { useEffect, useRef, type CSSProperties } from 'react';
import type { BoxSize } from '../box-size';
import { useRuntimeBasics } from '../../core/runtime-context';
import { VIDEO_FADE_MS } from './constants';
import { coverBox } from './geometry';
import { useBackgroundPlayers } from './players';
import type { BackgroundVideoController, BackgroundVideoSnapshot } from './video-controller';
import type { BackgroundVideoKind } from './video-plan';

/** The player's code (its plan, players, fallbacks). */
const loadVideoController = () => import('./video-controller');

interface BackgroundVideoProps {
  kind: BackgroundVideoKind;
  source: string;
  knownRatio: number | null;
  infinity: boolean;
  layerSize: BoxSize | undefined;
  /** The section has come near the screen: the player may load. */
  load: boolean;
  onScreen: boolean;
  snapshot: BackgroundVideoSnapshot | null;
  onSnapshot(snapshot: BackgroundVideoSnapshot): void;
}

/**
 * The player box. The player loads only once the section is near the screen (and only because
 * this component exists, i.e. the video is going to play); it is shown once it plays, over the
 * preview image that stays beneath as its poster. The custom kind covers the box itself (a
 * `<video>` with object-fit: cover); iframe kinds get a box that covers the layer at the video's ratio.
 */
export function BackgroundVideo({ kind, source, knownRatio, infinity, layerSize, load, onScreen, snapshot, onSnapshot }: BackgroundVideoProps) {
  const { services } = useRuntimeBasics();
  const players = useBackgroundPlayers();
  const container = useRef<HTMLDivElement>(null);
  const controller = useRef<BackgroundVideoController | null>(null);
  const latestOnScreen = useRef(onScreen);

  useEffect(() => {
    latestOnScreen.current = onScreen;
    controller.current?.setOnScreen(onScreen);
  }, [onScreen]);

  useEffect(() => {
    const element = container.current;
    if (!element || !load) return;
    let created: BackgroundVideoController | null = null;
    let gone = false;
    loadVideoController().then(
      ({ createBackgroundVideoController }) => {
        if (gone) return;
        created = createBackgroundVideoController({
          kind,
          source,
          container: element,
          infinity,
          knownRatio,
          players,
          environment: { scripts: services.scripts, log: services.log, clock: services.clock },
          onChange: onSnapshot,
        });
        controller.current = created;
        created.load();
        created.setOnScreen(latestOnScreen.current);
      },
      // The preview image stays, as when a player fails (spec 001 §8).
      (error: unknown) => services.log.error(`background video ${source}: its code could not be loaded`, error),
    );
    return () => {
      gone = true;
      created?.destroy();
      if (controller.current === created) controller.current = null;
    };
  }, [load, kind, source, infinity, knownRatio, players, services.scripts, services.log, services.clock, onSnapshot]);

  const ratio = snapshot?.ratio ?? null;
  const shown = Boolean(snapshot?.played) && (kind !== 'vimeo' || ratio !== null);
  const box = kind !== 'custom' && ratio !== null && layerSize ? coverBox(layerSize, ratio) : null;
  const style: CSSProperties = {
    position: 'absolute',
    ...(box ? { left: box.left, top: box.top, width: box.width, height: box.height } : { inset: 0 }),
    opacity: shown ? 1 : 0,
    transition: `opacity ${VIDEO_FADE_MS}ms ease`,
    overflow: 'hidden',
  };
  return <div ref={container} className="rt-bg__player" data-video-kind={kind} style={style} />;
}
