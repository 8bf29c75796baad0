import { describe, expect, it } from 'vitest';
import { browserStorage } from './browser-storage';

/** A window whose storage getters throw, as Chrome's do with cookies blocked for the site. */
function refusingWindow(): Window {
  const refuse = () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  };
  return Object.defineProperties({}, { localStorage: { get: refuse }, sessionStorage: { get: refuse } }) as Window;
}

describe('the browser’s storage as the harness reads it', () => {
  it('is the window’s own area where the browser gives it', () => {
    const local = { getItem: () => null } as unknown as Storage;
    const session = { getItem: () => 'kept' } as unknown as Storage;
    const win = { localStorage: local, sessionStorage: session } as unknown as Window;
    expect(browserStorage(win, 'localStorage')).toBe(local);
    expect(browserStorage(win, 'sessionStorage')).toBe(session);
  });

  it('is null where the browser refuses it: reading the area throws, never the caller', () => {
    expect(browserStorage(refusingWindow(), 'localStorage')).toBeNull();
    expect(browserStorage(refusingWindow(), 'sessionStorage')).toBeNull();
  });
});
