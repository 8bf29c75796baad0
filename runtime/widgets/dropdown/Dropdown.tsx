/**
 * Dropdown select (spec 000 §4 "bundled widget"): a button that opens a listbox.
 *
 * Accessibility (WAI-ARIA collapsible listbox): the button has aria-haspopup="listbox",
 * aria-expanded and aria-controls; the list is role="listbox" with aria-activedescendant naming
 * the highlighted option; options are role="option" with aria-selected on the chosen value and
 * aria-disabled on disabled ones. While open the focus is on the list; on close it returns to the
 * button. The highlighted option is kept in view, in the list and in the window (option-in-view.ts).
 * Keys and states: see dropdown-state.ts. It closes 500 ms after the focus left it
 * (DROPDOWN_BLUR_CLOSE_MS); focus coming back within that time keeps it open.
 *
 * Server-safe: nothing reads `window` while rendering; the list is always in the DOM (hidden when
 * collapsed) so aria-controls always names an element.
 */
import { __iconData as chevronDownIcon } from 'lucide-react/icons/chevron-down';
import { Glyph } from '../../parts/glyph';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { TimerHandle } from '../../core/clock';
import { useRuntimeBasics } from '../../core/runtime-context';
import { DROPDOWN_BLUR_CLOSE_MS } from './constants';
import { COLLAPSED, dropdownTransition, type DropdownEvent, type DropdownState } from './dropdown-state';
import { listScrollTopFor } from './option-in-view';
import { wholeOnScreen } from '../tabs/tab-rules';
import { VISUAL_TOKENS } from '../../page/visual-tokens';
import './dropdown.css';

export interface DropdownOption {
  value: string;
  label: string;
  disabled?: boolean | undefined;
}

interface DropdownProps {
  options: readonly DropdownOption[];
  /** The chosen value; null shows the placeholder. */
  value: string | null;
  onChange(value: string): void;
  /** The accessible name of the button and the list. */
  label: string;
  /** Shown on the button when no value is chosen. */
  placeholder?: string | undefined;
  className?: string | undefined;
}

export function Dropdown({ options, value, onChange, label, placeholder = '', className }: DropdownProps) {
  const baseId = useId();
  const { clock } = useRuntimeBasics().services;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const [state, setState] = useState<DropdownState>(COLLAPSED);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<'button' | 'list' | null>(null);
  const blurTimer = useRef<TimerHandle | null>(null);
  const selected = options.findIndex((option) => option.value === value);

  const stopBlurTimer = useCallback(() => {
    if (blurTimer.current !== null) clock.clearTimeout(blurTimer.current);
    blurTimer.current = null;
  }, [clock]);

  const run = (event: DropdownEvent): boolean => {
    const next = dropdownTransition(state, event, { options, selected });
    if (!next.handled) return false;
    if (next.state.open !== state.open || next.state.active !== state.active) setState(next.state);
    if (next.focus === 'button') button.current?.focus();
    else if (next.focus === 'list') pendingFocus.current = 'list'; // the list is shown after this render
    const chosen = next.commit === null ? undefined : options[next.commit];
    if (chosen && chosen.value !== value) onChange(chosen.value);
    return true;
  };

  // The list can take the focus only once it is shown.
  useLayoutEffect(() => {
    if (state.open && pendingFocus.current === 'list') list.current?.focus({ preventScroll: true });
    pendingFocus.current = null;
  }, [state.open]);

  // Keep the highlighted option in view as it opens and moves (option-in-view.ts): inside the list by
  // the list's own scroll, then in the window, where a list opened low reaches past the bottom. The
  // page moves only once the option shows inside the list, so `nearest` leaves the list's scroll as
  // it is; at once, as a key's step does not wait for an animation (a site's smooth scroll included).
  useLayoutEffect(() => {
    const box = list.current;
    const option = state.open && state.active >= 0 ? box?.children[state.active] : undefined;
    if (!box || !(option instanceof HTMLElement)) return;
    const scrollTop = listScrollTopFor(option, box);
    if (scrollTop !== null) box.scrollTop = scrollTop;
    const view = box.ownerDocument.defaultView;
    if (view && !wholeOnScreen(option.getBoundingClientRect(), view.innerHeight)) option.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }, [state.open, state.active]);

  useEffect(() => stopBlurTimer, [stopBlurTimer]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (run({ type: 'key', key: event.key })) event.preventDefault();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget as Node | null;
    if (to && event.currentTarget.contains(to)) return;
    stopBlurTimer();
    if (!state.open) return;
    blurTimer.current = clock.setTimeout(() => {
      blurTimer.current = null;
      setState((current) => dropdownTransition(current, { type: 'blur-timeout' }, { options, selected }).state);
    }, DROPDOWN_BLUR_CLOSE_MS);
  };

  const current = selected >= 0 ? options[selected] : undefined;
  return (
    <div className={['rt-dropdown', state.open ? 'rt-dropdown--active' : '', className ?? ''].filter(Boolean).join(' ')} data-state={state.open ? 'active' : 'collapsed'} onBlur={onBlur} onFocus={stopBlurTimer}>
      <button
        ref={button}
        type="button"
        className="rt-dropdown__button"
        aria-haspopup="listbox"
        aria-expanded={state.open}
        aria-controls={listId}
        aria-label={`${label}: ${current?.label ?? placeholder}`}
        onClick={() => run({ type: 'toggle' })}
        onKeyDown={onKeyDown}
      >
        <span className="rt-dropdown__value">{current?.label ?? placeholder}</span>
        <Glyph icon={chevronDownIcon} className="rt-dropdown__chevron" size={VISUAL_TOKENS.icon.control} />
      </button>
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label={label}
        tabIndex={-1}
        hidden={!state.open}
        aria-activedescendant={state.open && state.active >= 0 ? optionId(state.active) : undefined}
        className="rt-dropdown__list"
        onKeyDown={onKeyDown}
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === selected}
            aria-disabled={option.disabled || undefined}
            data-active={index === state.active || undefined}
            className="rt-dropdown__option"
            onMouseMove={() => run({ type: 'hover', index })}
            onClick={() => run({ type: 'choose', index })}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
