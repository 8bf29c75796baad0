import { describe, expect, it, vi } from 'vitest';
import { createLocationService, withoutHash } from './location';

describe('location', () => {
  it('the URL without its hash keeps path and query', () => {
    expect(withoutHash('http://x.test/page?a=1#hot-drinks')).toBe('http://x.test/page?a=1');
    expect(withoutHash('http://x.test/page?a=1')).toBe('http://x.test/page?a=1');
    expect(withoutHash('http://x.test/#')).toBe('http://x.test/');
  });

  it('pushes a hash as a new history entry, encoded, keeping the history state', () => {
    const pushState = vi.fn();
    const win = { location: { href: 'http://x.test/page?a=1', hash: '' }, history: { state: { kept: true }, pushState } } as unknown as Window;
    createLocationService(win).pushHash('our story');
    expect(pushState).toHaveBeenCalledWith({ kept: true }, '', '#our%20story');
  });
});
