// @vitest-environment jsdom
/**
 * Editing a masked phone in the middle (spec 001 §5 "Phone fields"): the field re-masks each edit
 * and puts the caret back by the digits it was between (phone.ts `editMaskedPhone`), where a
 * controlled value would leave it at the end. The browser's own caret is in
 * tests/components/fields.spec.ts.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createSiteStores } from '../site/site-stores';
import { PhoneField } from './PhoneField';

/** The field as a form holds it, starting from a full Russian number. */
function Held() {
  const [value, setValue] = useState('+7 (912) 345-67-89');
  return <PhoneField name="phone" label="Phone" mask="+7 (***) ***-**-**" value={value} onChange={setValue} />;
}

afterEach(cleanup);

function phoneInput() {
  render(
    <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()}>
      <Held />
    </RuntimeProvider>,
  );
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
  input.focus();
  return input;
}

/** An edit as the browser reports it: the text after the key, its caret, and the input type. */
const edit = (input: HTMLInputElement, value: string, caret: number, inputType: string) =>
  fireEvent.input(input, { target: { value, selectionStart: caret, selectionEnd: caret }, inputType });

it('Backspace right after ")" takes the digit before it, and the caret stays by the digits it was between', () => {
  const input = phoneInput();
  edit(input, '+7 (912 345-67-89', 7, 'deleteContentBackward');
  expect(input.value).toBe('+7 (913) 456-78-9');
  expect(input.selectionStart).toBe(6);
});

it('a digit deleted in the middle and one typed in its place: the caret stays there for the next key', () => {
  const input = phoneInput();
  edit(input, '+7 (92) 345-67-89', 5, 'deleteContentBackward');
  expect(input.value).toBe('+7 (923) 456-78-9');
  expect(input.selectionStart).toBe(5);
  edit(input, '+7 (9823) 456-78-9', 6, 'insertText');
  expect(input.value).toBe('+7 (982) 345-67-89');
  expect(input.selectionStart).toBe(6);
});

it('Backspace over "(" before the first digit changes nothing and keeps the caret before that digit', () => {
  const input = phoneInput();
  edit(input, '+7 912) 345-67-89', 3, 'deleteContentBackward');
  expect(input.value).toBe('+7 (912) 345-67-89');
  expect(input.selectionStart).toBe(4);
});
