/**
 * What the owner would drag in the real editor (a block, an image): a plain HTML5 draggable chip,
 * shown in admin only. Held over a tab for TAB_DRAG_HOVER_MS, it opens that tab (the tabs
 * widget's drag-hover rule). An editor's tool, not the page's content: it sits in a landmark of its
 * own, so a screen reader (and axe's region rule) does not take it for page text outside the page.
 */
export function EditorChip() {
  return (
    <aside
      aria-label="Editor tools"
      draggable
      data-editor-chip
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', 'editor-chip');
        event.dataTransfer.effectAllowed = 'move';
      }}
      style={{
        position: 'fixed',
        left: 12,
        bottom: 12,
        zIndex: 1000,
        padding: '8px 14px',
        borderRadius: 99,
        background: '#151925',
        color: '#fff',
        font: '600 13px/1.2 system-ui, sans-serif',
        boxShadow: '0 8px 24px rgba(0,0,0,0.3)',
        cursor: 'grab',
        userSelect: 'none',
      }}
    >
      ⠿ Drag me over a tab
    </aside>
  );
}
