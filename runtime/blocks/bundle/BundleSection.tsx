/**
 * BUNDLE block (spec 002 §2, §4): a tabbed block whose tabs each hold elements laid out like a
 * FREE section (12-column grid at the section's content width).
 *
 * - Lazy creation: the tabs' content is created the first time the block is beside the screen
 *   (near-screen first-time flag); until then the tab bar shows and the panel box reserves
 *   BUNDLE_PLACEHOLDER_MIN_HEIGHT_PX. Once created, every tab's panel exists (the inactive ones
 *   hidden), so switching keeps each tab's state and `#element-id` links find their tab. The
 *   server's HTML (a published page) is written created, every panel in it, for visitors and
 *   crawlers that run no script (bundle-rules.ts tabsCreated), and its hydration keeps it so;
 *   without scripts the panels show one after the other under their tabs' titles, since the bar
 *   cannot switch them (the tabs widget's noScriptPanels 'all').
 * - Tab bar on desktop and on mobile up to MOBILE_TABS_LIMIT tabs; a dropdown select on mobile
 *   beyond that (tabsSwitcher), unless the owner chose one switcher (`switcher`) for every viewport.
 * - Hash: the URL hash selects a tab (the tabs widget: anchor, `#tab{id}`, an element id, which is
 *   then brought on screen once its tab shows). The block claims those names on the page
 *   (bundleHashNames; widgets/tabs/hash-owners.ts): of two sections that answer one (a tab id that is
 *   also a catalogue's category id), the first on the page follows it, writes it and resets it. When a
 *   visitor selects a tab (preview/run), the hash becomes the tab's anchor, else
 *   `#bundle-{sectionId}-{tabId}` (our format; spec: "not shown"), replaced in place through the
 *   location service (no history entry, no jump). When the block leaves the screen after being on it, a hash that
 *   selects one of its tabs is removed (spec 002 §2). Admin never writes or removes the hash.
 * - Create / copy: when the tab list gains a tab while mounted (the editor created or copied
 *   one), that tab is selected (useTabSelection).
 * - Bad input: no tabs → an empty block (admin shows a note, visitors see nothing); a broken
 *   element shows its error box in admin and nothing for visitors; a hash naming no tab is ignored.
 */
import { Suspense, useEffect, useEffectEvent, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { ElementView } from '../../elements/element-view';
import { GRID_COLUMNS } from '../../page/schema/constants';
import type { LoadedBundleTab, LoadedSection } from '../../page/parse-page';
import { usePolicy, useRuntimeBasics, useViewport, useVisibility } from '../../core/runtime-context';
import { useInServerHtml } from '../../platform/server-html';
import { Tabs, type TabSelectSource, type TabsItem } from '../../widgets/tabs/Tabs';
import { answersNow } from '../../widgets/tabs/hash-owners';
import { hashAfterPick, tabsSwitcher } from '../../widgets/tabs/tab-rules';
import { useTabSelection } from '../../widgets/tabs/use-tab-selection';
import { useHashClaim } from '../../widgets/tabs/use-tabs';
import { bundleHashNames, bundleHashTargets, hashBelongsTo, tabsCreated } from './bundle-rules';
import { BUNDLE_PLACEHOLDER_MIN_HEIGHT_PX } from './constants';
import './bundle.css';

type BundleSectionData = Extract<LoadedSection, { type: 'BUNDLE' }>;

export function BundleSection({ section }: { section: BundleSectionData }) {
  const { t, services, stores } = useRuntimeBasics();
  const viewport = useViewport();
  const adminNotes = usePolicy('adminNotes');
  const hashWrites = usePolicy('hashWrites');
  const captureRender = usePolicy('captureRender');
  const root = useRef<HTMLDivElement>(null);
  const visibility = useVisibility(root, `bundle:${section.id}`);
  // Whether this block was first rendered as the server's HTML (or hydrated from it): fixed at its
  // first render, so the host's hand-over after hydration does not take the panels away again.
  const [firstInServerHtml] = useState(useInServerHtml());
  const created = tabsCreated(visibility.first.nearScreen, captureRender, firstInServerHtml);

  const targets = useMemo(() => bundleHashTargets(section.id, section.tabs), [section.id, section.tabs]);
  const hashNames = useMemo(() => bundleHashNames(targets), [targets]);
  useHashClaim(section.id, hashNames, root);
  const answers = answersNow(stores, section.id);
  const items = useMemo<TabsItem[]>(() => section.tabs.map((tab, index) => ({ ...targets[index], id: tab.id, title: tab.title })), [section.tabs, targets]);
  // Each tab's content is a hydration unit of its own, made once per tab list (BundlePanelUnit).
  const panels = useMemo(
    () => new Map<string, ReactNode>(section.tabs.map((tab, index) => [tab.id, <BundlePanelUnit key={tab.id} sectionId={section.id} tab={tab} tabIndex={index} />])),
    [section.id, section.tabs],
  );
  const ids = useMemo(() => section.tabs.map((tab) => tab.id), [section.tabs]);
  const [selected, setSelected] = useTabSelection(ids);

  const onSelect = (id: string, source: TabSelectSource) => {
    setSelected(id);
    const hash = targets.find((target) => target.id === id)?.anchor;
    // A hash that selected the tab stays as the visitor gave it.
    if (!hashWrites || source === 'hash' || !hash) return;
    const next = hashAfterPick(services.location.hash(), id, hash, targets, answers);
    if (next !== undefined) services.location.replaceHash(next);
  };

  // Leaving the screen (after being on it) resets a hash that belongs to this bundle.
  const wasOnScreen = useRef(false);
  const resetHash = useEffectEvent(() => {
    if (hashWrites && hashBelongsTo(services.location.hash(), targets, answers)) services.location.replaceHash(null);
  });
  useEffect(() => {
    if (visibility.onScreen) {
      wasOnScreen.current = true;
      return;
    }
    if (!wasOnScreen.current) return;
    wasOnScreen.current = false;
    resetHash();
  }, [visibility.onScreen]);

  const style = { '--rt-content-width': `${section.contentWidth}px`, '--rt-gap': `${section.gap}px`, '--rt-columns': GRID_COLUMNS } as CSSProperties;

  if (section.tabs.length === 0) {
    return (
      <div ref={root} className="rt-bundle rt-bundle--empty" style={style} data-bundle={section.id} data-bundle-empty="">
        {adminNotes && (
          <p className="rt-bundle__empty-note" role="note">
            {t('bundle::empty_admin')}
          </p>
        )}
      </div>
    );
  }

  const renderPanel = (item: TabsItem) => (created ? (panels.get(item.id) ?? null) : null);

  return (
    <div ref={root} className="rt-bundle" style={style} data-bundle={section.id} data-created={created || undefined}>
      <Tabs
        items={items}
        selectedId={selected}
        onSelect={onSelect}
        renderPanel={renderPanel}
        label={section.title?.trim() || t('bundle::tabs_label')}
        listId={`bundle-tabs-${section.id}`}
        switcher={tabsSwitcher(viewport, items.length, section.switcher)}
        variant={section.tabStyle}
        align={section.tabsAlign}
        panelsMinHeight={created ? undefined : BUNDLE_PLACEHOLDER_MIN_HEIGHT_PX[viewport]}
        hashOwner={section.id}
        noScriptPanels="all"
      />
    </div>
  );
}

/**
 * A tab's panel content as a Suspense boundary of its own. On a prerendered page React hydrates each
 * boundary separately, so a click on the tab bar before the block has hydrated hydrates the block
 * and its bar at once and leaves every panel's elements to their turn (on the published widgets
 * page, the menu's first click hydrated 83 of its 91 elements, three panels' worth hidden). The
 * element is made once per tab list (the `panels` map above): a switch then passes each boundary
 * the same element, and React leaves a panel still hydrating to its turn instead of hydrating it in
 * the click's render. Nothing inside suspends past its elements' own boundaries once their code is
 * there (the page preloads it), so outside hydration the fallback does not show; an element whose
 * code is still coming (an editor adding a slider) keeps only its panel empty, not the block.
 */
function BundlePanelUnit(props: { sectionId: string; tab: LoadedBundleTab; tabIndex: number }) {
  return (
    <Suspense fallback={null}>
      <BundlePanel {...props} />
    </Suspense>
  );
}

/** One tab's elements in the FREE section grid. */
function BundlePanel({ sectionId, tab, tabIndex }: { sectionId: string; tab: LoadedBundleTab; tabIndex: number }) {
  return (
    <div className="rt-free rt-bundle__grid">
      {tab.elements.map((part, index) => (
        <ElementView key={part.ok ? `e:${part.value.id}` : `broken:${index}`} part={part} path={`section ${sectionId}.tabs[${tabIndex}].elements[${index}]`} />
      ))}
    </div>
  );
}
