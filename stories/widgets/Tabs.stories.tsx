import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useRuntime } from '../../runtime/core/runtime-context';
import { Tabs, type TabsItem } from '../../runtime/widgets/tabs/Tabs';
import { useTabSelection } from '../../runtime/widgets/tabs/use-tab-selection';
import { StoryRuntime } from '../support/StoryRuntime';
import { useStoryEnvironment } from '../support/environment';

export default { title: 'Widgets / Tabs' };

const frame: CSSProperties = { maxWidth: 880, margin: '0 auto', padding: '32px 20px' };
const card = (height: number, background: string): CSSProperties => ({ height, background, borderRadius: 16, padding: 20 });

interface DemoItem extends TabsItem {
  content: ReactNode;
}

/** A tab list holding its own selection, with the last switch shown under it. */
function TabsDemo({ items, label, variant, align }: { items: readonly DemoItem[]; label: string; variant?: 'pills' | 'underline'; align?: 'left' | 'center' }) {
  const [selected, select] = useTabSelection(items.map((item) => item.id));
  const [last, setLast] = useState('none yet');
  return (
    <div style={frame}>
      <Tabs
        items={items}
        selectedId={selected}
        onSelect={(id, source) => {
          select(id);
          setLast(`${id} by ${source}`);
        }}
        renderPanel={(item) => items.find((entry) => entry.id === item.id)?.content}
        label={label}
        listId="story-tabs"
        variant={variant}
        align={align}
      />
      <p data-last-switch style={{ marginTop: 24, font: '13px system-ui, sans-serif', color: '#6b625a' }}>
        Last switch: {last}
      </p>
    </div>
  );
}

/** Three tabs whose panels differ in height (120, 360 and 200 px): the desktop shift is animated. */
const BASIC: DemoItem[] = [
  { id: 'espresso', title: 'Espresso', anchor: 'espresso', content: <div style={card(120, '#f3e7da')}>Espresso: 18 g in, 36 g out, 28 seconds.</div> },
  { id: 'filter', title: 'Filter', anchor: 'filter', content: <div style={card(360, '#e3ecef')}>Filter: 60 g per litre, four-minute brew.</div> },
  { id: 'cold', title: 'Cold brew', content: <div style={card(200, '#e8efe3')}>Cold brew: 18 hours in the fridge.</div> },
];

export const Basic = () => (
  <StoryRuntime>
    <TabsDemo items={BASIC} label="Brewing methods" />
  </StoryRuntime>
);

export const Underline = () => (
  <StoryRuntime>
    <TabsDemo items={BASIC} label="Brewing methods" variant="underline" align="center" />
  </StoryRuntime>
);

const ORIGINS = ['Ethiopia Yirgacheffe', 'Kenya Nyeri', 'Colombia Huila', 'Guatemala Antigua', 'Brazil Cerrado', 'Costa Rica Tarrazú', 'Rwanda Nyamasheke', 'Peru Cajamarca', 'Sumatra Gayo', 'Yemen Haraz', 'Panama Boquete', 'Burundi Kayanza'];

/** Twelve tabs: the bar scrolls sideways and keeps the selected tab in view. */
export const ManyTabs = () => (
  <StoryRuntime>
    <TabsDemo
      items={ORIGINS.map((origin, index) => ({ id: `origin-${index + 1}`, title: origin, content: <div style={card(140, '#f3e7da')}>{origin}: tasting notes and roast dates.</div> }))}
      label="Origins"
    />
  </StoryRuntime>
);

/**
 * The URL hash selects a tab: an anchor (#filter), an element inside a tab (#pour-over-notes) or
 * a #tab{id} link (#tab37). The tabs sit below a tall block so the page visibly scrolls to them.
 */
export const HashSelection = () => (
  <StoryRuntime>
    <div style={frame}>
      <nav aria-label="Hash links" style={{ display: 'flex', gap: 16, flexWrap: 'wrap', font: '14px system-ui, sans-serif' }}>
        <a href="#filter">#filter (anchor)</a>
        <a href="#pour-over-notes">#pour-over-notes (element)</a>
        <a href="#tab37">#tab37 (tab link)</a>
        <a href="#nothing-here">#nothing-here (unknown)</a>
      </nav>
      <div data-spacer style={{ height: 1400, margin: '24px 0', borderRadius: 16, background: 'repeating-linear-gradient(180deg, #f5f1ec 0 40px, #fbf8f5 40px 80px)' }} />
    </div>
    <TabsDemo
      label="Brewing guides"
      items={[
        { id: '1', title: 'Espresso', anchor: 'espresso', contains: ['crema-notes'], content: <p id="crema-notes">Crema notes: hazelnut, cocoa.</p> },
        { id: '2', title: 'Filter', anchor: 'filter', contains: ['pour-over-notes'], content: <p id="pour-over-notes">Pour-over notes: bergamot, peach.</p> },
        { id: '37', title: 'Cold brew', contains: ['cold-notes'], content: <p id="cold-notes">Cold brew notes: chocolate, plum.</p> },
      ]}
    />
    <div style={{ height: 1200 }} />
  </StoryRuntime>
);

type AdminDnd = typeof import('../../runtime/widgets/tabs/tabs-dnd-admin');

/** dnd-kit is loaded in admin only, as the runtime does: this story never imports it statically. */
function useAdminDnd(): AdminDnd | null {
  const { mode } = useStoryEnvironment();
  const [module, setModule] = useState<AdminDnd | null>(null);
  useEffect(() => {
    if (mode !== 'admin' || module) return;
    let live = true;
    void import('../../runtime/widgets/tabs/tabs-dnd-admin').then((loaded) => live && setModule(loaded));
    return () => {
      live = false;
    };
  }, [mode, module]);
  return mode === 'admin' ? module : null;
}

const chip: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 8, padding: '10px 16px', borderRadius: 999, font: '600 14px system-ui, sans-serif', cursor: 'grab', userSelect: 'none' };

function DragHoverContent() {
  const { mode } = useRuntime();
  return (
    <>
      <div style={{ ...frame, paddingBottom: 0, display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <div draggable data-native-chip style={{ ...chip, background: '#1f1a17', color: '#fff' }}>
          HTML5 draggable chip
        </div>
        <DndChipSlot />
        <span style={{ font: '13px system-ui, sans-serif', color: '#6b625a' }}>
          Mode {mode}: hold a chip over a tab for 700 ms {mode === 'admin' ? 'to open it.' : '(switches only in admin).'}
        </span>
      </div>
      <TabsDemo items={BASIC} label="Brewing methods" />
    </>
  );
}

function DndChipSlot() {
  const dnd = useAdminDnd();
  if (!dnd) return null;
  return (
    <dnd.AdminDraggable id="story-chip" style={{ ...chip, background: '#b4532a', color: '#fff' }}>
      dnd-kit chip
    </dnd.AdminDraggable>
  );
}

/**
 * Admin drag-hover: two chips to drag over the tabs. The dark one is a plain HTML5 draggable
 * (what the harness offers); the orange one is a dnd-kit draggable inside the admin DndContext.
 * In preview and run the tabs ignore drags, and dnd-kit is never loaded.
 */
export const AdminDragHover = () => (
  <StoryRuntime>
    <DragHoverRoot>
      <DragHoverContent />
    </DragHoverRoot>
  </StoryRuntime>
);

function DragHoverRoot({ children }: { children: ReactNode }) {
  const dnd = useAdminDnd();
  return dnd ? <dnd.AdminDndProvider>{children}</dnd.AdminDndProvider> : <>{children}</>;
}
