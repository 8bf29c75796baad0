import type { LoadedPage, Part } from './parse-page';
import type { PageElement } from './page-schema';

/** Every readable element of a page: in FREE sections, in BUNDLE tabs and in modals. */
export function pageElements(page: Pick<LoadedPage, 'sections' | 'modals'>): PageElement[] {
  const readable = (parts: Part<PageElement>[]) => parts.flatMap((part) => (part.ok ? [part.value] : []));
  return [
    ...page.sections.flatMap((part) => {
      if (!part.ok) return [];
      const section = part.value;
      if ('elements' in section) return readable(section.elements);
      if ('tabs' in section) return section.tabs.flatMap((tab) => readable(tab.elements));
      return [];
    }),
    ...page.modals.flatMap((part) => (part.ok ? readable(part.value.elements) : [])),
  ];
}
