import { describe, expect, it } from 'vitest';
import { listScrollTopFor } from './option-in-view';
import { wholeOnScreen as wholeInWindow } from '../tabs/tab-rules';

// Options 40 px tall in a list that shows 120 px of them.
const list = (scrollTop: number) => ({ scrollTop, clientHeight: 120 });
const option = (index: number) => ({ offsetTop: index * 40, offsetHeight: 40 });

describe('the list scrolls to show the highlighted option, moving as little as it can', () => {
  it('an option it shows whole leaves the list where it is', () => {
    expect(listScrollTopFor(option(0), list(0))).toBeNull();
    expect(listScrollTopFor(option(2), list(0))).toBeNull();
    expect(listScrollTopFor(option(3), list(40))).toBeNull();
  });
  it('an option below: the list scrolls until the option is its last shown', () => {
    expect(listScrollTopFor(option(3), list(0))).toBe(40);
    expect(listScrollTopFor(option(9), list(0))).toBe(280);
  });
  it('an option above: the list scrolls until the option is its first shown', () => {
    expect(listScrollTopFor(option(1), list(80))).toBe(40);
    expect(listScrollTopFor(option(0), list(280))).toBe(0);
  });
  it('an option cut at either edge counts as not shown', () => {
    expect(listScrollTopFor(option(2), list(10))).toBeNull();
    expect(listScrollTopFor(option(3), list(10))).toBe(40);
    expect(listScrollTopFor(option(1), list(50))).toBe(40);
  });
});

describe('the page scrolls only for an option outside the window', () => {
  it('an option whole in the window: no page scroll', () => {
    expect(wholeInWindow({ top: 0, bottom: 40 }, 800)).toBe(true);
    expect(wholeInWindow({ top: 760, bottom: 800 }, 800)).toBe(true);
  });
  it('an option past the bottom or the top, even in part: scrolled into the window', () => {
    expect(wholeInWindow({ top: 780, bottom: 820 }, 800)).toBe(false);
    expect(wholeInWindow({ top: 900, bottom: 940 }, 800)).toBe(false);
    expect(wholeInWindow({ top: -10, bottom: 30 }, 800)).toBe(false);
  });
});
