/**
 * The dropdown select's state machine (spec 000 §4: states collapsed and active; keys Enter,
 * Escape, Space, Up, Down). Pure: the component feeds it events and applies what comes back
 * (the new state, the option to commit, where the focus goes). Unit tested beside.
 *
 * Our keyboard rules, after the WAI-ARIA collapsible listbox pattern:
 * - collapsed (focus on the button): Enter, Space and Down open it on the chosen option (else the
 *   first enabled one); Up opens it on the chosen option (else the last enabled one). The focus
 *   moves to the list. Other keys are left to the browser (Tab moves on).
 * - active (focus on the list): Up and Down move the highlighted option, stopping at the ends
 *   (a list does not wrap, unlike the tab bar); Home and End go to the first and last; Enter and
 *   Space choose the highlighted option and close; Escape closes without choosing. A printable
 *   character moves to the next option starting with it (type-ahead, wrapping). The focus goes
 *   back to the button on close. Disabled options are skipped and cannot be chosen.
 * - blur: 500 ms after the focus left the widget it closes without choosing (the timer lives in
 *   the component; the machine only hears `blur-timeout`).
 */

export interface DropdownState {
  open: boolean;
  /** The highlighted option while open (aria-activedescendant); −1 when none. */
  active: number;
}

export interface DropdownItem {
  label: string;
  disabled?: boolean | undefined;
}

export interface DropdownContext {
  options: readonly DropdownItem[];
  /** The index of the chosen value; −1 when nothing is chosen. */
  selected: number;
}

export type DropdownEvent =
  | { type: 'key'; key: string }
  | { type: 'toggle' }
  | { type: 'hover'; index: number }
  | { type: 'choose'; index: number }
  | { type: 'blur-timeout' };

interface DropdownTransition {
  state: DropdownState;
  /** An option to commit as the new value, or null. */
  commit: number | null;
  /** Where the component should move the focus, or null to leave it. */
  focus: 'button' | 'list' | null;
  /** False when the event meant nothing here: the component leaves the key to the browser. */
  handled: boolean;
}

export const COLLAPSED: DropdownState = { open: false, active: -1 };

const enabled = (context: DropdownContext, index: number): boolean => {
  const option = context.options[index];
  return option !== undefined && !option.disabled;
};

/** The first enabled index from `start` going by `step` (±1), without wrapping; −1 when none. */
export function nextEnabled(context: DropdownContext, start: number, step: 1 | -1): number {
  for (let index = start; index >= 0 && index < context.options.length; index += step) {
    if (enabled(context, index)) return index;
  }
  return -1;
}

/** The next enabled option after `from` whose label starts with `char`, wrapping; −1 when none. */
export function typeAheadIndex(context: DropdownContext, from: number, char: string): number {
  const count = context.options.length;
  const wanted = char.toLocaleLowerCase();
  for (let offset = 1; offset <= count; offset += 1) {
    const index = (((from + offset) % count) + count) % count;
    const option = context.options[index];
    if (option && !option.disabled && option.label.trim().toLocaleLowerCase().startsWith(wanted)) return index;
  }
  return -1;
}

const isPrintable = (key: string) => key.length === 1 && key !== ' ';

function openedAt(context: DropdownContext, from: 'start' | 'end'): DropdownState {
  const active = enabled(context, context.selected)
    ? context.selected
    : from === 'start'
      ? nextEnabled(context, 0, 1)
      : nextEnabled(context, context.options.length - 1, -1);
  return { open: true, active };
}

const result = (state: DropdownState, focus: DropdownTransition['focus'] = null, commit: number | null = null): DropdownTransition => ({ state, commit, focus, handled: true });
const ignored = (state: DropdownState): DropdownTransition => ({ state, commit: null, focus: null, handled: false });

export function dropdownTransition(state: DropdownState, event: DropdownEvent, context: DropdownContext): DropdownTransition {
  switch (event.type) {
    case 'toggle':
      return state.open ? result(COLLAPSED, 'button') : result(openedAt(context, 'start'), 'list');
    case 'blur-timeout':
      return state.open ? result(COLLAPSED) : ignored(state);
    case 'hover':
      return state.open && enabled(context, event.index) && event.index !== state.active ? result({ open: true, active: event.index }) : ignored(state);
    case 'choose':
      return enabled(context, event.index) ? result(COLLAPSED, 'button', event.index) : ignored(state);
    case 'key':
      return state.open ? keyWhileOpen(state, event.key, context) : keyWhileCollapsed(state, event.key, context);
  }
}

function keyWhileCollapsed(state: DropdownState, key: string, context: DropdownContext): DropdownTransition {
  switch (key) {
    case 'Enter':
    case ' ':
    case 'ArrowDown':
      return result(openedAt(context, 'start'), 'list');
    case 'ArrowUp':
      return result(openedAt(context, 'end'), 'list');
    default:
      return ignored(state);
  }
}

function keyWhileOpen(state: DropdownState, key: string, context: DropdownContext): DropdownTransition {
  const move = (active: number) => result({ open: true, active: active < 0 ? state.active : active });
  switch (key) {
    case 'ArrowDown':
      return move(nextEnabled(context, state.active + 1, 1));
    case 'ArrowUp':
      return move(state.active < 0 ? nextEnabled(context, context.options.length - 1, -1) : nextEnabled(context, state.active - 1, -1));
    case 'Home':
      return move(nextEnabled(context, 0, 1));
    case 'End':
      return move(nextEnabled(context, context.options.length - 1, -1));
    case 'Enter':
    case ' ':
      return result(COLLAPSED, 'button', enabled(context, state.active) ? state.active : null);
    case 'Escape':
      return result(COLLAPSED, 'button');
    default:
      if (isPrintable(key)) return move(typeAheadIndex(context, state.active, key));
      return ignored(state);
  }
}
