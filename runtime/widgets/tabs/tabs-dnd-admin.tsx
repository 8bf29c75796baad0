/**
 * The dnd-kit half of the admin drag-hover switch (spec 000 §6). This module is the only one that
 * imports @dnd-kit/core, and it is only ever loaded with `import()` where the policy
 * `tabDragHoverSwitch` is on (admin): DESIGN.md §7, dnd-kit never loads outside admin.
 *
 * How the pieces fit:
 * - The editor (or the harness, or a story) wraps the page and its drag sources in
 *   `<AdminDndProvider>`: a DndContext with pointer and keyboard sensors and pointer-based
 *   collision detection, which also marks itself so the tabs know a DndContext is there.
 * - Each tab list in admin renders `<TabDropTargets>`: one useDroppable per tab (the tab buttons
 *   are the droppable nodes) and a drag monitor that reports the tab under the pointer to the
 *   list's drag-hover controller (drag-hover.ts), which opens it after 700 ms.
 * - Without a provider above, `<TabDropTargets>` renders nothing: dnd-kit drags need a shared
 *   DndContext, and the native HTML5 path (handled in Tabs.tsx without any library) still works.
 * - `<AdminDraggable>` is a plain dnd-kit draggable for editor tools (the harness's chip, stories).
 */
import { DndContext, KeyboardSensor, PointerSensor, pointerWithin, useDndMonitor, useDraggable, useDroppable, useSensor, useSensors, type DndMonitorListener, type Over } from '@dnd-kit/core';
import { createContext, useContext, useLayoutEffect, useMemo, type CSSProperties, type ReactNode } from 'react';
import type { DragHover } from './drag-hover';

/** Ours: a pointer must move this far before a press becomes a drag, so clicks stay clicks. */
const ADMIN_DRAG_ACTIVATION_PX = 4;

const ProviderMark = createContext(false);

export function AdminDndProvider({ children }: { children: ReactNode }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: ADMIN_DRAG_ACTIVATION_PX } }), useSensor(KeyboardSensor));
  return (
    <DndContext sensors={sensors} collisionDetection={pointerWithin}>
      <ProviderMark.Provider value={true}>{children}</ProviderMark.Provider>
    </DndContext>
  );
}

export function AdminDraggable({ id, children, className, style }: { id: string; children: ReactNode; className?: string; style?: CSSProperties }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: `admin-draggable:${id}` });
  const moved: CSSProperties = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 50, position: 'relative' } : {};
  return (
    <div ref={setNodeRef} className={className} style={{ ...style, ...moved, touchAction: 'none' }} data-dragging={isDragging || undefined} data-admin-draggable={id} {...attributes} {...listeners}>
      {children}
    </div>
  );
}

interface TabDropData {
  tabList: string;
  tabId: string;
}

function tabDropData(over: Over | null): TabDropData | null {
  const data: unknown = over?.data.current;
  if (typeof data !== 'object' || data === null) return null;
  const { tabList, tabId } = data as Partial<Record<keyof TabDropData, unknown>>;
  return typeof tabList === 'string' && typeof tabId === 'string' ? { tabList, tabId } : null;
}

interface TabDropTargetsProps {
  /** The tab list's id, so two lists on a page never take each other's tabs. */
  listId: string;
  tabIds: readonly string[];
  /** The tab button of an id (the droppable node). */
  tabNode(tabId: string): HTMLElement | null;
  hover: DragHover;
}

export function TabDropTargets(props: TabDropTargetsProps) {
  if (!useContext(ProviderMark)) return null;
  return <DropTargets {...props} />;
}

function DropTargets({ listId, tabIds, tabNode, hover }: TabDropTargetsProps) {
  const listener = useMemo<DndMonitorListener>(
    () => ({
      onDragOver({ over }) {
        const target = tabDropData(over);
        if (target && target.tabList === listId) hover.enter(target.tabId);
        else {
          const current = hover.current();
          if (current !== null) hover.leave(current);
        }
      },
      onDragEnd: () => hover.reset(),
      onDragCancel: () => hover.reset(),
    }),
    [listId, hover],
  );
  useDndMonitor(listener);
  return (
    <>
      {tabIds.map((tabId) => (
        <TabDropTarget key={tabId} listId={listId} tabId={tabId} tabNode={tabNode} />
      ))}
    </>
  );
}

function TabDropTarget({ listId, tabId, tabNode }: { listId: string; tabId: string; tabNode(tabId: string): HTMLElement | null }) {
  const { setNodeRef } = useDroppable({ id: `tab:${listId}:${tabId}`, data: { tabList: listId, tabId } satisfies TabDropData });
  // The tab buttons belong to Tabs.tsx; they are handed to dnd-kit as the droppable nodes.
  useLayoutEffect(() => {
    setNodeRef(tabNode(tabId));
  });
  useLayoutEffect(() => () => setNodeRef(null), [setNodeRef]);
  return null;
}
