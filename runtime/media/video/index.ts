/**
 * The video players' entry point. Each adapter is its own dynamic import, so a page's initial
 * bundle holds no player code: an adapter (and its third-party script) loads when a video is
 * about to play.
 */
import type { VideoKind } from '../../page/page-schema';
import type { PlayerAdapter } from './types';

export { checkAspectRatio, VIMEO_ASPECT_MAX, VIMEO_ASPECT_MIN, VIMEO_ASPECT_RETRIES, VIMEO_ASPECT_RETRY_DELAY_MS } from './aspect';

const ADAPTERS: Record<VideoKind, () => Promise<PlayerAdapter>> = {
  custom: () => import('./adapters/custom').then((module) => module.customAdapter),
  youtube: () => import('./adapters/youtube').then((module) => module.youtubeAdapter),
  vimeo: () => import('./adapters/vimeo').then((module) => module.vimeoAdapter),
  kinescope: () => import('./adapters/kinescope').then((module) => module.kinescopeAdapter),
  rutube: () => import('./adapters/rutube').then((module) => module.rutubeAdapter),
  embed: () => import('./adapters/embed').then((module) => module.embedAdapter),
};

export function loadPlayerAdapter(kind: VideoKind): Promise<PlayerAdapter> {
  return ADAPTERS[kind]();
}
