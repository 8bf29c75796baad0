/**
 * The tabs widget (spec 000 §2, §4, §6): a tab bar (or, where the caller asks, a dropdown select)
 * over panels, exactly one of which is shown.
 *
 * - Accessible: role tablist / tab / tabpanel, aria-selected, aria-controls, aria-labelledby,
 *   roving tabindex; Left / Right (wrapping), Home, End move the focus and select (automatic
 *   activation). Inactive panels are `hidden`.
 * - Selecting a tab scrolls it into view inside the bar (the bar scrolls sideways when the tabs
 *   overflow); a selection that came from the URL hash also scrolls the page so the bar is on
 *   screen, and a hash that named an element inside the tab brings that element on screen once
 *   its panel shows (useHashElementReveal), unless the caller reveals its elements itself.
 * - On desktop, the vertical shift when the panels differ in height is animated for 250 ms
 *   (TAB_SHIFT_ANIMATION_MS): the panel box's height goes from the old to the new. Not on mobile,
 *   not with reduced motion.
 * - The URL hash selects a tab (tabForHash: a tab's anchor, `#tab{id}`, or an element inside a
 *   tab), read on mount and on every `hashchange`. A hash naming no tab is ignored, and so is one
 *   another section answers (`hashOwner`: of two sections on a page that answer a name, the first,
 *   hash-owners.ts).
 * - Admin (policy tabDragHoverSwitch): a drag held over a tab for 700 ms opens it. Native HTML5
 *   drags are handled here; dnd-kit drags by tabs-dnd-admin.tsx, loaded with import() only when
 *   the policy is on. Both feed one controller (drag-hover.ts explains how they coexist).
 * - Without scripts (a published page read by a visitor who runs none) the bar cannot switch: a
 *   caller says which panels its server HTML holds (`noScriptPanels`: every panel's content, or
 *   only the selected one's), and the published page's <noscript> style (no-script.ts) then shows
 *   those panels, each under its tab's title, and hides the bar.
 * - Printed, the bar cannot switch either, and paper has room for every panel: each panel that holds
 *   content shows under its tab's title, and the bar does not (tabs.css). A panel created lazily and
 *   not created yet (renderPanel returned null) has nothing to print, and neither has its title.
 *   So every panel has its title in the markup beside it, hidden on the screen (tabs.css).
 *
 * The selection is controlled: the caller holds `selectedId` (useTabSelection helps) and hears
 * every request through `onSelect(id, source)`. Each switch is also reported on the event bus as
 * `tabs:select`. The behaviour lives in hooks (use-tabs.ts: the hash, what follows a switch, the
 * admin drag-hover); this file holds the selection rule and the view.
 */
import { Fragment, useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useRuntimeBasics } from '../../core/runtime-context';
import { Dropdown } from '../dropdown/Dropdown';
import { HASH_SCROLL_MARGIN_PX } from './constants';
import { NO_SCRIPT_PANELS_ATTRIBUTE, type NoScriptPanels } from './no-script';
import { domIdPart, hashScrollDelta, tabIndexForKey, type TabHashTarget, type TabsSwitcher } from './tab-rules';
import { useAdminDragHover, useHashElementReveal, useTabHash, useTabSwitchFollow } from './use-tabs';
import './tabs.css';

export interface TabsItem extends TabHashTarget {
  title: string;
}

export type TabSelectSource = 'click' | 'keyboard' | 'hash' | 'drag-hover' | 'dropdown';

interface TabsProps {
  items: readonly TabsItem[];
  selectedId: string | null;
  onSelect(id: string, source: TabSelectSource): void;
  /** A panel's content; called for every tab (inactive panels are hidden), so it may return null to create content lazily. */
  renderPanel(item: TabsItem, selected: boolean): ReactNode;
  /** The accessible name of the tab list (and of the dropdown). */
  label: string;
  /** A stable id of this tab list (events, dnd-kit ids); a generated one by default. */
  listId?: string | undefined;
  /** 'dropdown' switches through a dropdown select (see tabsSwitcher for the BUNDLE rule). */
  switcher?: TabsSwitcher | undefined;
  variant?: 'pills' | 'underline' | undefined;
  align?: 'left' | 'center' | undefined;
  /** Whether the URL hash selects a tab; on by default. */
  followHash?: boolean | undefined;
  /**
   * The section that claims this list's hash names (hash-owners.ts; useHashClaim): the list follows
   * only the names that section answers on the page. Every name when absent (a list alone on its page).
   */
  hashOwner?: string | undefined;
  /**
   * Whether a hash that selected a tab through an element inside it brings that element on screen;
   * on by default. Off where the caller does it itself (the catalogue's cards bear their names only
   * once the section answers them: catalogue/product-names.ts).
   */
  revealHashElement?: boolean | undefined;
  className?: string | undefined;
  style?: CSSProperties | undefined;
  /** Reserved height of the panel box (e.g. before lazy content exists). */
  panelsMinHeight?: number | undefined;
  /**
   * The panels a page read without scripts shows, each under its tab's title, and not the bar: 'all'
   * where the caller's server HTML holds every panel's content, 'selected' where it holds only the
   * selected panel's (the others' come with scripts). None by default: the bar stays, as it is.
   */
  noScriptPanels?: NoScriptPanels | undefined;
}

export function Tabs({
  items,
  selectedId,
  onSelect,
  renderPanel,
  label,
  listId,
  switcher = 'tabs',
  variant = 'pills',
  align = 'left',
  followHash = true,
  hashOwner,
  revealHashElement = true,
  className,
  style,
  panelsMinHeight,
  noScriptPanels,
}: TabsProps) {
  const { services } = useRuntimeBasics();
  const generatedId = useId();
  const baseId = listId ?? generatedId;
  const tabDomId = (id: string) => `${baseId}-tab-${domIdPart(id)}`;
  const panelDomId = (id: string) => `${baseId}-panel-${domIdPart(id)}`;

  const root = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const panels = useRef<HTMLDivElement>(null);
  const tabNodes = useRef(new Map<string, HTMLButtonElement>());
  const follow = useTabSwitchFollow(selectedId, list, panels, (id) => tabNodes.current.get(id));
  const hashElement = useHashElementReveal(panels, follow);

  const select = (id: string, source: TabSelectSource) => {
    if (!items.some((item) => item.id === id)) return;
    if (source === 'hash') revealOnPage();
    else hashElement.drop();
    if (id === selectedId) return;
    follow.beforeSwitch();
    services.events.emit('tabs:select', { tabs: baseId, tab: id, source });
    onSelect(id, source);
  };

  /** A hash selected a tab: scroll the page so the bar (or dropdown) is on screen. */
  const revealOnPage = () => {
    const target = bar.current;
    const win = target?.ownerDocument.defaultView;
    if (!target || !win) return;
    const delta = hashScrollDelta(target.getBoundingClientRect(), win.innerHeight, HASH_SCROLL_MARGIN_PX);
    if (delta !== 0) win.scrollBy({ top: delta, behavior: 'instant' });
  };

  useTabHash(followHash, items, hashOwner, (match) => {
    if (match === null) {
      hashElement.drop();
      return;
    }
    select(match.id, 'hash');
    // After the select: the element is looked for in its panel, open now or after the switch renders.
    if (revealHashElement && match.element !== null) hashElement.want(match.element);
    else hashElement.drop();
  });
  const dragHover = useAdminDragHover(root, (id) => select(id, 'drag-hover'));

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = tabIndexForKey(event.key, index, items.length);
    const item = next === null ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    tabNodes.current.get(item.id)?.focus({ preventScroll: true });
    select(item.id, 'keyboard');
  };

  const noScriptMark = noScriptPanels ? { [NO_SCRIPT_PANELS_ATTRIBUTE]: noScriptPanels } : undefined;
  const classes = ['rt-tabs', `rt-tabs--${variant}`, `rt-tabs--align-${align}`, className ?? ''].filter(Boolean).join(' ');
  return (
    <div ref={root} className={classes} style={style} data-tabs={baseId} data-switcher={switcher} {...noScriptMark}>
      <div ref={bar} className="rt-tabs__bar">
        {switcher === 'dropdown' ? (
          <Dropdown label={label} options={items.map((item) => ({ value: item.id, label: item.title }))} value={selectedId} onChange={(id) => select(id, 'dropdown')} />
        ) : (
          <div ref={list} role="tablist" aria-label={label} aria-orientation="horizontal" className="rt-tabs__list">
            {items.map((item, index) => {
              const selected = item.id === selectedId;
              return (
                <button
                  key={item.id}
                  ref={(node) => {
                    if (node) tabNodes.current.set(item.id, node);
                    else tabNodes.current.delete(item.id);
                  }}
                  type="button"
                  role="tab"
                  id={tabDomId(item.id)}
                  aria-selected={selected}
                  aria-controls={panelDomId(item.id)}
                  tabIndex={selected || (selectedId === null && index === 0) ? 0 : -1}
                  className="rt-tabs__tab"
                  data-tab-id={item.id}
                  onClick={() => select(item.id, 'click')}
                  onKeyDown={(event) => onKeyDown(event, index)}
                  {...dragHover.nativeDrag(item.id)}
                >
                  {item.title}
                </button>
              );
            })}
          </div>
        )}
      </div>
      {dragHover.on && dragHover.adminDnd && switcher === 'tabs' && (
        <dragHover.adminDnd.TabDropTargets listId={baseId} tabIds={items.map((item) => item.id)} tabNode={(id) => tabNodes.current.get(id) ?? null} hover={dragHover.hover} />
      )}
      <div ref={panels} className="rt-tabs__panels" data-tabs-panels="" style={panelsMinHeight ? { minHeight: panelsMinHeight } : undefined}>
        {items.map((item) => {
          const selected = item.id === selectedId;
          const panel = (
            <div
              role={switcher === 'tabs' ? 'tabpanel' : 'region'}
              id={panelDomId(item.id)}
              aria-labelledby={switcher === 'tabs' ? tabDomId(item.id) : undefined}
              aria-label={switcher === 'tabs' ? undefined : item.title}
              tabIndex={0}
              hidden={!selected}
              className="rt-tabs__panel"
              data-panel-id={item.id}
            >
              {renderPanel(item, selected)}
            </div>
          );
          return (
            <Fragment key={item.id}>
              {/* Beside its panel, not in it: the panel holds only its content. */}
              <p className="rt-tabs__panel-title">
                {item.title}
              </p>
              {panel}
            </Fragment>
          );
        })}
      </div>
    </div>
  );
}
