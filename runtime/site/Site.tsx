/**
 * <Site>: renders a loaded page (see parse-page.ts) with its runtime context. Sections, elements
 * and widgets come from the registry; keys are the parts' ids so a mode or viewport switch
 * re-renders the same tree without remounting it (typed input and store state survive).
 */
import { sectionTargets } from '../page/section-targets';
import { pageElements } from '../page/page-elements';
import { memo, Suspense, useContext, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { colourChannels, safeColour } from '../safety/colour';
import { readableTextOn, type Rgba } from '../safety/contrast';
import { PageSettingsContext } from '../page/page-settings-context';
import { PageOutlineContext, type SectionOutline } from '../page/page-outline-context';
import type { LoadedPage, LoadedSection, Part } from '../page/parse-page';
import type { EcommerceSettings, Widget } from '../page/page-schema';
import { firstSectionOnScreen, type Mode, type ResolvedContext, type RuntimeFlags, type Viewport } from '../core/policies';
import { SiteAnnouncer } from '../parts/announcer';
import { BrokenPartBox, HiddenBadge, HiddenGate, NotImplementedBox, PartGuard } from '../parts/parts';
import { DEFAULT_REGISTRY } from './registry';
import { blockRegistration, elementRegistration, RegistryContext, useRegistry, type Registration, type Registry } from '../parts/registry-context';
import { RuntimeProvider, usePolicy, useRuntime, useViewport, useVisibility } from '../core/runtime-context';
import { createDetachedServices, type RuntimeServices } from '../core/services';
import { configureShop, type SiteStores } from '../core/site-stores';
import { createSiteStores } from './site-stores';
import { PageModals, PageModalsWithoutScripts, pageModalIds, usePageModalLinks } from './PageModals';
import { PayFromAddress } from '../pay';
import { ButtonCommerce } from './ButtonCommerce';
import { SectionBackground } from '../media/background/SectionBackground';
import { EagerImages } from '../media/image/eager';
import { ServerHtmlContext, useInServerHtml } from '../platform/server-html';
import { EMPTY_NO_SCRIPT_PLACES, NoScriptPlacesContext } from '../platform/no-script';
import { pageModalPlacesWithoutScripts } from './modals-without-scripts';
import { VISUAL_TOKENS } from '../page/visual-tokens';
import { useLandingRecord } from '../platform/landing';

export interface SiteProps {
  page: LoadedPage;
  mode: Mode;
  viewport?: Viewport;
  flags?: Partial<RuntimeFlags>;
  services?: RuntimeServices;
  stores?: SiteStores;
  registry?: Registry;
  /** Told the mode, viewport and flags the site resolved (the harness's Policies panel shows them). */
  onContext?: (context: ResolvedContext) => void;
  /**
   * The site is hydrating the server's HTML: parts read the values the server rendered with (a
   * media query's server value, the server HTML's fallbacks) until the host sets this false, in a
   * transition, once hydrated (platform/server-html.ts). Such a host starts the page's part
   * preloads itself (preloadPageParts), before hydrating.
   */
  hydrating?: boolean;
}

/**
 * Starts loading the code of the on-demand parts a page uses; settles (never rejects) once every
 * load has settled. `<Site>` starts it as it renders; a host that wants the page whole at its
 * first render, with no loading placeholder to swap (the harness frame), awaits it first. A
 * failure is reported by the part's error boundary when it renders, not here.
 */
export async function preloadPageParts(page: LoadedPage, registry: Registry = DEFAULT_REGISTRY): Promise<void> {
  await Promise.allSettled(pagePartPreloads(page, registry).map((preload) => preload()));
}

/**
 * The `preload` of each on-demand part a page uses and of the code its elements need for what they
 * hold (a slider's), each once (a host that waits for them keys its waits by these), then what each
 * of its elements loads for its own data (a form's special fields).
 */
export function pagePartPreloads(page: LoadedPage, registry: Registry = DEFAULT_REGISTRY, withPageOnly = false): (() => Promise<unknown>)[] {
  const only = counted(withPageOnly);
  // Parts of one module share their preload (lazy-part.tsx): each is started once.
  const parts = new Set(pageRegistrations(page, registry).flatMap((registration) => (registration.preload && only(registration) ? [registration.preload] : [])));
  const ownCode: (() => Promise<unknown>)[] = [];
  for (const element of pageElements(page)) {
    const registration = elementRegistration(registry, element);
    if (!only(registration)) continue;
    for (const preload of registration.codeFor?.({ element }) ?? []) parts.add(preload);
    const { preloadFor } = registration;
    if (preloadFor) ownCode.push(() => preloadFor({ element }));
  }
  return [...parts, ...ownCode];
}

/**
 * What a published page waits for before it hydrates: the code of its parts that hydrate with the
 * page (`withPage`: the standard parts, and what their data needs, a slider's code), not a
 * catalogue's or a form's, which hydrate as their code comes.
 */
export function pageHydrationPreloads(page: LoadedPage, registry: Registry = DEFAULT_REGISTRY): (() => Promise<unknown>)[] {
  return pagePartPreloads(page, registry, true);
}

/**
 * The modules of the on-demand parts the server renders on this page (a published page inlines
 * their stylesheets); `withPageOnly`: only those of the parts the page hydrates with (a published
 * page fetches their chunks beside the runtime).
 */
export function pagePartSources(page: LoadedPage, registry: Registry = DEFAULT_REGISTRY, withPageOnly = false): string[] {
  const only = counted(withPageOnly);
  const parts = pageRegistrations(page, registry).flatMap((registration) => (registration.source && only(registration) ? [registration.source] : []));
  const forData = pageElements(page).flatMap((element) => {
    const registration = elementRegistration(registry, element);
    return only(registration) ? (registration.sourcesFor?.({ element }) ?? []) : [];
  });
  return [...new Set([...parts, ...forData])];
}

/** Which registrations a page's list takes: every one, or (`withPageOnly`) those of the parts the page hydrates with. */
function counted(withPageOnly: boolean): (registration: Pick<Registration<unknown>, 'withPage'>) => boolean {
  return (registration) => !withPageOnly || registration.withPage === true;
}

function pageRegistrations(page: LoadedPage, registry: Registry): Pick<Registration<unknown>, 'preload' | 'source' | 'withPage'>[] {
  return [
    ...page.sections.flatMap((part) => (part.ok ? [blockRegistration(registry, part.value)] : [])),
    ...pageElements(page).map((element) => elementRegistration(registry, element)),
    ...page.widgets.flatMap((part) => (part.ok ? [registry.widgets[part.value.type]] : [])),
  ];
}

export function Site({ page, mode, viewport, flags, services, stores, registry = DEFAULT_REGISTRY, onContext, hydrating = false }: SiteProps) {
  // Services and stores live as long as the site unless the caller owns them.
  const [own] = useState(() => {
    const ownServices = services ?? createDetachedServices();
    return { services: ownServices, stores: stores ?? createSiteStores(ownServices.storage, ownServices.clock, ownServices.sessionStorage) };
  });
  return (
    <ServerHtmlContext.Provider value={hydrating}>
      <RuntimeProvider mode={mode} viewport={viewport} flags={flags} language={page.settings.language} services={services ?? own.services} stores={stores ?? own.stores} onContext={onContext}>
        <RegistryContext.Provider value={registry}>
          <PageSettingsContext.Provider value={page.settings}>
            <SiteRoot page={page} />
          </PageSettingsContext.Provider>
        </RegistryContext.Provider>
      </RuntimeProvider>
    </ServerHtmlContext.Provider>
  );
}

const FONT_STACKS = {
  sans: '"Inter Variable", "Inter", "Inter Fallback", "Inter Fallback Roboto", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  serif: '"Playfair Display Variable", "Playfair Display", "Playfair Display Fallback", Georgia, "Times New Roman", serif',
} as const;

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
/** The two text colours a filled control can take, read once. */
const LIGHT_TEXT = { value: VISUAL_TOKENS.colour.onAccent, rgba: colourChannels(VISUAL_TOKENS.colour.onAccent) ?? WHITE };
const DARK_TEXT = { value: VISUAL_TOKENS.colour.text, rgba: colourChannels(VISUAL_TOKENS.colour.text) ?? { r: 0, g: 0, b: 0, a: 1 } };

/**
 * The text colour of a filled control on the accent where the owner chose none (a form's submit,
 * a button01, the cart button, a selected pill tab): white on a dark accent, the default text ink on
 * a light one (white on dark orange is 2.3:1, about half of the 4.5:1 a label needs). An accent that
 * is not wholly opaque is taken over the page's background (a control on a dark section may differ).
 */
function textOnAccent(accent: string, pageBackground: string): string {
  const fill = colourChannels(accent);
  if (!fill) return LIGHT_TEXT.value;
  const page = colourChannels(pageBackground) ?? WHITE;
  return readableTextOn<string>(fill, page.a < 1 ? WHITE : page, LIGHT_TEXT, DARK_TEXT);
}

/**
 * Memoised: a host that renders <Site> again with the same page (a published page handing its
 * viewport back to the window after hydration) re-renders only what reads a context that changed,
 * not every part of the page.
 */
const SiteRoot = memo(function SiteRoot({ page }: { page: LoadedPage }) {
  const { mode, viewport, language, stores, services } = useRuntime();
  const registry = useRegistry();
  // The page's modal ids are known before the first buttons render (links and buttons ask for them by
  // id), a new site's stores' too. Edited modals on the same stores are told once committed
  // (PageModals): set while this renders, the stack's dialogs would be updated inside its render.
  useSetUpForStores(stores, () => stores.modals.getState().setKnown(pageModalIds(page)));
  useShopSettings(stores, page.settings.ecommerce);
  const onLinkClick = usePageModalLinks();
  // In the server's HTML (and while it hydrates, which renders the same): where a page read without
  // scripts takes a button or link to a page modal, its block after the sections (PageModals.tsx).
  // After, the <noscript>s that held those links are gone, and nothing reads it.
  const inServerHtml = useInServerHtml();
  const modalsOpenOnClick = usePolicy('pageModalsOpenOnClick');
  const noScriptPlaces = useMemo(
    () => (inServerHtml && modalsOpenOnClick ? pageModalPlacesWithoutScripts(page, viewport) : EMPTY_NO_SCRIPT_PLACES),
    [inServerHtml, modalsOpenOnClick, page, viewport],
  );
  // The address the visitor arrived with, for the utmData of the leads the page sends (platform/landing.ts).
  useLandingRecord(usePolicy('formSends'), services);
  // A capture draws the whole page at once: nothing waits to come near the screen (catalogue.css).
  const capture = usePolicy('captureRender');
  // The code of on-demand blocks starts loading with the page, before their sections render. A host
  // that hydrates starts it itself, before hydrating (publish/hydrate-page.tsx): a click that comes
  // before the page has hydrated hydrates this root synchronously, inside the click's task, and the
  // loads' link elements (the bundler's preload helper adds one for each chunk not yet asked for)
  // are not the click's work: on the published widgets page at 4× CPU they were 20 ms of a 136 ms
  // tab click.
  const hydrating = useContext(ServerHtmlContext);
  useState(() => {
    if (!hydrating) void preloadPageParts(page, registry);
  });
  const sections = useMemo(() => page.sections.flatMap((part) => (part.ok ? [part.value] : [])), [page.sections]);
  // Each section's DOM id, the `#` target of links to it (its anchor name, else its id).
  const targets = useMemo(() => sectionTargets(sections), [sections]);
  // The sections as the widgets that follow them read them (the anchors widget), with the very
  // targets the sections got: a dot links to its own section's DOM id, or to none.
  const outline = useMemo(
    () => sections.map((section): SectionOutline => ({ id: section.id, anchor: section.anchor, target: targets.get(section.id), title: section.title, hidden: section.hidden })),
    [sections, targets],
  );
  const { settings } = page;
  const accent = safeColour(settings.accent) ?? VISUAL_TOKENS.colour.accent;
  const pageBackground = safeColour(settings.background) ?? VISUAL_TOKENS.colour.pageBackground;
  // The first section on this viewport's screen is above the fold: its images load at once rather
  // than lazily (a prerendered page shows its photos from the HTML), and a prerendered page's first
  // paint waits for its end. A section hidden on phones is not what a phone shows first.
  const firstOnScreen = firstSectionOnScreen(page.sections, viewport, usePolicy('hiddenElement'));
  const style = {
    '--rt-accent': accent,
    '--rt-on-accent': textOnAccent(accent, pageBackground),
    '--rt-text': safeColour(settings.textColor) ?? VISUAL_TOKENS.colour.text,
    '--rt-page-bg': pageBackground,
    '--rt-font': FONT_STACKS[settings.font],
    '--rt-heading-font': FONT_STACKS[settings.font === 'sans' ? 'serif' : 'sans'],
  } as CSSProperties;
  // The page's parts, made once for their inputs: the mode is this frame's alone (its data-mode), so
  // a switch that changes nothing a part reads (run and preview) renders none of them again.
  const parts = useMemo(
    () => (
      <>
        <main>
          {page.sections.map((part, index) => (
            <EagerImages key={part.ok ? `s:${part.value.id}` : `broken:${index}`} eager={index === firstOnScreen}>
              <HydrationUnit>
                <SectionView part={part} path={`sections[${index}]`} target={part.ok ? targets.get(part.value.id) : undefined} />
                {index === firstOnScreen && <FirstSectionEnd viewport={viewport} />}
              </HydrationUnit>
            </EagerImages>
          ))}
          {/* A page read without scripts: each modal's content, part of the page after its sections. */}
          <PageModalsWithoutScripts modals={page.modals} />
        </main>
        <PageOutlineContext.Provider value={outline}>
          {page.widgets.map((part, index) => (
            <HydrationUnit key={part.ok ? `w:${part.value.id}` : `broken:${index}`}>
              <WidgetView part={part} path={`widgets[${index}]`} />
            </HydrationUnit>
          ))}
        </PageOutlineContext.Provider>
        <PageModals modals={page.modals} />
        <PayFromAddress />
        <ButtonCommerce />
        <SiteAnnouncer />
      </>
    ),
    [page.sections, page.widgets, page.modals, firstOnScreen, targets, viewport, outline],
  );
  return (
    <div className="rt-site" data-mode={mode} data-viewport={viewport} data-capture={capture ? '' : undefined} lang={language} style={style} onClick={onLinkClick}>
      {/* Outside the memoised parts: its change once hydrated re-renders only the links that read it. */}
      <NoScriptPlacesContext value={noScriptPlaces}>{parts}</NoScriptPlacesContext>
    </div>
  );
});

/**
 * Sets a site's stores up as it renders (`setUp`), before the parts that read them render, on the
 * server too (no effect runs there): at the first render, and again at the first render with other
 * stores (a host's new site on this same <Site>; React's state kept from the previous render). No
 * part has subscribed to stores that new yet, so no part is updated from inside this render.
 */
function useSetUpForStores(stores: SiteStores, setUp: () => void): void {
  const [setUpFor, setSetUpFor] = useState(() => {
    setUp();
    return stores;
  });
  if (setUpFor !== stores) {
    setUp();
    setSetUpFor(stores);
  }
}

/**
 * The shop's stores follow the page's shop settings (the cart's preorders, statuses, auto open):
 * from their first render, a new site's stores given to this same <Site> too (the harness frame
 * makes new ones for each page text); settings edited live on the same stores once committed,
 * before the browser paints (set while the site renders, the cart's update would re-render the
 * cart button inside the site's render). Only an edit configures them again: the settings a 409
 * layered over the page's (checkout/CheckoutForm.tsx) stay through a re-render or a mode switch.
 */
function useShopSettings(stores: SiteStores, shop: EcommerceSettings): void {
  useSetUpForStores(stores, () => configureShop(stores, shop));
  // Compared by content: an edit anywhere on the page (a heading) makes new settings objects.
  const shopText = useMemo(() => JSON.stringify(shop), [shop]);
  const configured = useRef(shopText);
  useLayoutEffect(() => {
    if (configured.current === shopText) return;
    configured.current = shopText;
    configureShop(stores, shop);
  }, [stores, shop, shopText]);
}

/** The id of the mark after a copy's first shown section in a prerendered page (`FirstSectionEnd`). */
export function firstSectionEndId(viewport: Viewport): string {
  return `rt-first-section-end-${viewport}`;
}

/**
 * An empty mark after the first section the visitor sees, in the server's HTML only (gone once
 * hydrated). A published page's head holds its first paint until the mark is parsed (a
 * `<link rel="expect" blocking="render">` per copy, scripts/publish.mjs): a phone short of CPU
 * painted the hero before the rest of its HTML was parsed, and its parallax layer, placed by a
 * share of the section's height, moved as the section grew (a layout shift before any script).
 * One id per viewport: the page carries a copy for each.
 */
function FirstSectionEnd({ viewport }: { viewport: Viewport }) {
  const inServerHtml = useInServerHtml();
  return inServerHtml ? <span hidden id={firstSectionEndId(viewport)} /> : null;
}

/**
 * A section or widget hydrates as a unit of its own. On a prerendered page React hydrates each
 * Suspense boundary separately: the page's root is then only the list of its parts, and a click on
 * a part not yet hydrated hydrates that part at once and leaves the others to their turn (without
 * it, the first click hydrated every section's frame and background in one task). Nothing inside
 * suspends past a part's own boundaries (a block waiting for its code shows its placeholder inside
 * its section), so outside hydration this never shows its fallback.
 */
function HydrationUnit({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

function paddingStyle(section: LoadedSection, viewport: Viewport): CSSProperties {
  const padding = section.padding?.[viewport] ?? section.padding?.desktop;
  return { paddingTop: padding?.top, paddingBottom: padding?.bottom };
}

function SectionView({ part, path, target }: { part: Part<LoadedSection>; path: string; target: string | undefined }) {
  const registry = useRegistry();
  const adminNotes = usePolicy('adminNotes');
  if (!part.ok) return <BrokenPartBox part={part} kind="section" />;
  const section = part.value;
  const registration = blockRegistration(registry, section);
  if (!registration.implemented && !adminNotes) return null;
  return (
    <HiddenGate hidden={section.hidden}>
      {(marked) => <SectionFrame section={section} target={target} marked={marked} path={path} implemented={registration.implemented} />}
    </HiddenGate>
  );
}

function SectionFrame({ section, target, marked, path, implemented }: { section: LoadedSection; target: string | undefined; marked: boolean; path: string; implemented: boolean }) {
  const registry = useRegistry();
  const viewport = useViewport();
  const element = useRef<HTMLElement>(null);
  // Sections track their visibility (first-time flags in the site store) for the widgets that follow the focused block.
  const visibility = useVisibility(element, `section:${section.id}`);
  const Block = blockRegistration(registry, section).component;
  // The section re-renders when its visibility changes, which a store reports synchronously. Its
  // background and block are made once for their inputs, so that re-render passes them the same
  // elements: React then leaves a block still hydrating to its turn instead of hydrating it at once,
  // in the same synchronous render (a profile of the published widgets page at 4× CPU showed
  // 400 ms of that).
  const background = useMemo(
    () =>
      section.background &&
      (section.background.ok ? (
        // Its own guard: a background that throws leaves the section's content standing.
        <PartGuard kind="background" type={section.background.value.type} id={section.id} path={`${path}.background`}>
          <SectionBackground background={section.background.value} />
        </PartGuard>
      ) : (
        <BrokenPartBox part={section.background} kind="background" />
      )),
    [section, path],
  );
  const content = useMemo(
    () => (
      <PartGuard kind="section" type={section.type} id={section.id} path={path}>
        {implemented ? (
          <Suspense fallback={<div className="rt-block-loading" data-block-loading="" />}>
            <Block section={section} />
          </Suspense>
        ) : (
          <NotImplementedBox kind="section" type={section.type} id={section.id} />
        )}
      </PartGuard>
    ),
    [section, path, implemented, Block],
  );
  return (
    <section
      ref={element}
      id={target}
      className={marked ? 'rt-section rt-section--hidden-here' : 'rt-section'}
      data-section-id={section.id}
      data-section-type={section.type}
      data-in-focus={visibility.inFocus || undefined}
      style={{ ...paddingStyle(section, viewport), color: safeColour(section.textColor) }}
    >
      {background}
      {marked && <HiddenBadge />}
      {content}
    </section>
  );
}

function WidgetView({ part, path }: { part: Part<Widget>; path: string }) {
  const registry = useRegistry();
  const adminNotes = usePolicy('adminNotes');
  if (!part.ok) return <BrokenPartBox part={part} kind="widget" />;
  const widget = part.value;
  const registration = registry.widgets[widget.type];
  if (!registration.implemented && !adminNotes) return null;
  const WidgetComponent = registration.component;
  // A widget's per-viewport hidden flag, as for every other part: removed for visitors, marked in admin.
  return (
    <HiddenGate hidden={widget.hidden}>
      {(marked) => (
        <div className={marked ? 'rt-widget rt-widget--hidden-here' : 'rt-widget'} data-widget-id={widget.id}>
          {marked && <HiddenBadge />}
          {registration.implemented ? (
            <PartGuard kind="widget" type={widget.type} id={widget.id} path={path}>
              <WidgetComponent widget={widget} />
            </PartGuard>
          ) : (
            <NotImplementedBox kind="widget" type={widget.type} id={widget.id} />
          )}
        </div>
      )}
    </HiddenGate>
  );
}

