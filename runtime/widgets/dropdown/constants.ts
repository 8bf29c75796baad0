/** Dropdown select timing. Spec 000 §9 names the blur delay. */

/** Spec 000 §9: the dropdown closes 500 ms after the focus left it (a click that moves focus inside cancels it). */
export const DROPDOWN_BLUR_CLOSE_MS = 500;
