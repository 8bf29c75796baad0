import { describe, expect, it } from 'vitest';
import { parseUrl } from './parse-url';

describe('parseUrl', () => {
  it('reads an absolute URL, or a relative one against its base', () => {
    expect(parseUrl('https://shop.example/login/?next=%2F')?.pathname).toBe('/login/');
    expect(parseUrl('/login/', 'https://shop.example/api/cart/')?.href).toBe('https://shop.example/login/');
    expect(parseUrl('uploads/', new URL('https://shop.example/api/'))?.href).toBe('https://shop.example/api/uploads/');
  });

  it('is null, not an exception, for what does not parse', () => {
    expect(parseUrl('')).toBeNull();
    expect(parseUrl('/login/')).toBeNull();
    expect(parseUrl('https://[broken/')).toBeNull();
    expect(parseUrl('/login/', 'not a base')).toBeNull();
  });

  it('needs no URL.canParse (Chrome 120, Firefox 115, Safari 17)', () => {
    const canParse = Object.getOwnPropertyDescriptor(URL, 'canParse');
    delete (URL as { canParse?: unknown }).canParse;
    try {
      expect(parseUrl('https://shop.example/')?.host).toBe('shop.example');
      expect(parseUrl('nowhere')).toBeNull();
    } finally {
      if (canParse) Object.defineProperty(URL, 'canParse', canParse);
    }
  });
});
