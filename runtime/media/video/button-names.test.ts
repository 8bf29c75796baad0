import { describe, expect, it } from 'vitest';
import { VideoSchema } from '../../page/page-schema';
import { createTranslator } from '../../platform/i18n';
import { MESSAGES } from '../../platform/messages';
import { videoButtonName, type VideoButton } from './button-names';

const en = createTranslator('en', MESSAGES);
const poster = (alt?: string) => ({ id: 'roastery', ext: 'jpg', width: 1600, height: 900, ...(alt === undefined ? {} : { alt }) });
const video = (alt?: string | null) => VideoSchema.parse({ type: 'custom', source: '/video/a.webm', ...(alt === null ? {} : { poster: poster(alt) }) });

describe("videoButtonName: the video box's buttons say which video they act on (WCAG 2.4.6)", () => {
  it.each<[VideoButton, string]>([
    ['play', 'Play video: Our roaster, filmed on a Tuesday'],
    ['resume', 'Resume video: Our roaster, filmed on a Tuesday'],
    ['pause', 'Pause video: Our roaster, filmed on a Tuesday'],
  ])('%s: the action, then what the poster’s alt text says the video shows', (button, name) => {
    expect(videoButtonName(button, video('  Our roaster, filmed on a Tuesday '), en)).toBe(name);
  });

  it('in the page’s language', () => {
    expect(videoButtonName('play', video('Наш обжарщик'), createTranslator('ru', MESSAGES))).toBe('Смотреть видео: Наш обжарщик');
  });

  it.each([
    ['no poster', null],
    ['a poster without alt text', undefined],
    ['a poster whose alt text is blank', '  '],
  ])('is the bare action for a video with %s', (_case, alt) => {
    expect(videoButtonName('play', video(alt), en)).toBe('Play video');
    expect(videoButtonName('pause', video(alt), en)).toBe('Pause video');
  });
});
