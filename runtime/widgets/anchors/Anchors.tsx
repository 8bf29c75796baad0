/**
 * The ANCHORS widget (spec 001 §2 Anchors widget, §3, §6, §9; issue 11 part 3): a fixed column of
 * dots, one per enabled section, each a link to the section's `#` target (the DOM id the page gave
 * it), or a button that scrolls to a section that has none. The rules (which sections, dots or
 * placeholder or nothing, places and delays, the active dot) are in anchor-rules.ts; this file
 * renders them, follows the section in focus and handles a click (the scroll, the address, and the
 * keyboard focus moved into the section: section-focus.ts). In a window too short for the column of
 * dots, the column scrolls on its own (anchors.css) and keeps the active dot in view; the browser
 * scrolls it to a focused one.
 *
 * Policies: `anchorsWidget` (hidden on mobile except in admin), `anchorsPlaceholder` (admin's note
 * when there are too few sections), `followLinks` (a click in admin neither scrolls nor writes the
 * address), `reducedMotion` and `captureRender` (the dots appear without their animation, and a
 * click jumps instead of scrolling smoothly).
 */
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { usePolicy, useRuntimeBasics, useViewport } from '../../core/runtime-context';
import type { AnchorListEntry, Widget } from '../../page/page-schema';
import { usePageOutline } from '../../page/page-outline-context';
import { asksForNewWindow, followHash, followedLinkScroll } from '../../parts/follow-link';
import {
  activeAnchor,
  anchorEntries,
  anchorsDisplay,
  ANCHORS_ANIMATION_MS,
  ANCHORS_EDGE_ROOM_PX,
  ANCHORS_MIN_BLOCKS,
  ANCHORS_SPACING_PX,
  dotLayout,
  dotScrollTop,
  enabledEntries,
  type AnchorEntry,
} from './anchor-rules';
import { focusSection } from './section-focus';
import './anchors.css';

/**
 * The owner's entries. The page loader read the widget's data by its schema (page/parse-page.ts:
 * refused entries left out and reported as page problems), so the widget carries no validator.
 */
function ownerEntries(widget: Widget): readonly AnchorListEntry[] {
  const { entries } = widget.data;
  return Array.isArray(entries) ? (entries as AnchorListEntry[]) : [];
}

export function Anchors({ widget }: { widget: Widget }) {
  const { t } = useRuntimeBasics();
  const viewport = useViewport();
  const shown = usePolicy('anchorsWidget');
  const placeholder = usePolicy('anchorsPlaceholder');
  const outline = usePageOutline();
  const overrides = useMemo(() => ownerEntries(widget), [widget]);
  const entries = useMemo(() => anchorEntries(outline, viewport, overrides), [outline, viewport, overrides]);
  const dots = useMemo(() => enabledEntries(entries), [entries]);

  const display = anchorsDisplay(entries, { shown, placeholder });
  if (display === 'none') return null;
  if (display === 'placeholder') {
    return (
      <p className="rt-anchors-placeholder" role="note" data-anchors-placeholder="">
        {t('anchors::placeholder_admin', { count: ANCHORS_MIN_BLOCKS })}
      </p>
    );
  }
  return <AnchorDots entries={dots} />;
}

/** The section element of the page this widget belongs to. */
function sectionElement(root: ParentNode, id: string): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>('[data-section-id]')) if (element.dataset.sectionId === id) return element;
  return null;
}

function siteRoot(nav: HTMLElement | null): ParentNode | null {
  return nav ? (nav.closest('.rt-site') ?? nav.ownerDocument) : null;
}

/**
 * Scrolls the widget's column, where a short window cuts it, so the dot at `index` shows with room
 * for its ring and title; not at all when the column shows every dot (and in jsdom, which lays
 * nothing out). Only the column scrolls: a scrollIntoView would stop the page's own smooth scroll.
 */
function revealDot(column: HTMLElement, list: HTMLElement, index: number, still: boolean) {
  if (column.scrollHeight <= column.clientHeight) return;
  const top = dotScrollTop(list.offsetTop + dotLayout(index).top, { scrollTop: column.scrollTop, height: column.clientHeight });
  if (top !== null) column.scrollTo({ top, behavior: still ? 'instant' : 'smooth' });
}

function AnchorDots({ entries }: { entries: readonly AnchorEntry[] }) {
  const { services, t } = useRuntimeBasics();
  const follows = usePolicy('followLinks');
  const reducedMotion = usePolicy('reducedMotion');
  const still = usePolicy('captureRender') || reducedMotion;
  const nav = useRef<HTMLElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [active, setActive] = useState<string | null>(null);
  const titleIds = useId();

  // The active dot follows the section that crosses the middle of the screen (the shared
  // visibility tracker's "in focus", an IntersectionObserver); between sections it stays.
  useEffect(() => {
    const tracker = services.visibility;
    const root = siteRoot(nav.current);
    if (!tracker || !root) return;
    const inFocus = new Set<string>();
    const stops = entries.map((entry) => {
      const section = sectionElement(root, entry.id);
      if (!section) return () => undefined;
      return tracker.observe(section, (state) => {
        if (state.inFocus) inFocus.add(entry.id);
        else inFocus.delete(entry.id);
        const now = new Set(inFocus);
        setActive((previous) => activeAnchor(entries, now, previous));
      });
    });
    return () => {
      for (const stop of stops) stop();
    };
  }, [entries, services.visibility]);

  // The active dot stays in view as the page scrolls, and when the window is resized.
  useEffect(() => {
    const column = nav.current;
    const dotList = list.current;
    const index = entries.findIndex((entry) => entry.id === active);
    if (!column || !dotList || index < 0) return;
    const show = () => revealDot(column, dotList, index, still);
    show();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(show);
    observer.observe(column);
    return () => observer.disconnect();
  }, [active, entries, still]);

  const onClick = (event: MouseEvent<HTMLElement>, entry: AnchorEntry) => {
    if (follows && entry.anchor !== null && asksForNewWindow(event)) return;
    // The widget scrolls itself (smoothly), so the browser's jump is left out; in admin a click
    // selects in the editor and must not move the page or its address.
    event.preventDefault();
    if (!follows) return;
    const root = siteRoot(nav.current);
    const section = root ? sectionElement(root, entry.id) : null;
    if (section) {
      section.scrollIntoView(followedLinkScroll(reducedMotion));
      // The next Tab goes into the section, as after a followed link, not to the next dot.
      focusSection(section);
    }
    // As a followed link (a history entry, unless the address already has this hash). A section
    // without a target leaves the address as it is.
    if (entry.anchor !== null) followHash(services.location, entry.anchor);
  };

  const style = {
    '--rt-anchors-duration': `${ANCHORS_ANIMATION_MS}ms`,
    '--rt-anchors-spacing': `${ANCHORS_SPACING_PX}px`,
    '--rt-anchors-edge-room': `${ANCHORS_EDGE_ROOM_PX}px`,
  } as CSSProperties;
  return (
    <nav ref={nav} className="rt-anchors" aria-label={t('anchors::label')} data-still={still || undefined} style={style}>
      <ol ref={list} className="rt-anchors__list" style={{ height: entries.length * ANCHORS_SPACING_PX }}>
        {entries.map((entry, index) => {
          const { top, delayMs } = dotLayout(index);
          const titleId = `${titleIds}-${index}`;
          // The title is the dot's name and its visible tooltip (shown on hover and focus).
          const dot = {
            className: 'rt-anchors__link',
            'aria-labelledby': titleId,
            'aria-current': entry.id === active ? ('location' as const) : undefined,
            onClick: (event: MouseEvent<HTMLElement>) => onClick(event, entry),
          };
          const content = (
            <>
              <span className="rt-anchors__dot" aria-hidden="true" />
              <span className="rt-anchors__title" id={titleId}>
                {entry.title}
              </span>
            </>
          );
          return (
            <li key={entry.id} className="rt-anchors__item" data-anchor-id={entry.id} style={{ top, animationDelay: `${delayMs}ms` }}>
              {entry.anchor !== null ? (
                <a {...dot} href={`#${encodeURIComponent(entry.anchor)}`}>
                  {content}
                </a>
              ) : (
                // A section without a `#` target: a button (Enter and Space scroll to it), no address to link to.
                <button {...dot} type="button">
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
