/**
 * Admin actions the harness offers in place of the real editor (whose tools the specs do not
 * show): create or copy a BUNDLE tab, jump a slider to a slide, show a page modal, force the cart open. Page edits are pure functions on
 * the raw page JSON, so the frame re-renders the same site with the changed page.
 */

export type EditorAction =
  | { kind: 'create-tab'; sectionId: string }
  | { kind: 'copy-tab'; sectionId: string; tabId: string }
  | { kind: 'jump-to-slide'; elementId: string; index: number }
  /** Admin shows a page modal on request from the editor panel, not on click (issue 11). */
  | { kind: 'open-modal'; modalId: string }
  /** Admin's forced open of the cart with sample lines, to style it (spec 001 §6; issue 12); `open` false closes it. */
  | { kind: 'cart'; open: boolean };

export interface EditorTargets {
  bundles: { id: string; title: string; tabs: { id: string; title: string }[] }[];
  sliders: { id: string; slides: number }[];
  modals: { id: string; title: string }[];
  /** The ids of the page's CART widgets. */
  carts: string[];
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown, fallback: string) => (typeof value === 'string' || typeof value === 'number' ? String(value) : fallback);

function elementsOf(page: unknown): Json[] {
  const found: Json[] = [];
  for (const section of list(isRecord(page) ? page.sections : undefined)) {
    if (!isRecord(section)) continue;
    for (const element of list(section.elements)) if (isRecord(element)) found.push(element);
    for (const tab of list(section.tabs)) if (isRecord(tab)) for (const element of list(tab.elements)) if (isRecord(element)) found.push(element);
  }
  return found;
}

/** What the editor panel can act on in this page. */
export function editorTargets(page: unknown): EditorTargets {
  const bundles = list(isRecord(page) ? page.sections : undefined)
    .filter((section): section is Json => isRecord(section) && section.type === 'BUNDLE')
    .map((section) => ({
      id: text(section.id, '?'),
      title: text(section.title, text(section.id, 'BUNDLE')),
      tabs: list(section.tabs)
        .filter(isRecord)
        .map((tab) => ({ id: text(tab.id, '?'), title: text(tab.title, text(tab.id, 'tab')) })),
    }));
  const sliders = elementsOf(page)
    .filter((element) => element.type === 'media01' && isRecord(element.data) && element.data.kind === 'slider')
    .map((element) => ({ id: text(element.id, '?'), slides: list(isRecord(element.data) ? element.data.slides : undefined).length }));
  const modals = list(isRecord(page) ? page.modals : undefined)
    .filter(isRecord)
    .map((modal) => ({ id: text(modal.id, '?'), title: text(modal.title, text(modal.id, 'modal')) }));
  const carts = list(isRecord(page) ? page.widgets : undefined)
    .filter((widget): widget is Json => isRecord(widget) && widget.type === 'CART')
    .map((widget) => text(widget.id, 'cart'));
  return { bundles, sliders, modals, carts };
}

/** An id not used anywhere in the page yet: base, base-2, base-3… */
function freshId(used: Set<string>, base: string): string {
  let candidate = base;
  for (let n = 2; used.has(candidate); n += 1) candidate = `${base}-${n}`;
  used.add(candidate);
  return candidate;
}

function usedIds(page: unknown): Set<string> {
  const ids = new Set<string>();
  for (const section of list(isRecord(page) ? page.sections : undefined)) {
    if (!isRecord(section)) continue;
    ids.add(text(section.id, ''));
    for (const tab of list(section.tabs)) if (isRecord(tab)) ids.add(text(tab.id, ''));
  }
  for (const element of elementsOf(page)) ids.add(text(element.id, ''));
  return ids;
}

/** The page with the action applied; the input is not changed. Jumping to a slide changes no page. */
export function applyEditorAction(page: unknown, action: EditorAction): unknown {
  if (action.kind === 'jump-to-slide' || action.kind === 'open-modal' || action.kind === 'cart' || !isRecord(page)) return page;
  const used = usedIds(page);
  const sections = list(page.sections).map((section) => {
    if (!isRecord(section) || text(section.id, '') !== action.sectionId || section.type !== 'BUNDLE') return section;
    const tabs = list(section.tabs).filter(isRecord);
    if (action.kind === 'create-tab') {
      const id = freshId(used, 'new-tab');
      const title = `New tab ${tabs.length + 1}`;
      const content = { id: freshId(used, `${id}-text`), type: 'figure', data: { kind: 'text', tag: 'div', text: `<h3>${title}</h3><p>Add content to this tab.</p>` } };
      return { ...section, tabs: [...tabs, { id, title, elements: [content] }] };
    }
    const index = tabs.findIndex((tab) => text(tab.id, '') === action.tabId);
    const original = tabs[index];
    if (!original) return section;
    const id = freshId(used, `${action.tabId}-copy`);
    const copy: Json = {
      ...structuredClone(original),
      id,
      title: `${text(original.title, 'Tab')} (copy)`,
      elements: list(original.elements).map((element) => (isRecord(element) ? { ...structuredClone(element), id: freshId(used, `${text(element.id, 'element')}-copy`) } : element)),
    };
    // An anchor must stay unique: the copy has none until the owner names it.
    delete copy.anchor;
    return { ...section, tabs: [...tabs.slice(0, index + 1), copy, ...tabs.slice(index + 1)] };
  });
  return { ...page, sections };
}
