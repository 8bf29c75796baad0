// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { mayTakeFocus } from './first-field-focus';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A control of this markup, in the page and focused. */
function focused(html: string): HTMLElement {
  const box = document.body.appendChild(document.createElement('div'));
  box.innerHTML = html;
  const control = box.firstElementChild as HTMLElement;
  control.focus();
  expect(document.activeElement).toBe(control);
  return control;
}

describe('mayTakeFocus: a form that opens takes the focus to its first field only from a focus the visitor is not using', () => {
  it('nothing focused (the page itself): a form takes it, rendered or hydrated', () => {
    expect(document.activeElement).toBe(document.body);
    expect(mayTakeFocus(document, 'rendered')).toBe(true);
    expect(mayTakeFocus(document, 'hydrated')).toBe(true);
  });

  it('a client-rendered form leaves a text control or editable text, where the visitor types, and takes the focus from a control one clicks', () => {
    // (Editable text too; jsdom has no isContentEditable to show it.)
    for (const html of ['<input aria-label="Email">', '<input type="search">', '<textarea></textarea>', '<select><option>A</option></select>']) {
      focused(html);
      expect(mayTakeFocus(document, 'rendered'), html).toBe(false);
    }
    for (const html of ['<button>Open the form</button>', '<a href="#form">Write to us</a>', '<input type="checkbox">', '<input type="radio">', '<input type="range">', '<div role="slider" tabindex="0"></div>']) {
      focused(html);
      expect(mayTakeFocus(document, 'rendered'), html).toBe(true);
    }
  });

  it('a hydrating form leaves any focus the visitor put somewhere before its script came: a checkbox, a range runner, a button, a link', () => {
    for (const html of ['<input type="checkbox">', '<input type="range">', '<div role="slider" tabindex="0"></div>', '<button>Add to cart</button>', '<a href="#menu">Menu</a>', '<input aria-label="Email">']) {
      focused(html);
      expect(mayTakeFocus(document, 'hydrated'), html).toBe(false);
    }
  });
});
