/**
 * Text a visitor typed into a prerendered field before it hydrated (a published page's form comes
 * with its code after the page). React keeps it on the screen, since it does not overwrite a
 * control's value while hydrating, but the field's state starts from what the server rendered, and
 * React 19 does not replay the input: the form sent and checked its own value, and its next render
 * put that back in the field, so what was typed was gone. Given back as input once the field has
 * hydrated, the field's own change handler takes it as typing: a mask formats it, a number field
 * keeps its digits.
 */
import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Gives a hydrated control's text back as input when it is not what the server rendered (its
 * default value). React's value tracking took the typed text for the control's own while
 * hydrating, so an input event alone would change nothing for it: the text is set back through
 * React's setter on the element and put in again through the element's own, and React sees it as typed.
 * Returns the text given back, or null when there was none.
 */
export function replayTypedText(control: HTMLInputElement | HTMLTextAreaElement): string | null {
  if (control.value === control.defaultValue) return null;
  const typed = control.value;
  control.value = control.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, typed);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  return typed;
}

/**
 * For a field with its own text input: what was typed before it hydrated is given back once, as it
 * mounts. A client render shows its state (its default value too), so nothing is given back.
 * `onLeft` is called with the text given back when the visitor has left the field already: a field
 * that takes its text on blur (a date's check, a number's limits) takes it then, as that blur came
 * before the field could hear it.
 */
export function useTypedTextBeforeHydration(input: RefObject<HTMLInputElement | null>, onLeft?: (typed: string) => void): void {
  const left = useEffectEvent((typed: string) => onLeft?.(typed));
  useEffect(() => {
    const control = input.current;
    // The text as typed: once the input event is handled, React puts the state's value back in the
    // control until its change has rendered.
    const typed = control && replayTypedText(control);
    if (control && typed !== null && control.ownerDocument.activeElement !== control) left(typed);
  }, [input]);
}
