import { describe, expect, it } from 'vitest';
import { DEFAULT_VIDEO_RATIO } from './constants';
import { planBackgroundVideo, type VideoBackground } from './video-plan';

const custom: VideoBackground = { type: 'video', video: { id: 'v1', type: 'custom', link: '/media/pour.webm' } };
const vimeo: VideoBackground = { type: 'video', video: { id: '76979871', type: 'vimeo', width: 1920, height: 1080 } };

describe('background video plan', () => {
  it('plays where the policy says play', () => {
    expect(planBackgroundVideo(custom, 'play')).toEqual({ play: true, kind: 'custom', source: '/media/pour.webm', knownRatio: null });
  });

  it('is skipped with the screenshot, critical-CSS and bot flags (policy skipped)', () => {
    expect(planBackgroundVideo({ ...custom, mobileVideoEnabled: true }, 'skipped')).toEqual({ play: false, reason: 'flags' });
  });

  it('on mobile plays only with mobileVideoEnabled', () => {
    expect(planBackgroundVideo(custom, 'mobile-setting')).toEqual({ play: false, reason: 'mobile' });
    expect(planBackgroundVideo({ ...custom, mobileVideoEnabled: false }, 'mobile-setting')).toEqual({ play: false, reason: 'mobile' });
    expect(planBackgroundVideo({ ...custom, mobileVideoEnabled: true }, 'mobile-setting').play).toBe(true);
  });

  it('a custom video needs a safe link', () => {
    expect(planBackgroundVideo({ type: 'video', video: { id: 'v', type: 'custom' } }, 'play')).toEqual({ play: false, reason: 'no-source' });
    expect(planBackgroundVideo({ type: 'video', video: { id: 'v', type: 'custom', link: 'javascript:alert(1)' } }, 'play')).toEqual({ play: false, reason: 'no-source' });
  });

  it('iframe kinds use the link when there is one, else the id; an unsafe link is refused', () => {
    expect(planBackgroundVideo(vimeo, 'play')).toMatchObject({ play: true, kind: 'vimeo', source: '76979871' });
    expect(planBackgroundVideo({ type: 'video', video: { ...vimeo.video, link: 'https://vimeo.com/76979871' } }, 'play')).toMatchObject({ source: 'https://vimeo.com/76979871' });
    expect(planBackgroundVideo({ type: 'video', video: { ...vimeo.video, link: 'javascript:alert(1)' } }, 'play')).toEqual({ play: false, reason: 'no-source' });
  });

  it('the player box ratio comes from the given size, else 16:9', () => {
    expect(planBackgroundVideo(vimeo, 'play')).toMatchObject({ knownRatio: 1920 / 1080 });
    expect(planBackgroundVideo({ type: 'video', video: { id: 'x', type: 'youtube' } }, 'play')).toMatchObject({ knownRatio: DEFAULT_VIDEO_RATIO });
  });
});
