/**
 * The keyboard focus in a video box whose own buttons come and go with the player's phase (WCAG
 * 2.4.3 Focus Order): Play goes with the poster as the player starts, Pause goes as it pauses,
 * Resume as it plays again. A button that leaves the page with the focus leaves it on the body,
 * and the next Tab would start from the top of the page; the focus stays in the box instead.
 */
import { focusDropped, focusForNow } from '../../parts/script-focus';

/** The box's own buttons (the player's controls are not among them). */
const BOX_BUTTONS = '.rt-video__play, .rt-video__pause';

/** Whether one of the box's own buttons has the focus: the one a change of phase may take away. */
export function boxButtonFocused(box: HTMLElement | null): boolean {
  const active = box?.ownerDocument.activeElement;
  return Boolean(box && active instanceof HTMLElement && box.contains(active) && active.matches(BOX_BUTTONS));
}

/**
 * After a change of phase that took away the box's button with the focus: the focus goes to the
 * box's button now shown (Pause for Play, Resume for Pause), else to the player (`player`, its
 * own controls or frame), else to the box itself, for now (a <video> without controls takes no
 * focus). Focus that went elsewhere meanwhile, or a button still there with it, is left alone.
 */
export function keepFocusInBox(box: HTMLElement, player: HTMLElement | null): void {
  if (!focusDropped(box.ownerDocument)) return;
  for (const target of [box.querySelector<HTMLElement>(BOX_BUTTONS), player]) {
    if (!target) continue;
    target.focus({ preventScroll: true });
    if (box.ownerDocument.activeElement === target) return;
  }
  focusForNow(box);
}
