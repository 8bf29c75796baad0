import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ImageSchema } from './common';
import { checkImage } from './image-check';
import { MAX_IMAGE_BORDER_PX } from './constants';

const good = { id: 'latte', ext: 'jpg', width: 1600, height: 1200 };

/**
 * ImageSchema's fields as a server's image is read: a key it does not list is left out, not refused
 * (zod's default for an object; page JSON's ImageSchema is strict).
 */
const ServerImageSchema = z.object(ImageSchema.shape);

// Each case is judged by that schema: the zod-free check must agree, on the verdict and the image.
const cases: [string, unknown][] = [
  ['the least image', good],
  ['a numeric id', { ...good, id: 42 }],
  ['every optional field', { ...good, proportion: 0.75, border: MAX_IMAGE_BORDER_PX, averageColor: '#a07850', preview: 'data:image/webp;base64,UklGRg==', animated: false, transparent: true, original: false, unq_id: 'u1', name: 'Latte', alt: 'Latte art' }],
  ['optional fields left undefined', { ...good, alt: undefined, border: undefined }],
  ['a colour name', { ...good, averageColor: 'transparent' }],
  ['null', null],
  ['a list', [good]],
  ['a string', 'latte.jpg'],
  ['an empty id', { ...good, id: '' }],
  ['a fractional id', { ...good, id: 1.5 }],
  ['no id', { ext: 'jpg', width: 1, height: 1 }],
  ['an unknown ext', { ...good, ext: 'bmp' }],
  ['an upper-case ext', { ...good, ext: 'JPG' }],
  ['a zero width', { ...good, width: 0 }],
  ['a negative height', { ...good, height: -1 }],
  ['a width in a string', { ...good, width: '1600' }],
  ['an infinite width', { ...good, width: Infinity }],
  ['a zero proportion', { ...good, proportion: 0 }],
  ['a border over the limit', { ...good, border: MAX_IMAGE_BORDER_PX + 1 }],
  ['a negative border', { ...good, border: -1 }],
  ['not a colour', { ...good, averageColor: 'url(x)' }],
  ['a null alt', { ...good, alt: null }],
  ['a flag as a string', { ...good, animated: 'yes' }],
  ['an unknown key', { ...good, caption: 'x' }],
  ['the platform’s focal point and file size', { ...good, x: 50, y: 40, size: 182_044 }],
  ['an unknown key named like a prototype key', JSON.parse('{"id":"latte","ext":"jpg","width":1600,"height":1200,"__proto__":{"alt":"x"}}') as unknown],
  ['an unknown key beside a broken known one', { ...good, width: 0, caption: 'x' }],
];

describe('checkImage agrees with ImageSchema, unknown keys left out', () => {
  it.each(cases)('%s', (_name, value) => {
    const schema = ServerImageSchema.safeParse(value);
    const check = checkImage(value);
    expect(check.ok).toBe(schema.success);
    if (check.ok && schema.success) expect(check.image).toEqual(schema.data);
  });

  it('names what is wrong', () => {
    expect(checkImage({ ...good, ext: 'bmp' })).toEqual({ ok: false, problem: 'ext: one of jpg, jpeg, png, webp, gif, avif, svg' });
  });

  it('keeps an image whose server sent keys the runtime does not read (spec 001 §3 image x, y), without them; page JSON still refuses them', () => {
    expect(checkImage({ ...good, x: 50, y: 40, caption: 'x' })).toEqual({ ok: true, image: good });
    expect(ImageSchema.safeParse({ ...good, caption: 'x' }).success).toBe(false);
  });
});
