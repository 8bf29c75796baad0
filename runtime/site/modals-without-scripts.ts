/**
 * Which page modals a page read without scripts shows after its sections (PageModals.tsx,
 * PageModalsWithoutScripts): each valid one but a form's answer. A modal a form opens once its
 * send has gone through (its `modal` action: "Request received") answers a send, which no form
 * makes without scripts: shown there, it told every visitor, under a form whose note says it
 * cannot send, that their request had come.
 */
import type { LoadedModal, LoadedPage } from '../page/parse-page';
import { pageElements } from '../page/page-elements';
import { isRecord } from '../safety/is-record';

export function modalsShownWithoutScripts(page: Pick<LoadedPage, 'sections' | 'widgets' | 'modals'>): LoadedModal[] {
  const answers = formAnswers(page);
  return page.modals.flatMap((part) => (part.ok && !answers.has(part.value.id) ? [part.value] : []));
}

/** The ids of the modals the page's forms open once a send has gone through: its sections', its tabs', its modals' and the cart's order form. */
function formAnswers(page: Pick<LoadedPage, 'sections' | 'widgets' | 'modals'>): Set<string> {
  const answers = new Set<string>();
  for (const element of pageElements(page)) {
    if (element.type === 'form01' && element.data.action.type === 'modal' && element.data.action.modalId) answers.add(element.data.action.modalId);
  }
  // The cart's order form: checked by the page's loader (parse-page.ts), typed as any widget's data.
  for (const part of page.widgets) {
    const order = part.ok && part.value.type === 'CART' ? part.value.data.order : undefined;
    const action = isRecord(order) ? order.action : undefined;
    if (isRecord(action) && action.type === 'modal' && typeof action.modalId === 'string') answers.add(action.modalId);
  }
  return answers;
}
