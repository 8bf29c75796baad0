import { describe, expect, it, vi } from 'vitest';
import { detachedLocation } from '../platform/location';
import { asksForNewWindow, followHash, inPageName } from './follow-link';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('a followed link', () => {
  it('a modifier key or another button asks for a new tab or window', () => {
    expect(asksForNewWindow(click)).toBe(false);
    expect(asksForNewWindow({ ...click, ctrlKey: true })).toBe(true);
    expect(asksForNewWindow({ ...click, metaKey: true })).toBe(true);
    expect(asksForNewWindow({ ...click, button: 1 })).toBe(true);
  });

  it('pushes its hash, encoded, unless the address already has it; heard when asked', () => {
    const pushHash = vi.fn();
    followHash({ ...detachedLocation, hash: () => '#our%20story', pushHash }, 'our story');
    expect(pushHash).not.toHaveBeenCalled();
    followHash({ ...detachedLocation, hash: () => '#intro', pushHash }, 'our story', { heard: true });
    expect(pushHash).toHaveBeenCalledWith('our story', { heard: true });
  });
});

describe('inPageName: the name an in-page link leads to', () => {
  it('is its fragment, percent-decoded as the browser reads it', () => {
    expect(inPageName('#rules')).toBe('rules');
    expect(inPageName('#opening%20hours')).toBe('opening hours');
  });

  it('is none for another address, a bare `#`, or a fragment that cannot be decoded', () => {
    expect(inPageName('/menu#rules')).toBeNull();
    expect(inPageName('https://example.com/#rules')).toBeNull();
    expect(inPageName('#')).toBeNull();
    expect(inPageName('#%E0%A4%A')).toBeNull();
  });
});
