/**
 * The page's sections as the parts that follow them need them (the anchors widget): id, anchor
 * name, `#` target, title and per-viewport hidden flags, in page order. <Site> provides them; a
 * part mounted alone gets an empty outline.
 */
import { createContext, useContext } from 'react';
import type { Hidden } from './page-schema';

export interface SectionOutline {
  id: string;
  anchor?: string | undefined;
  /**
   * The section's DOM id, the `#` target of links to it, as <Site> gave it (section-targets.ts);
   * undefined when the section has none (its id is another section's anchor name, or a hash the
   * runtime writes).
   */
  target: string | undefined;
  title?: string | undefined;
  hidden?: Partial<Hidden> | undefined;
}

const NO_SECTIONS: readonly SectionOutline[] = [];

export const PageOutlineContext = createContext<readonly SectionOutline[]>(NO_SECTIONS);

export function usePageOutline(): readonly SectionOutline[] {
  return useContext(PageOutlineContext);
}
