import { describe, expect, it } from 'vitest';
import { linkTargetName } from './link-name';

describe('a linked icon\u2019s name when it has no label and no caption: its target in words', () => {
  it('the number of a tel: link and the address of a mailto: link, without its subject', () => {
    expect(linkTargetName('tel:+15551234567')).toBe('+15551234567');
    expect(linkTargetName('tel:+1%20555%20123%204567')).toBe('+1 555 123 4567');
    expect(linkTargetName('mailto:hello@example.com?subject=Table%20for%20two')).toBe('hello@example.com');
  });

  it('the site of a web link; a link within the page as written', () => {
    expect(linkTargetName('https://www.instagram.com/harbor.coffee/')).toBe('instagram.com');
    expect(linkTargetName('http://example.org')).toBe('example.org');
    expect(linkTargetName('#menu')).toBe('menu');
    expect(linkTargetName('/about/team')).toBe('about/team');
    expect(linkTargetName('/')).toBe('/');
  });
});
