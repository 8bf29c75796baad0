/**
 * The names a screen reader gives the video box's own buttons (WCAG 2.4.6): the action, then what
 * the video shows, in its poster's alt text. A page of several players otherwise lists "Play video"
 * once for each, and nothing says which film a button plays (the lightbox's trigger and a card's
 * button are named by their object the same way). A video's data holds no title of its own (spec 000
 * §3 Video data: type, autoplay, poster, source), so a video without a poster, or whose poster has
 * no alt text, gets the bare action.
 */
import type { Video } from '../../page/page-schema';
import type { MessageKey, Translate } from '../../platform/i18n';

/** The box's own buttons: Play on the poster, Resume once paused or ended, Pause while it plays. */
export type VideoButton = 'play' | 'resume' | 'pause';

const BARE_KEYS: Readonly<Record<VideoButton, MessageKey>> = { play: 'video::play', resume: 'video::resume', pause: 'video::pause' };
const NAMED_KEYS: Readonly<Record<VideoButton, MessageKey>> = { play: 'video::play_named', resume: 'video::resume_named', pause: 'video::pause_named' };

/** A button's name: "Play video: {what the video shows}", or the bare action. */
export function videoButtonName(button: VideoButton, video: Pick<Video, 'poster'>, t: Translate): string {
  const subject = video.poster?.alt?.trim();
  return subject ? t(NAMED_KEYS[button], { name: subject }) : t(BARE_KEYS[button]);
}
