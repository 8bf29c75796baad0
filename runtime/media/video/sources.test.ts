import { describe, expect, it } from 'vitest';
import { kinescopeId, mediaUrl, rutubeEmbedUrl, rutubeVideo, vimeoPageUrl, vimeoVideo, youtubeId } from './sources';

describe('youtubeId', () => {
  it.each([
    ['M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://youtu.be/M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['youtu.be/M7lc1UVf-VE?t=42', 'M7lc1UVf-VE'],
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE&list=PL1', 'M7lc1UVf-VE'],
    ['https://m.youtube.com/watch?feature=share&v=M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['www.youtube.com/watch?v=M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://www.youtube.com/embed/M7lc1UVf-VE?autoplay=1', 'M7lc1UVf-VE'],
    ['https://www.youtube-nocookie.com/embed/M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://youtube.com/shorts/M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['  https://www.youtube.com/live/M7lc1UVf-VE  ', 'M7lc1UVf-VE'],
  ])('%s → %s', (source, id) => expect(youtubeId(source)).toBe(id));

  it.each([
    'M7lc1UVf-V',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://notyoutube.com/watch?v=M7lc1UVf-VE',
    'https://youtube.com.evil.example/watch?v=M7lc1UVf-VE',
    'javascript:alert(1)//M7lc1UVf-VE',
    '',
  ])('refuses %j', (source) => expect(youtubeId(source)).toBeNull());
});

describe('vimeoVideo', () => {
  it.each([
    ['76979871', { id: 76979871 }],
    ['https://vimeo.com/76979871', { id: 76979871 }],
    ['vimeo.com/76979871', { id: 76979871 }],
    ['https://vimeo.com/channels/staffpicks/76979871', { id: 76979871 }],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', { id: 76979871 }],
    ['https://player.vimeo.com/video/76979871?h=1a2b3c4d5e', { id: 76979871, hash: '1a2b3c4d5e' }],
    ['https://vimeo.com/76979871/1a2b3c4d5e', { id: 76979871, hash: '1a2b3c4d5e' }],
  ])('%s', (source, video) => expect(vimeoVideo(source)).toEqual(video));

  it.each(['', 'abc', 'https://vimeo.com/about', 'https://example.com/76979871', 'https://vimeo.com.example/76979871'])('refuses %j', (source) =>
    expect(vimeoVideo(source)).toBeNull(),
  );

  it('gives the page URL an unlisted video needs', () => {
    expect(vimeoPageUrl({ id: 1, hash: 'ab12' })).toBe('https://vimeo.com/1/ab12');
    expect(vimeoPageUrl({ id: 1 })).toBe('https://vimeo.com/1');
  });
});

describe('kinescopeId', () => {
  it.each([
    ['sTzrJ8P4fJd6RHbEkYLbVz', 'sTzrJ8P4fJd6RHbEkYLbVz'],
    ['https://kinescope.io/sTzrJ8P4fJd6RHbEkYLbVz', 'sTzrJ8P4fJd6RHbEkYLbVz'],
    ['https://kinescope.io/embed/201234567', '201234567'],
    ['kinescope.io/watch/sTzrJ8P4fJd6RHbEkYLbVz?t=10', 'sTzrJ8P4fJd6RHbEkYLbVz'],
  ])('%s → %s', (source, id) => expect(kinescopeId(source)).toBe(id));

  it.each(['', 'abc', 'https://kinescope.io/', 'https://kinescope.io/a/b/c', 'https://example.com/sTzrJ8P4fJd6RHbEkYLbVz', 'https://kinescope.io/embed/<script>'])(
    'refuses %j',
    (source) => expect(kinescopeId(source)).toBeNull(),
  );
});

describe('rutubeVideo', () => {
  const id = 'c6cc4d620b1d4338901770a44b3e82f4';
  it.each([
    [id, { id }],
    [id.toUpperCase(), { id }],
    [`https://rutube.ru/video/${id}/`, { id }],
    [`rutube.ru/video/${id}/?r=wd`, { id }],
    [`https://rutube.ru/play/embed/${id}`, { id }],
    ['https://rutube.ru/play/embed/12345678', { id: '12345678' }],
    [`https://rutube.ru/shorts/${id}/`, { id }],
    [`https://rutube.ru/video/private/${id}/?p=Ab-12_x`, { id, key: 'Ab-12_x' }],
  ])('%s', (source, video) => expect(rutubeVideo(source)).toEqual(video));

  it.each(['', '12345678', 'https://rutube.ru/channel/', `https://example.com/video/${id}/`, `https://rutube.ru.example/video/${id}/`])('refuses %j', (source) =>
    expect(rutubeVideo(source)).toBeNull(),
  );

  it('builds the embed URL, with the key of a private video', () => {
    expect(rutubeEmbedUrl({ id })).toBe(`https://rutube.ru/play/embed/${id}`);
    expect(rutubeEmbedUrl({ id, key: 'k1' })).toBe(`https://rutube.ru/play/embed/${id}?p=k1`);
  });
});

describe('mediaUrl', () => {
  it('keeps http(s) and relative URLs', () => {
    expect(mediaUrl('https://cdn.example/a.webm')).toBe('https://cdn.example/a.webm');
    expect(mediaUrl('/video/a.webm')).toBe('/video/a.webm');
    expect(mediaUrl(' HTTP://cdn.example/a.mp4 ')).toBe('http://cdn.example/a.mp4');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'mailto:a@b.c', 'tel:123', 'blob:https://x/1', ''])('refuses %j', (source) =>
    expect(mediaUrl(source)).toBeNull(),
  );
});
