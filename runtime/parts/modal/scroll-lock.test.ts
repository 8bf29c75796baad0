// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { lockScroll, scrollbarWidth, whenScrollFree } from './scroll-lock';

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

  it('runs what waits for the page to scroll again at once when nothing locks it, else when the last lock is released; stopped first, never', () => {
    const atOnce = vi.fn();
    whenScrollFree(document, atOnce);
    expect(atOnce).toHaveBeenCalledTimes(1);

    const first = lockScroll(document);
    const second = lockScroll(document);
    const waiting = vi.fn(() => expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(false));
    const stopped = vi.fn();
    whenScrollFree(document, waiting);
    whenScrollFree(document, stopped)();
    first();
    expect(waiting).not.toHaveBeenCalled();
    second();
    expect(waiting).toHaveBeenCalledTimes(1);
    // Once: a later lock and release runs it no more.
    lockScroll(document)();
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();
  });
});
