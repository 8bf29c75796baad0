/**
 * The `#` target of each section (spec 001 §2: the anchors widget links to "#anchor name or id"):
 * its anchor name, else its id, so that a link to either lands on the section, by the browser's own
 * fragment scroll too (a new tab, a reload, a shared address). An id that another section has
 * taken as its anchor name stays that section's: no two sections claim one target.
 */
export function sectionTargets(sections: readonly { id: string; anchor?: string | undefined }[]): Map<string, string | undefined> {
  const anchorNames = new Set(sections.flatMap((section) => (section.anchor ? [section.anchor] : [])));
  return new Map(sections.map((section) => [section.id, section.anchor || (anchorNames.has(section.id) ? undefined : section.id)]));
}
