import { describe, expect, it } from 'vitest';
import {
  OVERLAY_LARGE_MIN_HEIGHT,
  OVERLAY_LARGE_MIN_WIDTH,
  OVERLAY_SMALL_MAX_HEIGHT,
  OVERLAY_SMALL_MAX_WIDTH,
  OVERLAY_XSMALL_MAX_HEIGHT,
  OVERLAY_XSMALL_MAX_WIDTH,
  overlaySizeClass,
} from './overlay-size';

describe('overlaySizeClass', () => {
  it('uses the spec numbers', () => {
    expect([OVERLAY_XSMALL_MAX_WIDTH, OVERLAY_XSMALL_MAX_HEIGHT]).toEqual([200, 150]);
    expect([OVERLAY_SMALL_MAX_WIDTH, OVERLAY_SMALL_MAX_HEIGHT]).toEqual([400, 250]);
    expect([OVERLAY_LARGE_MIN_WIDTH, OVERLAY_LARGE_MIN_HEIGHT]).toEqual([650, 400]);
  });

  it.each([
    [200, 1000, 'xsmall'],
    [201, 1000, 'small'],
    [1000, 150, 'xsmall'],
    [1000, 151, 'small'],
    [0, 0, 'xsmall'],
    [400, 1000, 'small'],
    [401, 1000, 'medium'],
    [1000, 250, 'small'],
    [1000, 251, 'medium'],
    [649, 400, 'medium'],
    [650, 399, 'medium'],
    [650, 400, 'large'],
    [500, 300, 'medium'],
  ] as const)('%i × %i → %s', (w, h, cls) => expect(overlaySizeClass(w, h)).toBe(cls));
});
