import { describe, expect, it, vi } from 'vitest';
import { createLocationService, hashOf, withoutHash } from './location';

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

  it('a pushed hash that is to be heard tells the hash listeners, with the address it left', () => {
    const location = { href: 'http://x.test/page#intro', hash: '#intro' };
    const pushState = (_state: unknown, _title: string, url: string) => {
      location.href = `http://x.test/page${url}`;
      location.hash = url;
    };
    // Node has no HashChangeEvent: the window's own is what the service makes.
    class HashChangeEvent extends Event {
      readonly oldURL: string;
      constructor(type: string, init: { oldURL: string; newURL: string }) {
        super(type);
        this.oldURL = init.oldURL;
      }
    }
    const win = Object.assign(new EventTarget(), { location, history: { state: null, pushState }, HashChangeEvent }) as unknown as Window;
    const service = createLocationService(win);
    const heard: string[] = [];
    service.onHashChange((previous) => heard.push(`${previous} → ${service.hash()}`));
    service.pushHash('faq');
    service.pushHash('prices', { heard: true });
    expect(heard).toEqual(['#faq → #prices']);
  });

  it('the hash of a URL as location.hash gives it: with its #, and none for an empty fragment', () => {
    expect(hashOf('http://x.test/page?a=1#/catalog/mugs')).toBe('#/catalog/mugs');
    expect(hashOf('http://x.test/page#')).toBe('');
    expect(hashOf('http://x.test/page')).toBe('');
  });

  it('puts a hash back exactly as it was read, not encoded again; an empty one leaves the bare address', () => {
    const replaceState = vi.fn();
    const win = { location: { href: 'http://x.test/page?a=1#cart', hash: '#cart' }, history: { state: { kept: true }, replaceState } } as unknown as Window;
    const location = createLocationService(win);
    location.restoreHash('#/catalog/mugs');
    location.restoreHash('#%D0%BC%D0%B5%D0%BD%D1%8E');
    location.restoreHash('');
    expect(replaceState.mock.calls).toEqual([
      [{ kept: true }, '', '#/catalog/mugs'],
      [{ kept: true }, '', '#%D0%BC%D0%B5%D0%BD%D1%8E'],
      [{ kept: true }, '', 'http://x.test/page?a=1'],
    ]);
  });

  it('tells each hash change the hash it left, from the event (a pushed hash sends none of its own)', () => {
    const target = new EventTarget();
    const win = Object.assign(target, { location: { hash: '#cart' } }) as unknown as Window;
    const seen: string[] = [];
    const stop = createLocationService(win).onHashChange((previous) => seen.push(previous));
    const change = (oldURL: string) => target.dispatchEvent(Object.assign(new Event('hashchange'), { oldURL }));
    change('http://x.test/page#menu');
    change('http://x.test/page');
    stop();
    change('http://x.test/page#later');
    expect(seen).toEqual(['#menu', '']);
  });
});
