/**
 * The registry maps type names to components (spec 002 §2). It reaches the blocks through context
 * so that a block can render its elements without importing every element (and so tests can
 * register their own types). `runtime/site/registry.ts` holds the default entries.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { BlockType, ElementType, PageElement, Widget, WidgetType } from '../page/page-schema';
import type { LoadedSection } from '../page/parse-page';

export interface Registration<Props> {
  component: ComponentType<Props>;
  /** False for registered types whose behaviour a later issue builds: admin shows a labelled box. */
  implemented: boolean;
  /** For parts whose code loads on demand (lazy-part.tsx): starts loading it. */
  preload?: () => Promise<unknown>;
  /**
   * For a part that loads more code for what its data holds (a form's special fields): starts
   * loading the part's code and that code, settling once both are in, so a host that waits for
   * the page's parts shows the part whole at its first render.
   */
  preloadFor?: (props: Props) => Promise<unknown>;
  /**
   * For a part that needs more on-demand code for what its data holds, each loaded once whatever asks
   * (a media element's slider): that code's own preload functions, so a host that keys its waits by
   * preload (the stories) sees the same one on every render.
   */
  codeFor?: (props: Props) => (() => Promise<unknown>)[];
  /**
   * For an on-demand part the server renders: the module its code loads from (from the project's
   * root). A published page inlines that chunk's stylesheet, so the part's prerendered HTML is
   * styled before its code arrives.
   */
  source?: string;
  /**
   * For a part that renders more on-demand code for what its data holds, and whose output the
   * server prerenders with that code (a media element's video player): those modules (from the
   * project's root). A published page inlines their stylesheets as it does `source`'s.
   */
  sourcesFor?: (props: Props) => string[];
  /**
   * A published page hydrates once this part's code, and what its data needs (`codeFor`,
   * `preloadFor`), is in: its sections then hydrate with the page (the standard parts). The others
   * (a catalogue, a form, the floating widgets) hydrate as their code comes.
   */
  withPage?: boolean;
}

export type ElementRegistry = { [Type in ElementType]: Registration<{ element: Extract<PageElement, { type: Type }> }> };
export type BlockRegistry = { [Type in BlockType]: Registration<{ section: Extract<LoadedSection, { type: Type }> }> };
export type WidgetRegistry = { [Type in WidgetType]: Registration<{ widget: Widget }> };

export interface Registry {
  elements: ElementRegistry;
  blocks: BlockRegistry;
  widgets: WidgetRegistry;
}

export const RegistryContext = createContext<Registry | null>(null);

export function useRegistry(): Registry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRegistry() needs a <Site> (or RegistryContext provider) above it');
  return registry;
}

/** Looks up an element type; the union is narrowed by the caller's element. */
export function elementRegistration(registry: Registry, element: PageElement): Registration<{ element: PageElement }> {
  return registry.elements[element.type] as Registration<{ element: PageElement }>;
}

export function blockRegistration(registry: Registry, section: LoadedSection): Registration<{ section: LoadedSection }> {
  return registry.blocks[section.type] as Registration<{ section: LoadedSection }>;
}
