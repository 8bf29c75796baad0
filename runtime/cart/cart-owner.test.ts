import { describe, expect, it } from 'vitest';
import { createSiteStores } from '../site/site-stores';
import { cartAddressOf, cartOwner, createCartClaims } from './cart-owner';
import type { CartOpenState } from './cart-store';

describe('the CART widget that owns the site’s one cart', () => {
  it('is the first mounted of those shown in the current viewport, else the first mounted; none without a claim', () => {
    expect(cartOwner([])).toBeNull();
    expect(cartOwner([{ key: 'a', shownHere: true }, { key: 'b', shownHere: true }])).toBe('a');
    expect(cartOwner([{ key: 'a', shownHere: false }, { key: 'b', shownHere: true }])).toBe('b');
    expect(cartOwner([{ key: 'a', shownHere: false }, { key: 'b', shownHere: false }])).toBe('a');
  });

  it('passes to the next claim when its own is taken back, and follows a viewport switch without losing the mount order', () => {
    const claims = createCartClaims();
    const owner = () => cartOwner(claims.getState().claims);
    const releaseA = claims.getState().claim('a');
    claims.getState().claim('b');
    claims.getState().claim('c');
    claims.getState().showHere('a', true);
    claims.getState().showHere('c', true);
    expect(owner()).toBe('a');
    claims.getState().showHere('a', false);
    expect(owner()).toBe('c');
    claims.getState().showHere('b', true);
    expect(owner()).toBe('b');
    releaseA();
    expect(claims.getState().claims.map((claim) => claim.key)).toEqual(['b', 'c']);
  });

  it('a claim shown as it was changes nothing (no render of the widgets that read it)', () => {
    const claims = createCartClaims();
    claims.getState().claim('a');
    claims.getState().showHere('a', true);
    const before = claims.getState().claims;
    claims.getState().showHere('a', true);
    claims.getState().showHere('unknown', true);
    expect(claims.getState().claims).toBe(before);
  });
});

describe('what the cart’s owner wrote for the open cart', () => {
  it('is the site’s, so the next owner puts back the hash the first kept, once, and tells an open once', () => {
    const stores = createSiteStores();
    const open: CartOpenState = { kind: 'open', source: 'button' };
    cartAddressOf(stores).keepPrior('#menu');
    expect(cartAddressOf(stores).firstNews(open)).toBe(true);
    // Another widget of the same site, taking the open cart over.
    const next = cartAddressOf(stores);
    expect(next.firstNews(open)).toBe(false);
    expect(next.takePrior()).toBe('#menu');
    expect(next.takePrior()).toBeNull();
    // The next open is news again.
    expect(next.firstNews({ kind: 'open', source: 'hash' })).toBe(true);
    expect(cartAddressOf(createSiteStores()).takePrior()).toBeNull();
  });
});
