import { describe, expect, it } from 'vitest';
import { MOBILE_TABS_LIMIT, TAB_DRAG_HOVER_MS, TAB_SHIFT_ANIMATION_MS } from './constants';
import {
  addedTab,
  easeInOut,
  hashAfterPick,
  hashScrollDelta,
  keptSelection,
  normaliseHash,
  resolveSelected,
  selectionAfterChange,
  shiftHeightAt,
  stepIndex,
  tabBarScrollLeft,
  tabForHash,
  tabIndexForKey,
  tabLinkName,
  tabMatchForName,
  tabsSwitcher,
  wholeOnScreen,
  wrapIndex,
  domIdPart,
} from './tab-rules';

describe('spec constants', () => {
  it('carry the spec values', () => {
    expect(TAB_SHIFT_ANIMATION_MS).toBe(250);
    expect(TAB_DRAG_HOVER_MS).toBe(700);
  });
});

describe('tabForHash', () => {
  const tabs = [
    { id: '1', anchor: 'espresso', contains: ['hero-text', 'shared'] },
    { id: '2', anchor: 'filter', contains: ['pour-over-image'] },
    { id: '37', contains: ['espresso', 'cold-brew-button'] },
  ];

  it('an anchor name selects its tab', () => {
    expect(tabForHash('#filter', tabs)).toBe('2');
    expect(tabForHash('filter', tabs)).toBe('2');
  });

  it('an element id selects the tab holding it', () => {
    expect(tabForHash('#pour-over-image', tabs)).toBe('2');
    expect(tabForHash('#cold-brew-button', tabs)).toBe('37');
  });

  it('#tab{id} selects the tab with that id (catalogue category links)', () => {
    expect(tabForHash('#tab37', tabs)).toBe('37');
    expect(tabForHash('#tab1', tabs)).toBe('1');
  });

  it('the link name of a tab, written to the address as a name (percent-encoded), selects that tab again', () => {
    expect(tabLinkName('37')).toBe('tab37');
    expect(tabForHash(`#${encodeURIComponent(tabLinkName('37'))}`, tabs)).toBe('37');
    expect(tabForHash(`#${encodeURIComponent(tabLinkName('gift sets'))}`, [{ id: 'gift sets' }])).toBe('gift sets');
  });

  it('an anchor wins over an element of another tab with the same name', () => {
    expect(tabForHash('#espresso', tabs)).toBe('1');
  });

  it('unknown, empty and bare hashes select nothing', () => {
    expect(tabForHash('#nothing-here', tabs)).toBeNull();
    expect(tabForHash('#tab99', tabs)).toBeNull();
    expect(tabForHash('#tab', tabs)).toBeNull();
    expect(tabForHash('#', tabs)).toBeNull();
    expect(tabForHash('', tabs)).toBeNull();
    expect(tabForHash('#filter', [])).toBeNull();
  });

  it('is case-sensitive, as anchors are', () => {
    expect(tabForHash('#Filter', tabs)).toBeNull();
  });

  it('decodes percent-escapes and survives malformed ones', () => {
    expect(tabForHash('#%D0%BC%D0%B5%D0%BD%D1%8E', [{ id: 'm', anchor: 'меню' }])).toBe('m');
    expect(normaliseHash('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(tabForHash('#%E0%A4%A', tabs)).toBeNull();
  });

  it('tabMatchForName says when the name is an element inside the tab (to be brought on screen), not the tab’s own', () => {
    expect(tabMatchForName('filter', tabs)).toEqual({ id: '2', element: null });
    expect(tabMatchForName('tab37', tabs)).toEqual({ id: '37', element: null });
    expect(tabMatchForName('pour-over-image', tabs)).toEqual({ id: '2', element: 'pour-over-image' });
    expect(tabMatchForName('espresso', tabs)).toEqual({ id: '1', element: null });
    expect(tabMatchForName('nothing-here', tabs)).toBeNull();
  });
});

describe('hashAfterPick: what a visitor’s pick writes in the address', () => {
  const tabs = [{ id: 'beans', contains: ['product8'] }, { id: 'gear', contains: ['product308'] }, { id: 'cups' }];
  const answersAll = () => true;
  // An earlier catalogue on the page shows beans and gear too: it answers their names.
  const answersCupsOnly = (name: string) => name === 'tabcups';

  it('the tab’s link, when this list answers it', () => {
    expect(hashAfterPick('', 'gear', 'tabgear', tabs, answersAll)).toBe('tabgear');
    expect(hashAfterPick('#tabbeans', 'gear', 'tabgear', tabs, answersAll)).toBe('tabgear');
    expect(hashAfterPick('#contacts', 'cups', 'tabcups', tabs, answersCupsOnly)).toBe('tabcups');
  });

  it('nothing, when the hash this list answers already selects the tab (the link that chose it, a product’s)', () => {
    expect(hashAfterPick('#product8', 'beans', 'tabbeans', tabs, answersAll)).toBeUndefined();
    expect(hashAfterPick('#tabgear', 'gear', 'tabgear', tabs, answersAll)).toBeUndefined();
  });

  it('never a link another section answers: this list’s own hash is removed, another’s left', () => {
    expect(hashAfterPick('#tabcups', 'gear', 'tabgear', tabs, answersCupsOnly)).toBeNull();
    expect(hashAfterPick('#tabbeans', 'gear', 'tabgear', tabs, answersCupsOnly)).toBeUndefined();
    expect(hashAfterPick('', 'gear', 'tabgear', tabs, answersCupsOnly)).toBeUndefined();
  });
});

describe('index movement', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(0, 0)).toBe(-1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(1, 1, 3)).toBe(2);
    expect(stepIndex(-1, 1, 3)).toBe(1);
  });

  it('keys: Right/Left wrap, Home/End jump, others are not handled', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
    expect(tabIndexForKey('ArrowDown', 0, 3)).toBeNull();
    expect(tabIndexForKey('Enter', 0, 3)).toBeNull();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull();
    expect(tabIndexForKey('ArrowRight', 0, 1)).toBe(0);
  });
});

describe('which tab is selected after the list changed', () => {
  it('a created or copied tab is selected', () => {
    expect(addedTab(['a', 'b'], ['a', 'b', 'c'])).toBe('c');
    expect(addedTab(['a', 'b'], ['a', 'b-copy', 'b'])).toBe('b-copy');
    expect(selectionAfterChange(['a', 'b'], ['a', 'b', 'c'], 'a')).toBe('c');
  });

  it('several added at once: the last one in list order', () => {
    expect(addedTab(['a'], ['x', 'a', 'y'])).toBe('y');
  });

  it('a first tab in an empty bundle is selected', () => {
    expect(addedTab([], ['a'])).toBe('a');
  });

  it('nothing added, or the whole list replaced: no new tab', () => {
    expect(addedTab(['a', 'b'], ['b', 'a'])).toBeNull();
    expect(addedTab(['a', 'b'], ['a'])).toBeNull();
    expect(addedTab(['a', 'b'], ['x', 'y'])).toBeNull();
  });

  it('keeps the selected tab, or its neighbour when it was deleted', () => {
    expect(keptSelection(['a', 'b', 'c'], ['c', 'a', 'b'], 'b')).toBe('b');
    expect(keptSelection(['a', 'b', 'c'], ['a', 'c'], 'b')).toBe('c');
    expect(keptSelection(['a', 'b', 'c'], ['a', 'b'], 'c')).toBe('b');
    expect(keptSelection(['a'], [], 'a')).toBeNull();
    expect(keptSelection(['a', 'b'], ['a', 'b'], null)).toBe('a');
    expect(selectionAfterChange(['a', 'b'], ['x', 'y'], 'b')).toBe('y');
  });

  it('resolves to a tab of the list', () => {
    expect(resolveSelected(['a', 'b'], 'b')).toBe('b');
    expect(resolveSelected(['a', 'b'], 'z')).toBe('a');
    expect(resolveSelected(['a', 'b'], undefined)).toBe('a');
    expect(resolveSelected([], 'a')).toBeNull();
  });
});

describe('scrolling', () => {
  const bar = { scrollLeft: 0, width: 300, scrollWidth: 900 };
  it('leaves the bar alone when the tab is in view', () => {
    expect(tabBarScrollLeft(bar, { left: 100, width: 80 }, 24)).toBe(0);
  });
  it('scrolls right so the tab and some of its neighbour show', () => {
    expect(tabBarScrollLeft(bar, { left: 400, width: 100 }, 24)).toBe(224);
  });
  it('scrolls left, never below 0 or past the end', () => {
    expect(tabBarScrollLeft({ ...bar, scrollLeft: 500 }, { left: 300, width: 100 }, 24)).toBe(276);
    expect(tabBarScrollLeft({ ...bar, scrollLeft: 500 }, { left: 10, width: 100 }, 24)).toBe(0);
    expect(tabBarScrollLeft(bar, { left: 850, width: 50 }, 24)).toBe(600);
  });
  it('a tab wider than the bar minus padding gets the padding it can', () => {
    expect(tabBarScrollLeft(bar, { left: 400, width: 290 }, 24)).toBe(395);
  });

  it('page scroll after a hash: none when the bar is on screen, else its top to the margin', () => {
    expect(hashScrollDelta({ top: 100, bottom: 150 }, 800, 16)).toBe(0);
    expect(hashScrollDelta({ top: 2000, bottom: 2050 }, 800, 16)).toBe(1984);
    expect(hashScrollDelta({ top: -300, bottom: -250 }, 800, 16)).toBe(-316);
    expect(hashScrollDelta({ top: 780, bottom: 830 }, 800, 16)).toBe(764);
  });

  it('a box is whole on screen when neither edge is off it', () => {
    expect(wholeOnScreen({ top: 0, bottom: 800 }, 800)).toBe(true);
    expect(wholeOnScreen({ top: 600, bottom: 801 }, 800)).toBe(false);
    expect(wholeOnScreen({ top: -1, bottom: 40 }, 800)).toBe(false);
  });
});

describe('shift animation curve', () => {
  it('starts at the old height, is halfway at half time, ends at the new', () => {
    expect(shiftHeightAt(100, 400, 0, 250)).toBe(100);
    expect(shiftHeightAt(100, 400, 125, 250)).toBe(250);
    expect(shiftHeightAt(100, 400, 250, 250)).toBe(400);
    expect(shiftHeightAt(100, 400, 999, 250)).toBe(400);
    expect(shiftHeightAt(400, 100, 125, 250)).toBe(250);
    expect(shiftHeightAt(100, 400, 10, 0)).toBe(400);
  });
  it('eases monotonically', () => {
    let last = -1;
    for (let t = 0; t <= 1; t += 0.05) {
      const value = easeInOut(t);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
    expect(easeInOut(-1)).toBe(0);
    expect(easeInOut(2)).toBe(1);
  });
});

describe('switcher rule', () => {
  it('mobile with more than the limit: a dropdown; otherwise a tab bar', () => {
    expect(MOBILE_TABS_LIMIT).toBe(3);
    expect(tabsSwitcher('mobile', 3)).toBe('tabs');
    expect(tabsSwitcher('mobile', 4)).toBe('dropdown');
    expect(tabsSwitcher('desktop', 12)).toBe('tabs');
    // The owner's choice wins on both viewports.
    expect(tabsSwitcher('desktop', 2, 'dropdown')).toBe('dropdown');
    expect(tabsSwitcher('mobile', 2, 'dropdown')).toBe('dropdown');
    expect(tabsSwitcher('mobile', 9, 'tabs')).toBe('tabs');
    expect(tabsSwitcher('mobile', 4, 'auto')).toBe('dropdown');
  });
});

describe('dom ids', () => {
  it('have no whitespace', () => {
    expect(domIdPart('a b\tc')).toBe('a_b_c');
    expect(domIdPart('')).toBe('_');
  });
});
