import { describe, expect, it } from 'vitest';
import { isTopModal, MODAL_OPEN_DELAY_MS, pushModal, removeModal, requestModal, topModal } from './modal-stack';

describe('modal stack', () => {
  it('keeps the spec open delay', () => {
    expect(MODAL_OPEN_DELAY_MS).toBe(30);
  });

  it('pushes on top, once per key', () => {
    let stack = pushModal([], 'checkout');
    stack = pushModal(stack, 'captcha');
    expect(stack).toEqual(['checkout', 'captcha']);
    expect(pushModal(stack, 'checkout')).toEqual(['checkout', 'captcha']);
    expect(topModal(stack)).toBe('captcha');
    expect(isTopModal(stack, 'captcha')).toBe(true);
    expect(isTopModal(stack, 'checkout')).toBe(false);
  });

  it('closing the top one leaves the one below on top; closing one below keeps the top', () => {
    const stack = ['a', 'b', 'c'];
    expect(topModal(removeModal(stack, 'c'))).toBe('b');
    expect(removeModal(stack, 'b')).toEqual(['a', 'c']);
    expect(removeModal(stack, 'zzz')).toEqual(stack);
  });

  it('has no top when empty', () => {
    expect(topModal([])).toBeNull();
    expect(isTopModal([], 'a')).toBe(false);
  });

  it('asking an open page modal again goes back to it: the ones opened over it close, and it does not move', () => {
    expect(requestModal(['a', 'b'], 'a')).toEqual(['a']);
    expect(requestModal(['a', 'b', 'c'], 'b')).toEqual(['a', 'b']);
    expect(requestModal(['a', 'b'], 'b')).toEqual(['a', 'b']);
    expect(requestModal(['a'], 'b')).toEqual(['a', 'b']);
    expect(requestModal([], 'a')).toEqual(['a']);
  });
});
