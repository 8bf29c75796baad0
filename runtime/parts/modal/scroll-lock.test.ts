// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { lockScroll, scrollbarWidth } from './scroll-lock';

describe('scroll lock', () => {
  it('measures the scrollbar', () => {
    expect(scrollbarWidth(1280, 1265)).toBe(15);
    expect(scrollbarWidth(375, 375)).toBe(0);
    expect(scrollbarWidth(375, 400)).toBe(0);
  });

  it('locks once for nested dialogs and restores the root when the last is released', () => {
    const root = document.documentElement;
    root.style.overflow = 'auto';
    const first = lockScroll(document);
    const second = lockScroll(document);
    expect(root.style.overflow).toBe('hidden');
    expect(root.hasAttribute('data-scroll-locked')).toBe(true);
    first();
    first(); // twice is once
    expect(root.style.overflow).toBe('hidden');
    second();
    expect(root.style.overflow).toBe('auto');
    expect(root.hasAttribute('data-scroll-locked')).toBe(false);
  });
});
