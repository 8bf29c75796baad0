export { Tabs, type TabsItem, type TabsProps, type TabSelectSource } from './Tabs';
export { useTabSelection } from './use-tab-selection';
export { createDragHover, type DragHover } from './drag-hover';
export { HASH_SCROLL_MARGIN_PX, MOBILE_TABS_LIMIT, TAB_BAR_SCROLL_PADDING_PX, TAB_DRAG_HOVER_MS, TAB_LINK_PREFIX, TAB_SHIFT_ANIMATION_MS } from './constants';
export {
  addedTab,
  keptSelection,
  normaliseHash,
  resolveSelected,
  selectionAfterChange,
  stepIndex,
  tabForHash,
  tabIndexForKey,
  tabsSwitcher,
  wrapIndex,
  type TabHashTarget,
  type TabsSwitcher,
} from './tab-rules';
