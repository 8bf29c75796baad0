import { describe, expect, it } from 'vitest';
import { isRefusedLink } from './use-link';

describe('isRefusedLink (the note admin shows under an element whose link goes nowhere)', () => {
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', 'http://ex ample.com'])('%j is refused', (href) => {
    expect(isRefusedLink(href)).toBe(true);
  });
  it.each(['https://example.com/menu', '/about', '#booking', 'mailto:a@b.cd', 'tel:+1555'])('%j is a link', (href) => {
    expect(isRefusedLink(href)).toBe(false);
  });
  it('no address (none, or only spaces) is no link yet, not a refused one', () => {
    expect(isRefusedLink(undefined)).toBe(false);
    expect(isRefusedLink('')).toBe(false);
    expect(isRefusedLink('  ')).toBe(false);
  });
});
