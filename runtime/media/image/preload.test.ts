import { describe, expect, it, vi } from 'vitest';
import { preloadImage, type PreloadTarget } from './preload';

class FakeImage implements PreloadTarget {
  static made: FakeImage[] = [];
  onload: PreloadTarget['onload'] = null;
  onerror: PreloadTarget['onerror'] = null;
  decoding: PreloadTarget['decoding'] = 'auto';
  fetchPriority: string | undefined;
  src = '';
  constructor() {
    FakeImage.made.push(this);
  }
  succeed() {
    this.onload?.call(globalThis as unknown as GlobalEventHandlers, new Event('load'));
  }
  fail() {
    if (typeof this.onerror === 'function') this.onerror('error');
  }
}

describe('preloadImage', () => {
  it('loads off the page and reports success or failure once', () => {
    FakeImage.made = [];
    const done = vi.fn();
    preloadImage('/img/a_400_q70.webp', done, { ImageCtor: FakeImage });
    const [image] = FakeImage.made;
    expect(image?.src).toBe('/img/a_400_q70.webp');
    expect(image?.decoding).toBe('async');
    image?.succeed();
    image?.fail();
    expect(done.mock.calls).toEqual([[true]]);

    const failed = vi.fn();
    preloadImage('/img/missing.jpg', failed, { ImageCtor: FakeImage });
    FakeImage.made[1]?.fail();
    expect(failed.mock.calls).toEqual([[false]]);
  });

  it('asks for high priority only when told to (an image above the fold)', () => {
    FakeImage.made = [];
    preloadImage('/img/hero_1400_q70.webp', vi.fn(), { ImageCtor: FakeImage, priority: 'high' });
    preloadImage('/img/below_800_q70.webp', vi.fn(), { ImageCtor: FakeImage });
    expect(FakeImage.made.map((image) => image.fetchPriority)).toEqual(['high', undefined]);
  });

  it('says nothing after it was cancelled', () => {
    FakeImage.made = [];
    const done = vi.fn();
    const cancel = preloadImage('/img/a.jpg', done, { ImageCtor: FakeImage });
    cancel();
    FakeImage.made[0]?.succeed();
    expect(done).not.toHaveBeenCalled();
    expect(FakeImage.made[0]?.onload).toBeNull();
  });

  it('fails (asynchronously) where images cannot load, e.g. on the server', async () => {
    const done = vi.fn();
    preloadImage('/img/a.jpg', done, { ImageCtor: null });
    expect(done).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(done).toHaveBeenCalledWith(false);
  });
});
