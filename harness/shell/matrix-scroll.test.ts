import { describe, expect, it } from 'vitest';
import { anchorAt, scrollTopFor, type SectionBox } from './matrix-scroll';

const desktop: SectionBox[] = [
  { id: 'hero', top: 0, height: 800 },
  { id: 'menu', top: 800, height: 600 },
  { id: 'visit', top: 1400, height: 400 },
];
// The same page on a phone: taller sections, other offsets.
const mobile: SectionBox[] = [
  { id: 'hero', top: 0, height: 700 },
  { id: 'menu', top: 700, height: 1500 },
  { id: 'visit', top: 2200, height: 900 },
];

describe('matrix scroll in step by section', () => {
  it('names the section under the top edge and how far into it', () => {
    expect(anchorAt(desktop, 0)).toEqual({ id: 'hero', progress: 0 });
    expect(anchorAt(desktop, 1100)).toEqual({ id: 'menu', progress: 0.5 });
    expect(anchorAt(desktop, 5000)).toEqual({ id: 'visit', progress: 1 });
    expect(anchorAt([], 100)).toBeNull();
  });

  it('another frame scrolls to the same share of the same section', () => {
    expect(scrollTopFor(anchorAt(desktop, 1100)!, mobile)).toBe(1450);
    expect(scrollTopFor({ id: 'visit', progress: 0 }, mobile)).toBe(2200);
  });

  it('a frame without that section stays where it is (a section hidden on that viewport)', () => {
    expect(scrollTopFor({ id: 'menu', progress: 0.5 }, [{ id: 'hero', top: 0, height: 700 }])).toBeNull();
  });
});
