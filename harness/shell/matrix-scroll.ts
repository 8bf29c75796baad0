/**
 * Scroll in step by section (the matrix view): the frames show the same page at different widths
 * and modes, so their pixel offsets differ; what they share is the sections. The frame that
 * scrolled names the section at its top and how far into it; the others scroll to the same place
 * of that section. Pure, unit tested; MatrixView.tsx measures and scrolls.
 */

/** A section's box in its document: top from the document's top, and height (px). */
export interface SectionBox {
  id: string;
  top: number;
  height: number;
}

/** A place in the page: a section, and the share of it above the viewport's top (0 to 1). */
interface SectionAnchor {
  id: string;
  progress: number;
}

/** The section under the viewport's top edge at `scrollTop`, and how far into it; null without sections. */
export function anchorAt(sections: readonly SectionBox[], scrollTop: number): SectionAnchor | null {
  if (sections.length === 0) return null;
  const under = sections.find((box) => box.top + box.height > scrollTop) ?? sections[sections.length - 1]!;
  const progress = under.height > 0 ? (scrollTop - under.top) / under.height : 0;
  return { id: under.id, progress: Math.min(1, Math.max(0, progress)) };
}

/** Where another frame scrolls to show the same anchor; null when it has no such section (it stays). */
export function scrollTopFor(anchor: SectionAnchor, sections: readonly SectionBox[]): number | null {
  const box = sections.find((candidate) => candidate.id === anchor.id);
  return box ? Math.round(box.top + anchor.progress * box.height) : null;
}
