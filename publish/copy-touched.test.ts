// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { mayHoldVisitorInput } from './copy-touched';

/** A copy as the server renders it: a text, an email, a textarea, a checkbox, radios, a select with a marked option, a file. */
function copyOfAForm(): HTMLElement {
  document.body.innerHTML = `
    <div data-published-viewport="mobile"><form>
      <input name="name" value=""><input type="email" name="email"><textarea name="note">Hello</textarea>
      <input type="checkbox" name="consent"><input type="radio" name="r" value="a" checked><input type="radio" name="r" value="b">
      <select name="size"><option>S</option><option selected>M</option></select><input type="file" name="photo">
    </form></div><button id="outside">Elsewhere</button>`;
  return document.querySelector('[data-published-viewport]')!;
}

const field = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mayHoldVisitorInput: whether the copy hydration removes may hold what a visitor typed, chose or focused', () => {
  it('no, for a copy as the server rendered it, the focus elsewhere', () => {
    const copy = copyOfAForm();
    field<HTMLButtonElement>('#outside').focus();
    expect(mayHoldVisitorInput(copy, null)).toBe(false);
  });

  it('no, for a range without a value and a select without a marked option: what they show untouched is not their default attribute', () => {
    document.body.innerHTML = `<div data-published-viewport="desktop"><input type="range" name="budget"><select name="size"><option>S</option><option>M</option></select></div>`;
    expect(mayHoldVisitorInput(document.querySelector('[data-published-viewport]')!, null)).toBe(false);
  });

  it.each<[string, () => void]>([
    ['a text typed', () => void (field<HTMLInputElement>('[name="name"]').value = 'Ann')],
    ['an email typed', () => void (field<HTMLInputElement>('[name="email"]').value = 'ann@example.com')],
    ['a textarea changed', () => void (field<HTMLTextAreaElement>('textarea').value = 'Hello there')],
    ['a box checked', () => void (field<HTMLInputElement>('[name="consent"]').checked = true)],
    ['another radio chosen', () => void (field<HTMLInputElement>('[value="b"]').checked = true)],
    ['another option selected', () => void (field<HTMLSelectElement>('select').selectedIndex = 0)],
  ])('yes, for %s', (_, change) => {
    const copy = copyOfAForm();
    change();
    expect(mayHoldVisitorInput(copy, null)).toBe(true);
  });

  it('yes, for a copy with a field focused, or a field whose hiding took the focus', () => {
    const copy = copyOfAForm();
    field<HTMLInputElement>('[name="name"]').focus();
    expect(mayHoldVisitorInput(copy, null)).toBe(true);
    field<HTMLButtonElement>('#outside').focus();
    expect(mayHoldVisitorInput(copy, field('[name="email"]'))).toBe(true);
  });
});
