export { Dropdown, type DropdownOption, type DropdownProps } from './Dropdown';
export { DROPDOWN_BLUR_CLOSE_MS } from './constants';
export { dropdownTransition, nextEnabled, typeAheadIndex, COLLAPSED, type DropdownState, type DropdownEvent, type DropdownTransition } from './dropdown-state';
