import { describe, expect, it } from 'vitest';
import { withoutHash } from './location';

describe('location', () => {
  it('the URL without its hash keeps path and query', () => {
    expect(withoutHash('http://x.test/page?a=1#hot-drinks')).toBe('http://x.test/page?a=1');
    expect(withoutHash('http://x.test/page?a=1')).toBe('http://x.test/page?a=1');
    expect(withoutHash('http://x.test/#')).toBe('http://x.test/');
  });
});
