/**
 * Which page modals a page read without scripts shows after its sections (PageModals.tsx,
 * PageModalsWithoutScripts): each valid one but a form's answer. A modal a form opens once its
 * send has gone through (its `modal` action: "Request received") answers a send, which no form
 * makes without scripts: shown there, it told every visitor, under a form whose note says it
 * cannot send, that their request had come.
 */
import type { LoadedModal, LoadedPage, Part } from '../page/parse-page';
import type { PageElement } from '../page/page-schema';
import { isRecord } from '../safety/is-record';

export function modalsShownWithoutScripts(page: Pick<LoadedPage, 'sections' | 'widgets' | 'modals'>): LoadedModal[] {
  const answers = formAnswers(page);
  return page.modals.flatMap((part) => (part.ok && !answers.has(part.value.id) ? [part.value] : []));
}

/** The ids of the modals the page's forms open once a send has gone through: its sections', its tabs', its modals' and the cart's order form. */
function formAnswers({ sections, widgets, modals }: Pick<LoadedPage, 'sections' | 'widgets' | 'modals'>): Set<string> {
  const answers = new Set<string>();
  const fromElements = (parts: readonly Part<PageElement>[]) => {
    for (const part of parts) {
      if (!part.ok || part.value.type !== 'form01') continue;
      const { action } = part.value.data;
      if (action.type === 'modal' && action.modalId) answers.add(action.modalId);
    }
  };
  for (const part of sections) {
    if (!part.ok) continue;
    const section = part.value;
    if ('elements' in section) fromElements(section.elements);
    if ('tabs' in section) for (const tab of section.tabs) fromElements(tab.elements);
  }
  for (const part of modals) if (part.ok) fromElements(part.value.elements);
  // The cart's order form: checked by the page's loader (parse-page.ts), typed as any widget's data.
  for (const part of widgets) {
    const order = part.ok && part.value.type === 'CART' ? part.value.data.order : undefined;
    const action = isRecord(order) ? order.action : undefined;
    if (isRecord(action) && action.type === 'modal' && typeof action.modalId === 'string') answers.add(action.modalId);
  }
  return answers;
}
