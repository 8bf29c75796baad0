/**
 * Where the keyboard goes after a dot took the visitor to a section. A followed `#` link moves the
 * browser's sequential focus starting point to its target, so the next Tab goes into the section;
 * the widget prevents that navigation to scroll by itself, so it moves the focus there itself
 * (WCAG 2.4.3 Focus Order), for a dot with a target and one without alike.
 */
import { focusForNow } from '../../parts/script-focus';

/** Marks a section the widget made focusable, for as long as it holds the focus (anchors.css: no ring, as a followed link shows none). */
const FOCUSED_SECTION_ATTRIBUTE = 'data-anchors-focus';

/** Focuses `section` without scrolling (the widget's own scroll, smooth or not, is under way), for as long as it holds the focus (parts/script-focus.ts). */
export function focusSection(section: HTMLElement): void {
  focusForNow(section, FOCUSED_SECTION_ATTRIBUTE);
}
