/**
 * Where the keyboard goes after a dot took the visitor to a section. A followed `#` link moves the
 * browser's sequential focus starting point to its target, so the next Tab goes into the section;
 * the widget prevents that navigation to scroll by itself, so it moves the focus there itself
 * (WCAG 2.4.3 Focus Order), for a dot with a target and one without alike.
 */

/** Marks a section the widget made focusable, for as long as it holds the focus (anchors.css: no ring, as a followed link shows none). */
export const FOCUSED_SECTION_ATTRIBUTE = 'data-anchors-focus';

/**
 * Focuses `section` without scrolling (the widget's own scroll, smooth or not, is under way). A
 * section is no control: it takes the focus by script only (tabindex -1), and only while it holds
 * it, so a later click inside it focuses no section. A tabindex of the page's own is left as it is.
 */
export function focusSection(section: HTMLElement): void {
  const madeFocusable = !section.hasAttribute('tabindex');
  if (madeFocusable) {
    section.setAttribute('tabindex', '-1');
    section.setAttribute(FOCUSED_SECTION_ATTRIBUTE, '');
  }
  section.focus({ preventScroll: true });
  if (!madeFocusable) return;
  const release = () => {
    section.removeAttribute('tabindex');
    section.removeAttribute(FOCUSED_SECTION_ATTRIBUTE);
  };
  // A section that could not take the focus (hidden meanwhile) is given back at once.
  if (section.ownerDocument.activeElement === section) section.addEventListener('blur', release, { once: true });
  else release();
}
