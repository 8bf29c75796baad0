import { describe, expect, it } from 'vitest';
import { DROPDOWN_BLUR_CLOSE_MS } from './constants';
import { COLLAPSED, dropdownTransition, nextEnabled, typeAheadIndex, type DropdownContext, type DropdownEvent, type DropdownState } from './dropdown-state';

const context: DropdownContext = {
  options: [{ label: 'Espresso' }, { label: 'Filter' }, { label: 'Flat white', disabled: true }, { label: 'Cold brew' }, { label: 'Fika' }],
  selected: 1,
};
const key = (k: string): DropdownEvent => ({ type: 'key', key: k });
const open = (active: number): DropdownState => ({ open: true, active });

describe('dropdown constants', () => {
  it('closes 500 ms after blur (spec 000 §9)', () => {
    expect(DROPDOWN_BLUR_CLOSE_MS).toBe(500);
  });
});

describe('collapsed', () => {
  it('Enter, Space and Down open on the chosen option and move the focus to the list', () => {
    for (const k of ['Enter', ' ', 'ArrowDown']) {
      expect(dropdownTransition(COLLAPSED, key(k), context)).toEqual({ state: open(1), commit: null, focus: 'list', handled: true });
    }
  });
  it('without a chosen value, Down opens on the first enabled option and Up on the last', () => {
    const none = { ...context, selected: -1 };
    expect(dropdownTransition(COLLAPSED, key('ArrowDown'), none).state).toEqual(open(0));
    expect(dropdownTransition(COLLAPSED, key('ArrowUp'), none).state).toEqual(open(4));
    expect(dropdownTransition(COLLAPSED, key('ArrowUp'), context).state).toEqual(open(1));
  });
  it('other keys are left to the browser', () => {
    for (const k of ['Tab', 'Escape', 'a', 'Home']) expect(dropdownTransition(COLLAPSED, key(k), context).handled).toBe(false);
  });
  it('a click toggles it open', () => {
    expect(dropdownTransition(COLLAPSED, { type: 'toggle' }, context)).toMatchObject({ state: open(1), focus: 'list' });
  });
});

describe('active', () => {
  it('Down and Up move and skip disabled options, stopping at the ends', () => {
    expect(dropdownTransition(open(1), key('ArrowDown'), context).state).toEqual(open(3));
    expect(dropdownTransition(open(3), key('ArrowUp'), context).state).toEqual(open(1));
    expect(dropdownTransition(open(4), key('ArrowDown'), context).state).toEqual(open(4));
    expect(dropdownTransition(open(0), key('ArrowUp'), context).state).toEqual(open(0));
  });
  it('Home and End go to the first and last enabled options', () => {
    expect(dropdownTransition(open(3), key('Home'), context).state).toEqual(open(0));
    expect(dropdownTransition(open(0), key('End'), context).state).toEqual(open(4));
  });
  it('Enter and Space choose the highlighted option, close and return the focus to the button', () => {
    for (const k of ['Enter', ' ']) expect(dropdownTransition(open(3), key(k), context)).toEqual({ state: COLLAPSED, commit: 3, focus: 'button', handled: true });
  });
  it('Enter with nothing highlighted closes without choosing', () => {
    expect(dropdownTransition(open(-1), key('Enter'), context)).toMatchObject({ state: COLLAPSED, commit: null });
  });
  it('Escape closes without choosing', () => {
    expect(dropdownTransition(open(3), key('Escape'), context)).toEqual({ state: COLLAPSED, commit: null, focus: 'button', handled: true });
  });
  it('type-ahead moves to the next option starting with the letter, wrapping, skipping disabled', () => {
    expect(dropdownTransition(open(0), key('f'), context).state).toEqual(open(1));
    expect(dropdownTransition(open(1), key('F'), context).state).toEqual(open(4));
    expect(dropdownTransition(open(4), key('f'), context).state).toEqual(open(1));
    expect(dropdownTransition(open(4), key('z'), context)).toMatchObject({ state: open(4), handled: true });
  });
  it('Tab is left to the browser (the blur rule closes it)', () => {
    expect(dropdownTransition(open(1), key('Tab'), context).handled).toBe(false);
  });
  it('hover highlights enabled options only; a click chooses', () => {
    expect(dropdownTransition(open(1), { type: 'hover', index: 3 }, context).state).toEqual(open(3));
    expect(dropdownTransition(open(1), { type: 'hover', index: 2 }, context).handled).toBe(false);
    expect(dropdownTransition(open(1), { type: 'choose', index: 4 }, context)).toEqual({ state: COLLAPSED, commit: 4, focus: 'button', handled: true });
    expect(dropdownTransition(open(1), { type: 'choose', index: 2 }, context).handled).toBe(false);
  });
  it('the blur timeout closes without choosing or moving the focus; collapsed it does nothing', () => {
    expect(dropdownTransition(open(3), { type: 'blur-timeout' }, context)).toEqual({ state: COLLAPSED, commit: null, focus: null, handled: true });
    expect(dropdownTransition(COLLAPSED, { type: 'blur-timeout' }, context).handled).toBe(false);
  });
  it('a toggle closes it', () => {
    expect(dropdownTransition(open(3), { type: 'toggle' }, context)).toMatchObject({ state: COLLAPSED, commit: null, focus: 'button' });
  });
});

describe('helpers', () => {
  it('nextEnabled and typeAheadIndex', () => {
    expect(nextEnabled(context, 2, 1)).toBe(3);
    expect(nextEnabled(context, 2, -1)).toBe(1);
    expect(nextEnabled(context, 5, 1)).toBe(-1);
    expect(nextEnabled({ options: [], selected: -1 }, 0, 1)).toBe(-1);
    expect(typeAheadIndex(context, -1, 'e')).toBe(0);
    expect(typeAheadIndex({ options: [], selected: -1 }, 0, 'e')).toBe(-1);
  });
  it('an empty list opens with nothing highlighted', () => {
    expect(dropdownTransition(COLLAPSED, key('ArrowDown'), { options: [], selected: -1 }).state).toEqual(open(-1));
  });
});
