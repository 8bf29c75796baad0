/**
 * The page's sections as the parts that follow them need them (the anchors widget): id, anchor
 * name, title and per-viewport hidden flags, in page order. <Site> provides them; a part mounted
 * alone gets an empty outline.
 */
import { createContext, useContext } from 'react';
import type { Hidden } from './page-schema';

export interface SectionOutline {
  id: string;
  anchor?: string | undefined;
  title?: string | undefined;
  hidden?: Partial<Hidden> | undefined;
}

const NO_SECTIONS: readonly SectionOutline[] = [];

export const PageOutlineContext = createContext<readonly SectionOutline[]>(NO_SECTIONS);

export function usePageOutline(): readonly SectionOutline[] {
  return useContext(PageOutlineContext);
}
