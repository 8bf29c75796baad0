/**
 * One element of a FREE section or a modal: its place in the 12-column grid for the current
 * viewport, the hidden-for-viewport policy, the error box of a broken element and the registry
 * lookup of its component.
 */
import { useContext, type CSSProperties } from 'react';
import type { ElementLayout, PageElement } from '../page/page-schema';
import { GRID_COLUMNS } from '../page/schema/constants';
import { elementTarget } from '../page/section-targets';
import type { Part } from '../page/parse-page';
import type { Viewport } from '../core/policies';
import { BrokenPartBox, HiddenBadge, HiddenGate, NotImplementedBox, PartGuard } from '../parts/parts';
import { elementRegistration, useRegistry } from '../parts/registry-context';
import { usePolicy, useViewport } from '../core/runtime-context';
import { HoverFrame } from '../media/hover/HoverFrame';
import { ImageSlotWidthContext } from '../media/image/first-paint';

/** How many of the grid's columns an element takes; mobile defaults to the full width (our layout choice). */
function cellSpan(layout: ElementLayout | undefined, viewport: Viewport): number {
  return Math.min(layout?.[viewport]?.span ?? (viewport === 'mobile' ? GRID_COLUMNS : layout?.desktop?.span ?? GRID_COLUMNS), GRID_COLUMNS);
}

/** The grid placement of an element. */
function cellStyle(layout: ElementLayout | undefined, viewport: Viewport): CSSProperties {
  const place = layout?.[viewport];
  const span = cellSpan(layout, viewport);
  // An explicit offset (0 included) pins the column, which also starts a new row when needed.
  const start = place?.offset === undefined ? undefined : Math.min(place.offset, GRID_COLUMNS - span) + 1;
  return {
    gridColumn: start ? `${start} / span ${span}` : `span ${span}`,
    // Without an owner's align the stylesheet decides: the top of the row, icons its middle (site.css).
    alignSelf: place?.align ?? layout?.desktop?.align,
    order: place?.order,
  };
}

export function ElementView({ part, path }: { part: Part<PageElement>; path: string }) {
  const registry = useRegistry();
  const viewport = useViewport();
  const adminNotes = usePolicy('adminNotes');
  // The widest the element can be: its share of the grid's content width (a first-section image
  // chooses its file in the server's HTML by it, first-paint.tsx).
  const contentWidth = useContext(ImageSlotWidthContext);
  if (!part.ok) {
    return adminNotes ? (
      <div className="rt-cell" style={{ gridColumn: `span ${GRID_COLUMNS}` }}>
        <BrokenPartBox part={part} kind="element" />
      </div>
    ) : (
      <BrokenPartBox part={part} kind="element" />
    );
  }
  const element = part.value;
  const registration = elementRegistration(registry, element);
  if (!registration.implemented && !adminNotes) return null;
  const Element = registration.component;
  return (
    <HiddenGate hidden={element.hidden}>
      {(marked) => (
        <div
          className={marked ? 'rt-cell rt-cell--hidden-here' : 'rt-cell'}
          style={cellStyle(element.layout, viewport)}
          id={elementTarget(element.id)}
          data-element-id={element.id}
          data-element-type={element.type}
        >
          {marked && <HiddenBadge />}
          <PartGuard kind="element" type={element.type} id={element.id} path={path}>
            {registration.implemented ? (
              <ImageSlotWidthContext.Provider value={contentWidth === null ? null : (contentWidth * cellSpan(element.layout, viewport)) / GRID_COLUMNS}>
                <HoverFrame hover={element.hover}>
                  <Element element={element} />
                </HoverFrame>
              </ImageSlotWidthContext.Provider>
            ) : (
              <NotImplementedBox kind="element" type={element.type} id={element.id} />
            )}
          </PartGuard>
        </div>
      )}
    </HiddenGate>
  );
}
