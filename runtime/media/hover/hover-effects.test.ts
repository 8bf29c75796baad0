import { describe, expect, it } from 'vitest';
import { HOVER_EFFECTS } from '../../page/page-schema';
import { hasHoverEffect, hoverClassNames, hoverPresentation, isHoverPointer } from './hover-effects';

describe('hover effects (spec 000 §1)', () => {
  it('covers every effect of the schema', () => {
    expect(HOVER_EFFECTS).toEqual(['none', 'zoom', 'lift', 'shadow', 'darken', 'swap']);
  });

  it('presents each effect', () => {
    expect(hoverPresentation('zoom', false)).toEqual({ motion: 'zoom', shadow: false, darken: false, swap: false });
    expect(hoverPresentation('lift', false)).toEqual({ motion: 'lift', shadow: true, darken: false, swap: false });
    expect(hoverPresentation('shadow', false)).toEqual({ motion: null, shadow: true, darken: false, swap: false });
    expect(hoverPresentation('darken', false)).toEqual({ motion: null, shadow: false, darken: true, swap: false });
    expect(hoverPresentation('swap', false)).toEqual({ motion: null, shadow: false, darken: false, swap: true });
  });

  it('reduced motion: nothing moves, colour effects stay (lift keeps its shadow)', () => {
    for (const effect of HOVER_EFFECTS) expect(hoverPresentation(effect, true).motion).toBeNull();
    expect(hoverPresentation('lift', true).shadow).toBe(true);
    expect(hoverPresentation('darken', true).darken).toBe(true);
    expect(hoverPresentation('swap', true).swap).toBe(true);
    expect(hoverClassNames('zoom', true)).toBe('rt-hover rt-hover--zoom rt-hover--reduced-motion');
    expect(hoverClassNames('lift', false)).toBe('rt-hover rt-hover--lift rt-hover--motion-lift rt-hover--shadow-on');
    expect(hoverClassNames('lift', true)).toBe('rt-hover rt-hover--lift rt-hover--shadow-on rt-hover--reduced-motion');
  });

  it('only mouse and pen pointers hover; a tap never does', () => {
    expect(isHoverPointer('mouse')).toBe(true);
    expect(isHoverPointer('pen')).toBe(true);
    expect(isHoverPointer('touch')).toBe(false);
    expect(isHoverPointer('')).toBe(false);
  });

  it('needs a frame only for a real effect (swap needs its image)', () => {
    const image = { id: 'a', ext: 'jpg' as const, width: 10, height: 10 };
    expect(hasHoverEffect(undefined)).toBe(false);
    expect(hasHoverEffect({ effect: 'none' })).toBe(false);
    expect(hasHoverEffect({ effect: 'swap' })).toBe(false);
    expect(hasHoverEffect({ effect: 'swap', image })).toBe(true);
    expect(hasHoverEffect({ effect: 'zoom' })).toBe(true);
  });
});
