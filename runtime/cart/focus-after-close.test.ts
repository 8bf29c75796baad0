// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CART_FOCUS_ATTRIBUTE, focusMainIfDropped, mainContentAround } from './focus-after-close';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A site: its main content and, beside it, the widget's place (where the cart's dialog is). */
function site() {
  document.body.innerHTML = '<div class="site"><main><button>Inside</button></main><div class="widget"><dialog></dialog></div></div><button id="outside">Outside</button>';
  return { main: document.querySelector('main')!, dialog: document.querySelector('dialog')! };
}

describe('the focus after the cart closed (WCAG 2.4.3)', () => {
  it('the main content around the cart is found from its dialog', () => {
    const { main, dialog } = site();
    expect(mainContentAround(dialog)).toBe(main);
    expect(mainContentAround(document.createElement('dialog'))).toBeNull();
  });

  it('a focus dropped to the body goes to the main content, focusable only while it holds the focus', () => {
    const { main } = site();
    focusMainIfDropped(main);
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(main.hasAttribute(CART_FOCUS_ATTRIBUTE)).toBe(true);
    document.getElementById('outside')!.focus();
    expect(main.hasAttribute('tabindex')).toBe(false);
    expect(main.hasAttribute(CART_FOCUS_ATTRIBUTE)).toBe(false);
  });

  it('a focus the dialog gave back (its opener still there) stays; a tabindex of the page’s own is kept', () => {
    const { main } = site();
    const opener = document.getElementById('outside')!;
    opener.focus();
    focusMainIfDropped(main);
    expect(document.activeElement).toBe(opener);
    opener.blur();
    main.setAttribute('tabindex', '0');
    focusMainIfDropped(main);
    expect(document.activeElement).toBe(main);
    main.blur();
    expect(main.getAttribute('tabindex')).toBe('0');
  });
});
