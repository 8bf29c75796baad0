// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CART_ROOM_ATTRIBUTE, isAtBottom, reserveCartButtonRoom } from './button-room';

/** A site root holding `count` cart buttons. */
function siteWithButtons(count: number) {
  const site = document.body.appendChild(document.createElement('div'));
  site.className = 'rt-site';
  const buttons = Array.from({ length: count }, () => site.appendChild(document.createElement('button')));
  return { site, buttons };
}

afterEach(() => document.body.replaceChildren());

describe('the room at the page’s end for a cart button at the bottom (no :has(), which Firefox before 121 lacks)', () => {
  it('marks the button’s site root while the button shows, and unmarks it as the button goes', () => {
    const { site, buttons } = siteWithButtons(1);
    const release = reserveCartButtonRoom(buttons[0]!);
    expect(site.hasAttribute(CART_ROOM_ATTRIBUTE)).toBe(true);
    release();
    expect(site.hasAttribute(CART_ROOM_ATTRIBUTE)).toBe(false);
  });

  it('two buttons at the bottom (two CART widgets): the room stays until the last of them goes, whichever goes first', () => {
    const { site, buttons } = siteWithButtons(2);
    const releaseFirst = reserveCartButtonRoom(buttons[0]!);
    const releaseSecond = reserveCartButtonRoom(buttons[1]!);
    releaseFirst();
    expect(site.hasAttribute(CART_ROOM_ATTRIBUTE)).toBe(true);
    releaseSecond();
    expect(site.hasAttribute(CART_ROOM_ATTRIBUTE)).toBe(false);
    // And again from none.
    const releaseAgain = reserveCartButtonRoom(buttons[1]!);
    expect(site.hasAttribute(CART_ROOM_ATTRIBUTE)).toBe(true);
    releaseAgain();
    expect(site.hasAttribute(CART_ROOM_ATTRIBUTE)).toBe(false);
  });

  it('each site its own room (a published page carries a copy per viewport)', () => {
    const desktop = siteWithButtons(1);
    const mobile = siteWithButtons(1);
    const release = reserveCartButtonRoom(mobile.buttons[0]!);
    expect([desktop.site.hasAttribute(CART_ROOM_ATTRIBUTE), mobile.site.hasAttribute(CART_ROOM_ATTRIBUTE)]).toEqual([false, true]);
    release();
  });

  it('a button outside any site (a story) marks nothing', () => {
    const loose = document.body.appendChild(document.createElement('button'));
    expect(() => reserveCartButtonRoom(loose)()).not.toThrow();
    expect(document.querySelector(`[${CART_ROOM_ATTRIBUTE}]`)).toBeNull();
  });

  it('the bottom positions are those that pass over the page’s end', () => {
    expect(['bottom-right', 'bottom-left', 'top-right', 'top-left'].filter(isAtBottom)).toEqual(['bottom-right', 'bottom-left']);
  });
});
