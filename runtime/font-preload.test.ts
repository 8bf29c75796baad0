import { describe, expect, it } from 'vitest';
import { fontsFor, PRELOADED_FONTS } from './font-preload';

describe('fonts loaded ahead of the first render', () => {
  it('are the latin faces for an English page', () => {
    expect(fontsFor('en')).toEqual(PRELOADED_FONTS);
    expect(fontsFor(undefined)).toEqual(PRELOADED_FONTS);
  });

  it('add the cyrillic faces of both families for a Russian page', () => {
    const russian = fontsFor('ru');
    expect(russian).toHaveLength(4);
    expect(russian.filter((href) => href.includes('cyrillic'))).toHaveLength(2);
  });
});
