// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followFocusLostToHiding, type FocusLostToHiding } from './focus-lost-to-hiding';

/**
 * jsdom lays nothing out: every element has no boxes, as a hidden one has in a browser. A field
 * the window still shows is given one.
 */
function shown(element: Element): void {
  Object.defineProperty(element, 'getClientRects', { value: () => [new DOMRect(0, 0, 200, 40)] });
}

describe('the field whose focus its hiding took (a window turned across the breakpoint before the page hydrated)', () => {
  let following: FocusLostToHiding;
  let name: HTMLInputElement;
  let email: HTMLInputElement;
  beforeEach(() => {
    document.body.innerHTML = '<div data-published-viewport="mobile"><form><input name="name"><input name="email"></form></div><p id="text">Text</p>';
    [name, email] = [...document.querySelectorAll('input')] as [HTMLInputElement, HTMLInputElement];
    following = followFocusLostToHiding(document);
  });
  afterEach(() => {
    following.stop();
    document.body.innerHTML = '';
  });

  it('is the field the visitor was in when the layout hid it: it has no box as it loses the focus', () => {
    name.focus();
    name.blur();
    expect(following.element()).toBe(name);
  });

  it('is none when the visitor left the field themselves: the window still shows it', () => {
    shown(name);
    name.focus();
    name.blur();
    expect(following.element()).toBeNull();
  });

  it('is none once the visitor has focused another field, or pressed anywhere, since', () => {
    name.focus();
    name.blur();
    shown(email);
    email.focus();
    expect(following.element()).toBeNull();
    email.blur();
    name.focus();
    name.blur();
    document.getElementById('text')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(following.element()).toBeNull();
  });

  it('follows nothing once stopped', () => {
    following.stop();
    name.focus();
    name.blur();
    expect(following.element()).toBeNull();
  });
});
