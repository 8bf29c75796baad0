/**
 * Whether a background video plays here, and what the player gets (spec 001 §4). Pure.
 *
 * Decisions where the spec is silent:
 * - The player gets `link` when there is one (the file URL for the custom kind, a page or player URL
 *   for the others), through the URL-safety rule; without a link the iframe kinds get the video `id`.
 *   A custom video without a safe link cannot play: its preview shows.
 * - The player box of an iframe kind uses the page's width / height when both are given, else 16:9;
 *   a Vimeo-kind video is then measured and checked (0.4–2.5) before it is shown.
 */
import type { Background } from '../../page/page-schema';
import type { PolicyValue } from '../../core/policies';
import { safeUrl } from '../../safety/url-safety';
import { DEFAULT_VIDEO_RATIO } from './constants';

export type VideoBackground = Extract<Background, { type: 'video' }>;
export type BackgroundVideoKind = VideoBackground['video']['type'];

type VideoPlan =
  | { play: true; kind: BackgroundVideoKind; source: string; knownRatio: number | null }
  | { play: false; reason: 'flags' | 'mobile' | 'no-source' };

export function planBackgroundVideo(background: VideoBackground, policy: PolicyValue<'backgroundVideo'>): VideoPlan {
  if (policy === 'skipped') return { play: false, reason: 'flags' };
  if (policy === 'mobile-setting' && !background.mobileVideoEnabled) return { play: false, reason: 'mobile' };
  const { type: kind, link, id, width, height } = background.video;
  const safeLink = link === undefined ? null : safeUrl(link);
  const source = kind === 'custom' ? safeLink : link === undefined ? id : safeLink;
  if (!source) return { play: false, reason: 'no-source' };
  const knownRatio = kind === 'custom' ? null : width && height ? width / height : DEFAULT_VIDEO_RATIO;
  return { play: true, kind, source, knownRatio };
}
